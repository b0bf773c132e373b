import { composeStories } from "@storybook/react-vite";
import { I18nProvider } from "@casino/i18n/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./Money.stories";

const { Fiat, Crypto, TokenCode, Zero } = composeStories(stories);

describe("Money", () => {
  it.each([
    ["Fiat", Fiat, "€1,234.50"],
    ["Crypto", Crypto, "0.00012345"],
    ["TokenCode", TokenCode, "12.50 USDT"],
    ["Zero", Zero, "€0.00"],
  ] as const)("%s shows the amount with its decimals", async (_name, Story, text) => {
    const { container } = render(<Story />);
    expect(container).toHaveTextContent(text);
    await expectNoAxeViolations(container);
  });

  it("cuts fiat amounts to 2 decimals", () => {
    render(<Fiat amount={10.456} />);
    expect(screen.getByText("€10.46")).toBeInTheDocument();
  });

  it("uses the locale of the nearest provider", () => {
    render(
      <I18nProvider locale="de">
        <Fiat />
      </I18nProvider>,
    );
    expect(screen.getByText(/1\.234,50\s€/)).toBeInTheDocument();
  });
});
