import { describe, expect, it } from "vitest";
import { loginRequest } from "./login-request.js";

const device = { userDeviceType: "mobile", screenResolution: "390x844" };

describe("loginRequest", () => {
  it("sends the credentials with the device data", () => {
    expect(loginRequest({ email: "a@b.co", password: "Demo123!" }, { campaign: {}, ...device })).toEqual({
      email: "a@b.co",
      password: "Demo123!",
      userDeviceType: "mobile",
      screenResolution: "390x844",
    });
  });

  it("adds the reCAPTCHA token and the campaign's cpnc and mkt, never the sign-up-only values", () => {
    const body = loginRequest(
      { email: "a@b.co", password: "x" },
      {
        recaptchaToken: "captcha-1",
        campaign: { cpnc: "spring", mkt: "mail", pid: "p1", token: "aff", firstUrl: "/" },
        ...device,
      },
    );
    expect(body).toMatchObject({ recaptchaToken: "captcha-1", cpnc: "spring", mkt: "mail" });
    expect(body).not.toHaveProperty("pid");
    expect(body).not.toHaveProperty("token");
    expect(body).not.toHaveProperty("firstUrl");
  });
});
