import { expect, test } from "../fixtures";
import { demoPlayerToken } from "../reference-api";
import { signInWithCookie } from "../session";
import { fromPhoneWidth, shootAtEachWidth, THEMES, useSiteTheme } from "./visual-helpers";

test.describe.configure({ mode: "serial" });

for (const theme of THEMES) {
  test.describe(`refer a friend in the ${theme} theme`, () => {
    useSiteTheme(theme);

    fromPhoneWidth();

    test("the referral page", async ({ page, context, request, baseURL }) => {
      await signInWithCookie(context, baseURL, await demoPlayerToken(request));
      await page.goto("/profile/refer-a-friend");
      const link = page.getByRole("textbox", { name: "Your referral link" });
      await expect(link).toHaveValue(/\/register\?nxafk=DEMO2$/);
      // The link names the server's port, which differs between runs: its box is masked, in a
      // dark field's colour.
      await shootAtEachWidth(page, [theme, "referral.png"], { mask: [link], maskColor: "#1c2438" });
    });
  });
}
