import { captureCampaignParameters } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { loginRequest } from "./login-request";

const DAY = 86_400_000;
const device = { userDeviceType: "mobile", screenResolution: "390x844" };

describe("loginRequest", () => {
  it("sends the credentials with the device data", () => {
    expect(
      loginRequest({ email: "a@b.co", password: "Demo123!" }, { storedCampaign: null, now: 0, ...device }),
    ).toEqual({ email: "a@b.co", password: "Demo123!", userDeviceType: "mobile", screenResolution: "390x844" });
  });

  it("adds the reCAPTCHA token and the campaign values that count now", () => {
    const stored = captureCampaignParameters({}, new URLSearchParams("cpnc=spring&mkt=mail&pid=p1"), 0);
    const body = loginRequest(
      { email: "a@b.co", password: "x" },
      { recaptchaToken: "captcha-1", storedCampaign: JSON.stringify(stored), now: 2 * DAY, ...device },
    );
    expect(body).toMatchObject({ recaptchaToken: "captcha-1", cpnc: "spring", mkt: "mail" });
    expect(body).not.toHaveProperty("pid");
  });

  it("sends no campaign a year after it was captured", () => {
    const stored = captureCampaignParameters({}, new URLSearchParams("cpnc=spring"), 0);
    const body = loginRequest(
      { email: "a@b.co", password: "x" },
      { storedCampaign: JSON.stringify(stored), now: 400 * DAY, ...device },
    );
    expect(body).not.toHaveProperty("cpnc");
  });
});
