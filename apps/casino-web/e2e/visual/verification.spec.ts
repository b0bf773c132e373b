import { expect, test } from "../fixtures";
import { REFERENCE_API_URL } from "../reference-api";
import { newPlayerToken } from "../safety-players";
import { signInWithCookie } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`verification in the ${theme} theme`, () => {
    useSiteTheme(theme);
    let token = "";

    // A player of its own with the identity's front sent: a card in review with its back still
    // needed, and two cards asked for.
    test.beforeAll(async ({ request }) => {
      token = await newPlayerToken(request, `visual-verification-${theme}`);
      const sent = await request.post(`${REFERENCE_API_URL}/api/user/upload-document`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          documentLabelId: "1",
          side: "front",
          file: { name: "passport.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") },
        },
      });
      expect(sent.ok()).toBe(true);
    });

    fromPhoneWidth();

    test("the verification page", async ({ page, context, baseURL }) => {
      await signInWithCookie(context, baseURL, token);
      await page.goto("/profile/verify");
      await expect(page.getByText("passport.png · In review: up to 24 hours")).toBeVisible({ timeout: 15_000 });
      await shootAtEachWidth(page, [theme, "verification.png"], { fullPage: true });
    });
  });
}
