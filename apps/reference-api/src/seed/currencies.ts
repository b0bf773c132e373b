/** A currency as `get-currencies` lists it. */
export interface SeedCurrency {
  code: string;
  name: string;
  symbol: string;
  isCrypto: boolean;
}

/** Fiat and crypto currencies. */
export const SEED_CURRENCIES: SeedCurrency[] = [
  { code: "EUR", name: "Euro", symbol: "€", isCrypto: false },
  { code: "USD", name: "US Dollar", symbol: "$", isCrypto: false },
  { code: "CAD", name: "Canadian Dollar", symbol: "CA$", isCrypto: false },
  { code: "BRL", name: "Brazilian Real", symbol: "R$", isCrypto: false },
  { code: "INR", name: "Indian Rupee", symbol: "₹", isCrypto: false },
  { code: "TRY", name: "Turkish Lira", symbol: "₺", isCrypto: false },
  { code: "BTC", name: "Bitcoin", symbol: "₿", isCrypto: true },
  { code: "ETH", name: "Ether", symbol: "Ξ", isCrypto: true },
  { code: "USDT", name: "Tether", symbol: "₮", isCrypto: true },
];
