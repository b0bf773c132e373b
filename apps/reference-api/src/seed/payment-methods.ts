/**
 * A payment method as `get-payments` lists it (`docs/features.md`, "Payment methods"). `minAmount`/`maxAmount` are the
 * provider's range, which a deposit must stay within.
 */
export interface SeedPaymentMethod {
  id: number;
  name: string;
  paymentMethod: string;
  title: string;
  rawTitle: string;
  description: string;
  thumbnail_url?: string;
  thumbnailUrl?: string;
  isActive: boolean;
  hidden: boolean;
  withdrawalExist: boolean;
  order: number;
  allowedCountries: string[];
  restrictedCountries: string[];
  tagRestrictedCountries: Record<string, string[]>;
  allowedCurrencies: string[];
  restrictedCurrencies: string[];
  allowEmails: string[];
  allowTags?: string[];
  allowedTags?: string[];
  isCardForm: boolean;
  minAmount: number;
  maxAmount: number;
  isCrypto: boolean;
  /** Pays from the player's phone (UPI, Papara), so a deposit needs its number. */
  phoneRequired: boolean;
}

function method(id: number, name: string, title: string, overrides: Partial<SeedPaymentMethod>): SeedPaymentMethod {
  return {
    id,
    name,
    paymentMethod: name,
    title,
    rawTitle: title,
    description: `Pay with ${title}`,
    thumbnailUrl: `/api/core/casino/assets/payments/${name}.svg`,
    isActive: true,
    hidden: false,
    withdrawalExist: true,
    order: id * 10,
    allowedCountries: [],
    restrictedCountries: [],
    tagRestrictedCountries: {},
    allowedCurrencies: [],
    restrictedCurrencies: [],
    allowEmails: [],
    isCardForm: false,
    minAmount: 10,
    maxAmount: 5000,
    isCrypto: false,
    phoneRequired: false,
    ...overrides,
  };
}

/**
 * Methods chosen so that every filter field of the spec takes effect for some demo player:
 * inactive, hidden, allowed and restricted countries, tag-restricted countries (each key form),
 * allowed and restricted currencies, an e-mail allow-list, both tag allow-list spellings, and
 * the snake_case thumbnail field.
 */
export const SEED_PAYMENT_METHODS: SeedPaymentMethod[] = [
  method(1, "visa", "Visa", { isCardForm: true, order: 10, restrictedCurrencies: ["BTC", "ETH", "USDT"] }),
  method(2, "mastercard", "Mastercard", {
    isCardForm: true,
    order: 20,
    restrictedCountries: ["TR"],
    restrictedCurrencies: ["BTC", "ETH", "USDT"],
  }),
  method(3, "skrill", "Skrill", {
    order: 30,
    thumbnailUrl: undefined,
    thumbnail_url: "/api/core/casino/assets/payments/skrill.svg",
    tagRestrictedCountries: { matched: ["DE"], unmatched: [], default: ["IN"] },
  }),
  method(4, "upi", "UPI", {
    order: 40,
    allowedCountries: ["IN"],
    allowedCurrencies: ["INR"],
    minAmount: 100,
    maxAmount: 100000,
    phoneRequired: true,
  }),
  method(5, "pix", "Pix", { order: 50, allowedCountries: ["BR"], allowedCurrencies: ["BRL"] }),
  method(6, "papara", "Papara", {
    order: 60,
    allowedCountries: ["TR"],
    allowedCurrencies: ["TRY"],
    minAmount: 5,
    maxAmount: 100000,
    phoneRequired: true,
  }),
  method(7, "bitcoin", "Bitcoin", {
    order: 70,
    allowedCurrencies: ["BTC"],
    minAmount: 0.0001,
    maxAmount: 5,
    isCrypto: true,
  }),
  method(8, "tether", "Tether (TRC-20)", {
    order: 80,
    allowedCurrencies: ["USDT"],
    minAmount: 10,
    maxAmount: 100000,
    isCrypto: true,
  }),
  method(9, "vip-wire", "VIP bank wire", { order: 90, allowTags: ["vip"], minAmount: 500, maxAmount: 50000 }),
  method(10, "beta-wallet", "Beta wallet", { order: 5, allowEmails: ["depositor@demo.casino", "kyc@demo.casino"] }),
  method(11, "neteller", "Neteller", {
    order: 100,
    allowedTags: ["high-roller"],
    tagRestrictedCountries: { "high-roller": ["AT"] },
  }),
  method(12, "paysafecard", "Paysafecard", { order: 110, isActive: false }),
  method(13, "sofort", "Sofort", { order: 120, hidden: true, allowedCountries: ["DE", "AT"] }),
  method(14, "interac", "Interac", {
    order: 130,
    allowedCountries: ["CA"],
    allowedCurrencies: ["CAD"],
    withdrawalExist: false,
  }),
];
