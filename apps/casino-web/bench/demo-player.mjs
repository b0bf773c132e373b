// The player the benches measure signed in: a demo player of the reference API's seed
// (apps/reference-api/README.md), the depositor.
const PLAYER = { email: "depositor@demo.casino", password: "Demo123!" };

/** Signs the demo depositor in at the reference API at `apiUrl`: their access token. */
export async function demoPlayerToken(apiUrl) {
  const login = await fetch(`${apiUrl}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(PLAYER),
  });
  const { accessToken } = await login.json();
  if (typeof accessToken !== "string") throw new Error("the demo player could not sign in");
  return accessToken;
}
