// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "./I18nProvider";
import { useLocale, useT } from "./hooks";

function RakebackResult({ amount }: { amount: string }) {
  const t = useT();
  return (
    <section aria-label={t("rakeback.claim.title")} lang={useLocale()}>
      <p>{t("rakeback.claim.text", { AA: amount })}</p>
      <button type="button">{t("button.close")}</button>
    </section>
  );
}

afterEach(cleanup);

describe("useT", () => {
  it("reads static English outside any provider", () => {
    render(<RakebackResult amount="5.00 EUR" />);
    expect(screen.getByRole("region", { name: "Rakeback claimed" })).toHaveProperty("lang", "en");
    expect(screen.getByText("You received 5.00 EUR.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("reads the provider's texts, and English for the keys they lack", () => {
    render(
      <I18nProvider locale="de" texts={{ "rakeback.claim.text": "Du hast [AA] erhalten." }}>
        <RakebackResult amount="5,00 EUR" />
      </I18nProvider>,
    );
    expect(screen.getByRole("region", { name: "Rakeback claimed" })).toHaveProperty("lang", "de");
    expect(screen.getByText("Du hast 5,00 EUR erhalten.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("shows the keys when the provider is in debug keys mode", () => {
    render(
      <I18nProvider locale="de" texts={{ "button.close": "Schließen" }} debugKeys>
        <RakebackResult amount="5,00 EUR" />
      </I18nProvider>,
    );
    expect(screen.getByRole("button", { name: "button.close" })).toBeTruthy();
    expect(screen.getByText("rakeback.claim.text")).toBeTruthy();
  });

  it("follows new texts given to the provider", () => {
    const { rerender } = render(
      <I18nProvider locale="fr" texts={{ "button.close": "Fermer" }}>
        <RakebackResult amount="1" />
      </I18nProvider>,
    );
    expect(screen.getByRole("button", { name: "Fermer" })).toBeTruthy();
    rerender(
      <I18nProvider locale="it" texts={{ "button.close": "Chiudi" }}>
        <RakebackResult amount="1" />
      </I18nProvider>,
    );
    expect(screen.getByRole("button", { name: "Chiudi" })).toBeTruthy();
  });
});
