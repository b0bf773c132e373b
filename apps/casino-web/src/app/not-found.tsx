import Link from "next/link";

/** Any unknown address: say so and offer the way home. */
export default function NotFound() {
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href="/">Go Home</Link>
    </main>
  );
}
