import { depositMethodKind } from "./deposits";
import type { DepositMethodKind } from "./deposits";

/**
 * A list of codes as the back end sends it: an array, or one comma-separated string. Empty or
 * missing means "no list".
 */
export type CodeList = readonly string[] | string | null | undefined;

/**
 * A payment method from get-payments, every field the product names. Only `id` and `name` are
 * always present; how each other field is read is written in the package README.
 */
export interface PaymentMethod {
  id: number | string;
  name: string;
  paymentMethod?: string | null;
  title?: string | null;
  rawTitle?: string | null;
  description?: string | null;
  thumbnail_url?: string | null;
  thumbnailUrl?: string | null;
  /** `false` drops the method; missing counts as active. */
  isActive?: boolean | null;
  /** `true` drops the method. */
  hidden?: boolean | null;
  /** The method can also pay out. */
  withdrawalExist?: boolean | null;
  /** Sort key, ascending; methods without one come last. */
  order?: number | null;
  allowedCountries?: CodeList;
  restrictedCountries?: CodeList;
  /**
   * Countries restricted by the player's tags: keys `matched`, `unmatched`, `default` or a tag
   * name, each a list of country codes (see {@link tagRestrictedCountriesFor}).
   */
  tagRestrictedCountries?: Readonly<Record<string, CodeList>> | null;
  allowedCurrencies?: CodeList;
  restrictedCurrencies?: CodeList;
  allowEmails?: CodeList;
  allowTags?: CodeList;
  allowedTags?: CodeList;
  isCardForm?: boolean | null;
}

/** The player as payment-method filtering reads them. */
export interface PaymentMethodUser {
  countryCode?: string | null;
  currencyCode?: string | null;
  email?: string | null;
  tags?: readonly string[] | null;
}

/** The reserved keys of `tagRestrictedCountries`; any other key is a tag name. */
export const TAG_RESTRICTION_KEYS = ["matched", "unmatched", "default"] as const;

function normalise(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * A code list as a set of lower-case entries, whether it came as an array or a comma-separated
 * string.
 *
 * @example readCodeList("TR, de") // Set { "tr", "de" }
 */
// @__NO_SIDE_EFFECTS__
export function readCodeList(list: CodeList): Set<string> {
  const entries = typeof list === "string" ? list.split(",") : (list ?? []);
  return new Set(
    entries
      .filter((entry): entry is string => typeof entry === "string")
      .map(normalise)
      .filter((entry) => entry !== ""),
  );
}

/**
 * The countries `tagRestrictedCountries` restricts for a player with these tags (lower case):
 * each tag key the player carries; `matched` when they carry at least one tag key; `unmatched`
 * when they carry none (players without tags included); `default` for every player.
 *
 * @example tagRestrictedCountriesFor({ vip: ["DE"], unmatched: ["TR"] }, ["vip"]) // Set { "de" }
 */
// @__NO_SIDE_EFFECTS__
export function tagRestrictedCountriesFor(
  restrictions: Readonly<Record<string, CodeList>> | null | undefined,
  tags: readonly string[] | null | undefined,
): Set<string> {
  const countries = new Set<string>();
  if (restrictions == null) return countries;
  const playerTags = new Set((tags ?? []).map(normalise));
  const reserved: readonly string[] = TAG_RESTRICTION_KEYS;
  let matched = false;
  for (const [key, list] of Object.entries(restrictions)) {
    const tag = normalise(key);
    if (reserved.includes(tag) || !playerTags.has(tag)) continue;
    matched = true;
    for (const country of readCodeList(list)) countries.add(country);
  }
  const lists: Record<string, CodeList> = Object.fromEntries(
    Object.entries(restrictions).map(([key, list]) => [normalise(key), list]),
  );
  for (const country of readCodeList(lists[matched ? "matched" : "unmatched"])) countries.add(country);
  for (const country of readCodeList(lists.default)) countries.add(country);
  return countries;
}

function passesAllowList(list: CodeList, value: string | null | undefined): boolean {
  const allowed = readCodeList(list);
  // An empty or missing allow-list allows everyone; a non-empty one needs a known, listed value.
  return allowed.size === 0 || (value != null && allowed.has(normalise(value)));
}

function passesDenyList(list: CodeList, value: string | null | undefined): boolean {
  return value == null || value.trim() === "" || !readCodeList(list).has(normalise(value));
}

/**
 * Whether one method is offered to the player (see docs/features.md, Payment methods; the reading of each field is in the
 * README).
 *
 * @example isPaymentMethodAvailable({ id: 1, name: "visa", restrictedCountries: ["TR"] }, { countryCode: "tr" }) // false
 */
// @__NO_SIDE_EFFECTS__
export function isPaymentMethodAvailable(method: PaymentMethod, user: PaymentMethodUser): boolean {
  if (method.isActive === false || method.hidden === true) return false;
  const country = user.countryCode;
  if (!passesAllowList(method.allowedCountries, country)) return false;
  if (!passesDenyList(method.restrictedCountries, country)) return false;
  if (country != null && tagRestrictedCountriesFor(method.tagRestrictedCountries, user.tags).has(normalise(country)))
    return false;
  if (!passesAllowList(method.allowedCurrencies, user.currencyCode)) return false;
  if (!passesDenyList(method.restrictedCurrencies, user.currencyCode)) return false;
  if (!passesAllowList(method.allowEmails, user.email)) return false;
  const allowedTags = readCodeList(method.allowTags ?? method.allowedTags);
  // Either spelling of the tag allow-list; the player needs at least one of its tags.
  if (allowedTags.size > 0 && !(user.tags ?? []).some((tag) => allowedTags.has(normalise(tag)))) return false;
  return true;
}

/**
 * The methods the player is offered, sorted by `order` ascending (methods without an order
 * last, ties in the back end's order). Drops inactive and hidden methods and those the player's
 * country, currency, e-mail or tags exclude; an empty or missing allow-list allows all.
 *
 * @example filterPaymentMethods(methods, { countryCode: "DE", currencyCode: "EUR", email: "ann@example.com", tags: ["vip"] })
 */
// @__NO_SIDE_EFFECTS__
export function filterPaymentMethods<TMethod extends PaymentMethod>(
  methods: readonly TMethod[] | null | undefined,
  user: PaymentMethodUser,
): TMethod[] {
  return (methods ?? [])
    .filter((method) => isPaymentMethodAvailable(method, user))
    .map((method, index) => ({ method, index }))
    .sort(
      (a, b) =>
        (a.method.order ?? Number.POSITIVE_INFINITY) - (b.method.order ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ method }) => method);
}

/**
 * The method's thumbnail, whichever spelling the back end used.
 *
 * @example paymentMethodThumbnail({ id: 1, name: "visa", thumbnail_url: "/visa.svg" }) // "/visa.svg"
 */
// @__NO_SIDE_EFFECTS__
export function paymentMethodThumbnail(method: PaymentMethod): string | null {
  return method.thumbnailUrl ?? method.thumbnail_url ?? null;
}

/**
 * The cashier a method opens: `isCardForm` when the back end says so, else by its name
 * (`paymentMethod`, then `name`) as {@link depositMethodKind} reads it.
 *
 * @example paymentMethodKind({ id: 1, name: "Pay by card", isCardForm: true }) // "card-form"
 */
// @__NO_SIDE_EFFECTS__
export function paymentMethodKind(method: PaymentMethod): DepositMethodKind {
  if (method.isCardForm === true) return "card-form";
  if (method.isCardForm === false) return "carouseller";
  return depositMethodKind(method.paymentMethod ?? method.name);
}
