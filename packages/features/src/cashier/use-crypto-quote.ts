"use client";

import { errorMessageKey } from "@casino/api-client";
import { useCryptoWithdrawalCalc } from "@casino/api-client/react";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import type { CryptoQuoteRequest, CryptoWithdrawalQuote } from "@casino/ui";
import { useEffect, useRef, useState } from "react";

/** How long typing must pause before the amount is quoted: one call per amount, not one per key. */
const QUOTE_DELAY_MS = 400;

/**
 * The quote of a crypto withdrawal as the player types (see docs/features.md, "Withdrawals"): the
 * back end's fee and payout for the amount, asked for once typing pauses; an answer to an older
 * amount is dropped. A crypto method takes only its own coin (its `allowedCurrencies`), so the coin
 * is the player's currency.
 */
export function useCryptoQuote(currencyCode: string): {
  quote: CryptoWithdrawalQuote | null;
  request: (request: CryptoQuoteRequest) => void;
} {
  const t = useT();
  const { mutateAsync } = useCryptoWithdrawalCalc();
  const [quote, setQuote] = useState<CryptoWithdrawalQuote | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  function request({ amount, network }: CryptoQuoteRequest) {
    clearTimeout(timer.current);
    latest.current += 1;
    const ticket = latest.current;
    if (amount === null) {
      setQuote(null);
      return;
    }
    setQuote({ state: "loading" });
    timer.current = setTimeout(() => {
      const body = { amount, currencyCode, cryptoCurrency: currencyCode, ...(network ? { network } : {}) };
      void mutateAsync(body).then(
        ({ data }) => {
          if (ticket !== latest.current) return;
          const coin = data.cryptoCurrency ?? currencyCode;
          setQuote({ state: "ready", fee: data.fee ?? 0, net: data.cryptoAmount, currencyCode: coin });
        },
        (error: unknown) => {
          if (ticket === latest.current)
            setQuote({ state: "error", message: t(dynamicTextKey(errorMessageKey(error))) });
        },
      );
    }, QUOTE_DELAY_MS);
  }

  return { quote, request };
}
