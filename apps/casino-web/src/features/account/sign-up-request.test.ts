import type { SignUpFormValues } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { signUpRequest } from "./sign-up-request";

const values: SignUpFormValues = {
  email: " new.player@example.com ",
  // The picker starts on the visitor's calling code; it is sent only with a number.
  phoneCode: "+356",
  phone: "",
  password: "Secret1!",
  firstName: "Ann",
  lastName: "",
  dateOfBirth: "1990-05-17",
  countryCode: "MT",
  currencyCode: "EUR",
  terms: true,
  adult: true,
  newsLetter: true,
};
const device = { userDeviceType: "mobile", screenResolution: "390x844", preferredLanguage: "de" };

describe("signUpRequest", () => {
  it("sends the typed values, leaving out the empty ones, with the device and the language", () => {
    expect(signUpRequest(values, { campaign: {}, ...device })).toEqual({
      email: "new.player@example.com",
      password: "Secret1!",
      firstName: "Ann",
      dateOfBirth: "1990-05-17",
      countryCode: "MT",
      currencyCode: "EUR",
      newsLetter: true,
      preferredLanguage: "de",
      userDeviceType: "mobile",
      screenResolution: "390x844",
    });
  });

  it("carries the affiliate token, the campaign and the first page of the first visit", () => {
    const body = signUpRequest(values, {
      campaign: { token: "aff-7", cpnc: "spring", mkt: "mail", pid: "p1", firstUrl: "/promotions" },
      ...device,
    });
    expect(body).toMatchObject({ token: "aff-7", cpnc: "spring", mkt: "mail", firstUrl: "/promotions" });
    expect(body).not.toHaveProperty("pid");
    expect(body).not.toHaveProperty("terms");
  });

  it("sends the calling code and the number, and no e-mail, for a sign-up by phone", () => {
    const byPhone = { ...values, email: "", phone: "79123456" };
    const body = signUpRequest(byPhone, { campaign: {}, ...device });
    expect(body).toMatchObject({ phoneCode: "+356", phone: "79123456", password: "Secret1!" });
    expect(body).not.toHaveProperty("email");
  });

  it("sends no e-mail or password for a one-click sign-up", () => {
    const oneClick = { ...values, email: "", password: "", firstName: "", dateOfBirth: "", countryCode: "" };
    expect(signUpRequest(oneClick, { campaign: {}, ...device })).toEqual({
      currencyCode: "EUR",
      newsLetter: true,
      preferredLanguage: "de",
      userDeviceType: "mobile",
      screenResolution: "390x844",
    });
  });
});
