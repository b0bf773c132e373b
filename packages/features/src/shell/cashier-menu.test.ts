import { createTranslator } from "@casino/i18n";
import { describe, expect, it } from "vitest";
import { createHref } from "../links/href.js";
import { cashierMenu } from "./cashier-menu.js";

const t = createTranslator({ dev: false });

describe("cashierMenu", () => {
  it("links withdraw and the transactions through the brand's page URLs, in the visitor's locale", () => {
    const href = createHref({ locale: "de", pages: { overrides: { withdraw: "/payout" } } });
    expect(cashierMenu({ href, t })).toEqual([
      { href: "/de/payout", label: "Withdraw" },
      { href: "/de/profile/transactions", label: "Transactions" },
    ]);
  });
});
