export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>The same framework, server and build mode as the site, with none of our code.</p>
    </main>
  );
}
