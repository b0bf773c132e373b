import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./accessibility";
import { controlState, REFERENCE_API_URL, setVisitorLocation } from "./reference-api";

let usualLocation: Record<string, unknown>;

test.beforeAll(async ({ request }) => {
  usualLocation = (await controlState(request)).location;
  await setVisitorLocation(request, { countryCode: "DE", ip: "203.0.113.20" });
});

test.afterAll(async ({ request }) => {
  await setVisitorLocation(request, usualLocation);
});

test("a game its provider blocks in the visitor's country shows the country message instead of play", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The first seeded game whose provider may not offer it in Germany.
  const answer = (await (await request.get(`${REFERENCE_API_URL}/api/admin/get-games?limit=100`)).json()) as {
    data: { rows: { slug: string; restrictedCountries?: string[] }[] };
  };
  const blocked = answer.data.rows.find((game) => game.restrictedCountries?.includes("DE"));
  expect(blocked).toBeDefined();
  await context.addCookies([{ name: "gameCookieConsent", value: "accepted", url: baseURL ?? "" }]);
  await page.goto(`/casino/games/${blocked?.slug ?? ""}`);
  const stage = page.getByRole("region", { name: "Game window" });
  await expect(stage.getByRole("alert")).toContainText("Not available in your country");
  await expect(stage.getByRole("link", { name: "Play", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
