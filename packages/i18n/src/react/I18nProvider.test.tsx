// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EN_TEXTS } from "../texts/en";
import { setFallbackTexts } from "./I18nContext";
import { I18nProvider, I18nScope } from "./I18nProvider";
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
  // What a story preview or a test setup does; the tests of the fallback itself start without one.
  beforeEach(() => setFallbackTexts(EN_TEXTS));

  it("reads the fallback texts (static English here) outside any provider", () => {
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

describe("the texts a site hands the browser", () => {
  beforeEach(() => setFallbackTexts({}));

  it("reads only the provider's texts while no fallback is set: a missing key shows as itself", () => {
    render(
      <I18nProvider locale="en" texts={{ "rakeback.claim.title": "Rakeback claimed" }}>
        <RakebackResult amount="5.00 EUR" />
      </I18nProvider>,
    );
    expect(screen.getByRole("region", { name: "Rakeback claimed" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /button\.close/ })).toBeTruthy();
  });

  it("adds a scope's texts (a page's own keys) to the provider's", () => {
    render(
      <I18nProvider locale="en" texts={{ "rakeback.claim.title": "Rakeback claimed" }}>
        <I18nScope texts={{ "button.close": "Close", "rakeback.claim.text": "You received [AA]." }}>
          <RakebackResult amount="5.00 EUR" />
        </I18nScope>
      </I18nProvider>,
    );
    expect(screen.getByRole("region", { name: "Rakeback claimed" })).toBeTruthy();
    expect(screen.getByText("You received 5.00 EUR.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("draws a component that missed a key again when the fallback texts arrive", () => {
    render(
      <I18nProvider locale="en" texts={{ "rakeback.claim.title": "Rakeback claimed" }}>
        <RakebackResult amount="5.00 EUR" />
      </I18nProvider>,
    );
    act(() => setFallbackTexts(EN_TEXTS));
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    expect(screen.getByText("You received 5.00 EUR.")).toBeTruthy();
  });
});
