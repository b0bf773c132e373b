"use client";

import type { CashbackWalletEvent, SessionMovement } from "@casino/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import type { RealtimeClient } from "../realtime/realtime-client";
import type { DepositEvent, FailedDepositEvent } from "../schemas/events";
import type { UserCalendarData } from "../schemas/rakeback";
import type { UserDetails } from "../schemas/user";
import { queryKeys } from "./query-keys";
import { applyBalanceToUserDetails, applyNgrChange, type BetRefusal } from "./realtime-cache";

/** How many of the session's movements the cache keeps (a long session's oldest ones go first). */
const SESSION_MOVEMENTS_KEPT = 5_000;

/** What the app adds to the cache updates: retargeting on deposits, a modal on a failed one. */
export type RealtimeCacheHandlers = {
  onDeposit?: (event: DepositEvent) => void;
  onFailedDeposit?: (event: FailedDepositEvent) => void;
};

/**
 * Applies realtime events to the React Query cache in one place (ARCHITECTURE.md "Data flow"):
 * `balance` sets the cached wallet (and has the wallet page's figures read again), `debit`/`credit` move the cashback ngr and are kept as the
 * session's movements (the reality check's net position, `useSessionMovements`), `deposit` sets the
 * deposit count, and `globalCredit`, `deposit`, `failedDeposit` and a reconnect refresh the user
 * details (a reconnect also the cashback award) so nothing missed while offline stays wrong, and
 * `betRefused` is kept for the game page (`useBetRefusal`).
 * Pass `null` while signed out.
 */
export function useRealtimeCacheUpdates(
  realtime: RealtimeClient | null | undefined,
  handlers: RealtimeCacheHandlers = {},
): void {
  const queryClient = useQueryClient();
  const onDeposit = useEffectEvent((event: DepositEvent) => handlers.onDeposit?.(event));
  const onFailedDeposit = useEffectEvent((event: FailedDepositEvent) => handlers.onFailedDeposit?.(event));

  useEffect(() => {
    if (realtime == null) return undefined;
    const refreshUser = () => queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() });
    const keepMovement = (type: SessionMovement["type"], amount: number) => {
      // Stamped on arrival: the socket's payload carries no time. The newest movements are kept.
      const movement: SessionMovement = { type, amount, at: new Date().toISOString() };
      queryClient.setQueryData<SessionMovement[]>(queryKeys.sessionMovements(), (movements = []) =>
        [...movements, movement].slice(-SESSION_MOVEMENTS_KEPT),
      );
    };
    const moveNgr = (event: CashbackWalletEvent) => {
      queryClient.setQueriesData<UserCalendarData | null>({ queryKey: queryKeys.calendarAwardAll() }, (award) =>
        award === undefined ? undefined : applyNgrChange(award, event),
      );
    };

    const stops = [
      realtime.on("balance", (balance) => {
        queryClient.setQueryData<UserDetails>(queryKeys.userDetails(), (details) =>
          details === undefined ? undefined : applyBalanceToUserDetails(details, balance),
        );
        // The wallet page's figures (wager, rollover) are the back end's to work out: read them again.
        void queryClient.invalidateQueries({ queryKey: queryKeys.walletFigures() });
      }),
      realtime.on("debit", ({ amount }) => {
        moveNgr({ type: "debit", amount });
        keepMovement("debit", amount);
      }),
      realtime.on("credit", ({ amount }) => {
        moveNgr({ type: "credit", amount });
        keepMovement("credit", amount);
      }),
      realtime.on("globalCredit", () => void refreshUser()),
      realtime.on("deposit", (event) => {
        queryClient.setQueryData<UserDetails>(queryKeys.userDetails(), (details) =>
          details === undefined ? undefined : { ...details, depositCount: event.count },
        );
        void refreshUser();
        onDeposit(event);
      }),
      realtime.on("failedDeposit", (event) => {
        void refreshUser();
        onFailedDeposit(event);
      }),
      realtime.on("betRefused", (event) => {
        queryClient.setQueryData<BetRefusal | null>(queryKeys.betRefusal(), (previous) => ({
          ...event,
          sequence: (previous?.sequence ?? 0) + 1,
        }));
      }),
      realtime.onStatus((status) => {
        if (status !== "reconnected") return;
        void refreshUser();
        void queryClient.invalidateQueries({ queryKey: queryKeys.calendarAwardAll() });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [realtime, queryClient]);
}
