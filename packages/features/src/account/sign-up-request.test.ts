import type { SignUpFormValues } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { linkedSignUpRequest, signUpRequest } from "./sign-up-request.js";

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
  username: "",
  gender: "",
  address: "",
  city: "",
  zipCode: "",
  promoCode: "",
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

  it("sends the server's further fields as typed, and the mirror domain the sign-up is made on", () => {
    const more = {
      ...values,
      username: " nora_v ",
      gender: "female",
      address: "1 Main St",
      city: "Valletta",
      zipCode: "VLT 1000",
      promoCode: "SPRING25",
    };
    expect(signUpRequest(more, { campaign: {}, ...device, mirrorDomainFk: 2 })).toMatchObject({
      username: "nora_v",
      gender: "female",
      address: "1 Main St",
      city: "Valletta",
      zipCode: "VLT 1000",
      promoCode: "SPRING25",
      mirrorDomainFk: 2,
    });
    expect(signUpRequest(values, { campaign: {}, ...device })).not.toHaveProperty("mirrorDomainFk");
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

describe("linkedSignUpRequest", () => {
  const linked = {
    email: "alex@id.example ",
    phoneCode: "+356",
    phone: "",
    firstName: "Alex",
    lastName: "Morgan",
    dateOfBirth: "1990-05-17",
    address: "",
    terms: true,
    newsLetter: false,
  };

  it("sends the form's values with the third party's uuid and no password, the campaign included", () => {
    expect(linkedSignUpRequest(linked, "u-1", { campaign: { cpnc: "spring" }, ...device })).toEqual({
      email: "alex@id.example",
      firstName: "Alex",
      lastName: "Morgan",
      dateOfBirth: "1990-05-17",
      cpnc: "spring",
      newsLetter: false,
      preferredLanguage: "de",
      userDeviceType: "mobile",
      screenResolution: "390x844",
      linkAccount: true,
      linkedAccountUuid: "u-1",
    });
  });

  it("sends the calling code only with a number, and the address when given", () => {
    const body = linkedSignUpRequest({ ...linked, phone: "79123456", address: " 1 Main St " }, "u-1", {
      campaign: {},
      ...device,
    });
    expect(body).toMatchObject({ phoneCode: "+356", phone: "79123456", address: "1 Main St" });
  });
});
