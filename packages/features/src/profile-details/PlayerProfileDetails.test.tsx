import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFeature } from "../test/render-feature.js";
import { PlayerProfileDetails } from "./PlayerProfileDetails.js";

const field = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;

describe("PlayerProfileDetails", () => {
  it("names the country, shows the payment identities and the last sign-in with its zone", () => {
    renderFeature(
      <PlayerProfileDetails
        user={{
          userId: 7,
          firstName: "Wanda",
          countryCode: "BR",
          cpfNumber: "123.456.789-09",
          skrillEmail: "wanda.skrill@demo.casino",
          lastLogin: { created_at: "2026-11-20T08:00:00Z", ip: "203.0.113.9" },
          currentIp: "203.0.113.10",
        }}
        editProfileHref="/profile/edit-profile"
      />,
      {},
    );
    expect(field("Country")).toHaveTextContent("Brazil");
    expect(field("CPF number")).toHaveTextContent("123.456.789-09");
    expect(field("Skrill e-mail")).toHaveTextContent("wanda.skrill@demo.casino");
    expect(field("Last login")).toHaveTextContent(/^Nov 20, 2026, 8:00\sAM UTC$/);
    expect(field("Current IP")).toHaveTextContent("203.0.113.10");
    expect(screen.queryByText("UPI ID")).toBeNull();
  });

  it("shows a code it cannot name as sent, and a placeholder e-mail as not set", () => {
    renderFeature(
      <PlayerProfileDetails
        user={{ userId: 7, countryCode: "XX-1", email: "u7@noemail.example" }}
        emptyEmailDomain="noemail.example"
        editProfileHref="/profile/edit-profile"
      />,
      {},
    );
    expect(field("Country")).toHaveTextContent("XX-1");
    expect(field("Email")).toHaveTextContent("Not set");
  });
});
