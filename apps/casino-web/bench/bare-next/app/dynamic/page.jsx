import { headers } from "next/headers";

// Rendered per request, as every page of the site is (they read the request's cookies and headers):
// the framework's own cost of dynamic rendering, beside the static page.
export default async function DynamicPage() {
  const userAgent = (await headers()).get("user-agent") ?? "an unknown browser";
  return (
    <main>
      <h1>Bare Next.js page, rendered per request</h1>
      <p>Rendered for {userAgent}.</p>
    </main>
  );
}
