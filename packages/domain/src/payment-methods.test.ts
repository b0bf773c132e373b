import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  filterPaymentMethods,
  isPaymentMethodAvailable,
  paymentMethodKind,
  paymentMethodThumbnail,
  readCodeList,
  tagRestrictedCountriesFor,
} from "./payment-methods";
import type { PaymentMethod, PaymentMethodUser } from "./payment-methods";

const user: PaymentMethodUser = { countryCode: "DE", currencyCode: "EUR", email: "ann@example.com", tags: ["vip"] };
const method = (fields: Partial<PaymentMethod>): PaymentMethod => ({ id: fields.name ?? "m", name: "m", ...fields });
const names = (methods: PaymentMethod[]) => methods.map((m) => m.name);

describe("filterPaymentMethods", () => {
  it("drops inactive and hidden methods, a missing isActive counting as active", () => {
    const methods = [
      method({ name: "off", isActive: false }),
      method({ name: "hid", hidden: true }),
      method({ name: "on" }),
    ];
    expect(names(filterPaymentMethods(methods, user))).toEqual(["on"]);
  });

  it("keeps a method whose allow-lists are empty or missing", () => {
    const methods = [
      method({ name: "a", allowedCountries: [], allowedCurrencies: "", allowEmails: null, allowTags: [] }),
    ];
    expect(names(filterPaymentMethods(methods, user))).toEqual(["a"]);
  });

  it("follows allowed and restricted countries in any case, lists or comma strings", () => {
    const methods = [
      method({ name: "de-only", allowedCountries: ["de"] }),
      method({ name: "tr-only", allowedCountries: "TR, AZ" }),
      method({ name: "not-de", restrictedCountries: "at,DE" }),
      method({ name: "not-tr", restrictedCountries: ["TR"] }),
    ];
    expect(names(filterPaymentMethods(methods, user))).toEqual(["de-only", "not-tr"]);
  });

  it("refuses country and currency allow-lists to a player whose country or currency is unknown", () => {
    const methods = [
      method({ name: "de-only", allowedCountries: ["DE"] }),
      method({ name: "not-de", restrictedCountries: ["DE"] }),
    ];
    expect(names(filterPaymentMethods(methods, { currencyCode: "EUR" }))).toEqual(["not-de"]);
  });

  it("follows allowed and restricted currencies", () => {
    const methods = [
      method({ name: "eur", allowedCurrencies: ["eur"] }),
      method({ name: "try", allowedCurrencies: ["TRY"] }),
      method({ name: "no-eur", restrictedCurrencies: ["EUR"] }),
    ];
    expect(names(filterPaymentMethods(methods, user))).toEqual(["eur"]);
  });

  it("offers e-mail-listed methods only to those addresses, in any case", () => {
    const methods = [
      method({ name: "test", allowEmails: ["ANN@example.com"] }),
      method({ name: "other", allowEmails: ["bob@example.com"] }),
    ];
    expect(names(filterPaymentMethods(methods, user))).toEqual(["test"]);
    expect(names(filterPaymentMethods(methods, { ...user, email: null }))).toEqual([]);
  });

  it("needs one of the allowed tags, under either field name", () => {
    const methods = [
      method({ name: "vip", allowTags: ["VIP", "gold"] }),
      method({ name: "vip2", allowedTags: "vip" }),
      method({ name: "gold", allowTags: ["gold"] }),
    ];
    expect(names(filterPaymentMethods(methods, user))).toEqual(["vip", "vip2"]);
    expect(names(filterPaymentMethods(methods, { ...user, tags: null }))).toEqual([]);
  });

  it("applies tag-restricted countries", () => {
    const methods = [method({ name: "m", tagRestrictedCountries: { vip: ["DE"] } })];
    expect(names(filterPaymentMethods(methods, user))).toEqual([]);
    expect(names(filterPaymentMethods(methods, { ...user, tags: ["new"] }))).toEqual(["m"]);
  });

  it("sorts by order ascending, methods without order last, ties kept in place", () => {
    const methods = [
      method({ name: "none" }),
      method({ name: "3", order: 3 }),
      method({ name: "1a", order: 1 }),
      method({ name: "1b", order: 1 }),
      method({ name: "0", order: 0 }),
    ];
    expect(names(filterPaymentMethods(methods, user))).toEqual(["0", "1a", "1b", "3", "none"]);
  });

  it("gives an empty list for an empty or missing list", () => {
    expect(filterPaymentMethods([], user)).toEqual([]);
    expect(filterPaymentMethods(null, user)).toEqual([]);
  });

  it("never returns a method the player's country restricts", () => {
    const country = fc.constantFrom("DE", "de", "TR", "tr", "AT", "IN");
    const list = fc.oneof(
      fc.constant(null),
      fc.array(country, { maxLength: 3 }),
      fc.array(country, { maxLength: 3 }).map((codes) => codes.join(",")),
    );
    const tags = fc.array(fc.constantFrom("vip", "VIP", "new", "gold"), { maxLength: 2 });
    const arbitraryMethod = fc.record({
      id: fc.nat(),
      name: fc.constantFrom("visa", "skrill"),
      order: fc.option(fc.integer({ min: 0, max: 5 })),
      allowedCountries: list,
      restrictedCountries: list,
      tagRestrictedCountries: fc.option(
        fc.dictionary(fc.constantFrom("vip", "new", "matched", "unmatched", "default"), list),
      ),
    });
    fc.assert(
      fc.property(fc.array(arbitraryMethod, { maxLength: 6 }), country, tags, (methods, countryCode, userTags) => {
        const player = { countryCode, tags: userTags };
        const code = countryCode.toLowerCase();
        return filterPaymentMethods(methods, player).every(
          (m) =>
            !readCodeList(m.restrictedCountries).has(code) &&
            !tagRestrictedCountriesFor(m.tagRestrictedCountries, userTags).has(code) &&
            (readCodeList(m.allowedCountries).size === 0 || readCodeList(m.allowedCountries).has(code)),
        );
      }),
    );
  });

  it("always returns methods sorted by order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), name: fc.string(), order: fc.option(fc.integer()) })),
        (methods) => {
          const orders = filterPaymentMethods(methods, user).map((m) => m.order ?? Number.POSITIVE_INFINITY);
          return orders.every((order, i) => i === 0 || (orders[i - 1] ?? order) <= order);
        },
      ),
    );
  });
});

describe("tagRestrictedCountriesFor", () => {
  const restrictions = { vip: ["DE"], Gold: "AT", matched: ["FR"], unmatched: ["TR"], default: ["US"] };

  it("restricts a tag's countries and the matched list for a player with a listed tag", () => {
    expect([...tagRestrictedCountriesFor(restrictions, ["VIP"])].sort()).toEqual(["de", "fr", "us"]);
    expect([...tagRestrictedCountriesFor(restrictions, ["gold", "vip"])].sort()).toEqual(["at", "de", "fr", "us"]);
  });

  it("restricts the unmatched list for a player with no listed tag, or none at all", () => {
    expect([...tagRestrictedCountriesFor(restrictions, ["new"])].sort()).toEqual(["tr", "us"]);
    expect([...tagRestrictedCountriesFor(restrictions, null)].sort()).toEqual(["tr", "us"]);
  });

  it("does not treat a player tag named like a reserved key as a tag", () => {
    expect([...tagRestrictedCountriesFor(restrictions, ["default"])].sort()).toEqual(["tr", "us"]);
  });

  it("restricts nothing when missing", () => {
    expect(tagRestrictedCountriesFor(null, ["vip"]).size).toBe(0);
  });
});

describe("method helpers", () => {
  it("reads the thumbnail under either name", () => {
    expect(paymentMethodThumbnail(method({ thumbnail_url: "/a.svg" }))).toBe("/a.svg");
    expect(paymentMethodThumbnail(method({ thumbnailUrl: "/b.svg", thumbnail_url: "/a.svg" }))).toBe("/b.svg");
    expect(paymentMethodThumbnail(method({}))).toBeNull();
  });

  it("opens the card form when isCardForm says so, else by name", () => {
    expect(paymentMethodKind(method({ name: "Pay by card", isCardForm: true }))).toBe("card-form");
    expect(paymentMethodKind(method({ name: "visa", isCardForm: false }))).toBe("carouseller");
    expect(paymentMethodKind(method({ name: "Visa" }))).toBe("card-form");
    expect(paymentMethodKind(method({ name: "x", paymentMethod: "cards" }))).toBe("card-form");
  });

  it("checks one method alone", () => {
    expect(isPaymentMethodAvailable(method({ restrictedCountries: ["TR"] }), { countryCode: "tr" })).toBe(false);
  });
});
