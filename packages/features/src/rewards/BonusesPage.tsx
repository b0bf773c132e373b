"use client";

import type { Bonus } from "@casino/api-client";
import {
  useActivateBonus,
  useAllBonus,
  useApplyCoupon,
  useCancelBonus,
  useClaimBonus,
  useUserBonus,
  useUserDetails,
} from "@casino/api-client/react";
import { errorMessageKey } from "@casino/api-client";
import {
  availableOffers,
  BONUS_PLAY_URL,
  calendarDayInZone,
  formatMoney,
  mayStakeMoney,
  offerUnavailability,
  dateTimeFormat,
} from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import {
  BonusCancelDialog,
  BonusCard,
  BonusHistory,
  CouponForm,
  ErrorState,
  Skeleton,
  type BonusCardBonus,
  type CouponResult,
} from "@casino/ui";
import { useState } from "react";
import { useHref } from "../links/use-href.js";
import { bonusErrorText } from "./bonus-error.js";
import {
  bonusName,
  heldBonuses,
  replacedBonus,
  replacedBonusFromRefusal,
  type ReplacedBonus,
} from "./bonus-replacement.js";
import { offerUnavailableText } from "./offer-unavailable.js";
import { BONUSES_PAGE_QUERIES } from "./bonuses-queries.js";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { useRenderedNow } from "../time/use-rendered-now.js";

function gameName(game: Bonus["freeSpinGame"]): string | null {
  if (game == null) return null;
  return typeof game === "string" ? game : (game.name ?? null);
}

function cardBonus(row: Bonus, formatDay: (text: string) => string): BonusCardBonus {
  return {
    name: bonusName(row),
    bonusType: row.bonusType ?? null,
    bonusAmount: row.bonusAmount ?? null,
    wageredAmount: row.wageredAmount ?? null,
    wagerLeft: row.wagerLeft ?? null,
    wageringType: row.wageringType ?? null,
    wageringMultiplier: row.wageringMultiplier ?? null,
    freeSpinsQuantity: row.freeSpinsQuantity ?? null,
    freeSpinsLeft: row.freeSpinsLeft ?? null,
    freeSpinGame: gameName(row.freeSpinGame),
    maxWinAmount: row.maxWinAmount ?? null,
    minDeposit: row.minDeposit ?? null,
    depositBonusPercent: row.depositBonusPercent ?? null,
    maxBonusThreshold: row.maxBonusThreshold ?? null,
    validTo: row.validTo ? formatDay(row.validTo) : null,
    expiresAt: row.expirationDate ? new Date(row.expirationDate) : null,
  };
}

type Action = { id: string; kind: "activate" | "cancel" | "claim" };

/**
 * The bonuses page (see docs/features.md, "Bonuses"): the player's active bonus and free spins
 * first, with their wagering, claim and cancel (after the burn warning); then the coupon form, the
 * promotions they have not taken with their conditions (Activate, or why not today), and their
 * history. Activating a deposit bonus that would burn the active one asks first. Every change
 * refreshes the player's bonuses and details, so the header's balance follows.
 */
export default function BonusesPageContent({ renderedAt }: { renderedAt: Date }) {
  const t = useT();
  const locale = useLocale();
  // The page's clock and the visitor's zone, the server's until hydrated: the server draws this page too (Bonuses.tsx).
  const now = useRenderedNow(renderedAt);
  const zone = useBrowserZone();
  const href = useHref();
  const user = useUserDetails();
  const taken = useUserBonus(BONUSES_PAGE_QUERIES.taken);
  const offers = useAllBonus(BONUSES_PAGE_QUERIES.offers);
  const activation = useActivateBonus();
  const cancel = useCancelBonus();
  const claim = useClaimBonus();
  const coupon = useApplyCoupon();
  const [running, setRunning] = useState<Action | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Bonus | null>(null);
  // Activating this offer would burn the active bonus: the warning is open.
  const [replacing, setReplacing] = useState<{ offer: Bonus; replaced: ReplacedBonus } | null>(null);
  const [couponResult, setCouponResult] = useState<CouponResult | null>(null);

  const currencyCode = user.data?.getUser.currencyCode ?? "EUR";
  const crypto = Boolean(user.data?.isCrypto);
  const money = (amount: number | null | undefined) => formatMoney(amount ?? 0, currencyCode, { locale, crypto });
  const dayFormat = dateTimeFormat(locale, { dateStyle: "medium", timeZone: zone });
  const formatDay = (text: string) => {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? text : dayFormat.format(date);
  };

  if (taken.isError || offers.isError)
    return (
      <ErrorState
        headingLevel={2}
        onRetry={() => {
          void taken.refetch();
          void offers.refetch();
        }}
      />
    );
  if (!taken.data || !offers.data) return <Skeleton shape="block" height={320} />;

  const rows = taken.data.rows;
  const active = rows
    .filter((row) => row.status === "active")
    // The free-spins bonus after the money bonus: the one-of-each rule makes these at most two.
    .sort((a, b) => Number(a.bonusType === "freespins") - Number(b.bonusType === "freespins"));
  const available = availableOffers(offers.data.rows, rows, calendarDayInZone(now, zone));
  const player = {
    bonuses: heldBonuses(rows),
    isEmailVerified: user.data?.getUser.isEmailVerified,
    depositCount: user.data?.depositCount,
  };
  // A player who may not stake money (self-exclusion, time-out, freeze) is offered no bonus and no
  // coupon: the back end would refuse them, and the page says so in words instead.
  const staking = mayStakeMoney(user.data?.getUser, now, zone);

  function run(action: Action, call: Promise<unknown>, done: (response: unknown) => void) {
    setRunning(action);
    setNotice(null);
    setErrors((current) => ({ ...current, [action.id]: "" }));
    call
      .then(done)
      .catch((error: unknown) => setErrors((current) => ({ ...current, [action.id]: bonusErrorText(error, t) })))
      .finally(() => setRunning(null));
  }

  const busyOf = (id: string) => (running?.id === id ? running.kind : null);

  function activate(offer: Bonus, confirmCancelActive: boolean) {
    const id = `offer-${offer.id}`;
    setRunning({ id, kind: "activate" });
    setNotice(null);
    setErrors((current) => ({ ...current, [id]: "" }));
    activation
      .mutateAsync({ bonusId: offer.id, ...(confirmCancelActive ? { confirmCancelActive } : {}) })
      .then(() => setNotice(t("bonus.activated")))
      .catch((error: unknown) => {
        // The list was older than the player's bonuses: ask now about the bonus the back end names.
        const replaced = replacedBonusFromRefusal(error);
        if (replaced) setReplacing({ offer, replaced });
        else setErrors((current) => ({ ...current, [id]: bonusErrorText(error, t) }));
      })
      .finally(() => setRunning(null));
  }

  return (
    <>
      <p role="status" className="bonuses-notice">
        {notice}
      </p>
      <section aria-labelledby="bonuses-active" className="bonuses-section">
        <h2 id="bonuses-active">{t("bonus.page.active")}</h2>
        {active.length === 0 ? (
          <p>{t("bonus.page.none.active")}</p>
        ) : (
          <div className="bonuses-grid">
            {active.map((row) => {
              const id = `taken-${row.id}`;
              return (
                <BonusCard
                  key={id}
                  variant="active"
                  bonus={cardBonus(row, formatDay)}
                  currencyCode={currencyCode}
                  crypto={crypto}
                  playHref={href(BONUS_PLAY_URL)}
                  busy={busyOf(id)}
                  error={errors[id] || undefined}
                  onCancel={() => setCancelling(row)}
                  onClaim={() =>
                    run(
                      { id, kind: "claim" },
                      claim.mutateAsync({ bonusId: row.id, userBonusId: row.id }),
                      (response) =>
                        setNotice(
                          t("bonus.claimed", {
                            AMOUNT: money((response as { data?: { amount?: number | null } | null }).data?.amount),
                          }),
                        ),
                    )
                  }
                />
              );
            })}
          </div>
        )}
      </section>
      {staking.allowed ? (
        <CouponForm
          className="bonuses-coupon"
          applying={coupon.isPending}
          result={couponResult}
          onApply={(couponCode) => {
            setCouponResult(null);
            coupon.mutate(
              { couponCode },
              {
                onSuccess: () => setCouponResult({ status: "applied" }),
                onError: (error) => setCouponResult({ status: "refused", messageKey: errorMessageKey(error) }),
              },
            );
          }}
        />
      ) : null}
      <section aria-labelledby="bonuses-available" className="bonuses-section">
        <h2 id="bonuses-available">{t("bonus.page.available")}</h2>
        {!staking.allowed ? (
          <p>{t("bonus.page.closed")}</p>
        ) : available.length === 0 ? (
          <p>{t("bonus.page.none.available")}</p>
        ) : (
          <div className="bonuses-grid">
            {available.map((row) => {
              const id = `offer-${row.id}`;
              const unavailable = offerUnavailability(row, player, now, zone);
              return (
                <BonusCard
                  key={id}
                  variant="offer"
                  bonus={cardBonus(row, formatDay)}
                  currencyCode={currencyCode}
                  crypto={crypto}
                  busy={busyOf(id)}
                  error={errors[id] || undefined}
                  unavailable={unavailable ? offerUnavailableText(unavailable, t, locale) : undefined}
                  onActivate={() => {
                    const replaced = replacedBonus(row, rows);
                    if (replaced) setReplacing({ offer: row, replaced });
                    else activate(row, false);
                  }}
                />
              );
            })}
          </div>
        )}
      </section>
      <BonusHistory
        entries={rows.map((row) => ({
          id: row.id,
          name: row.banner?.bannerTitle ?? row.name ?? "",
          status: row.status ?? null,
          amount: row.bonusAmount ?? null,
          date: row.startDate ? formatDay(row.startDate) : "",
        }))}
        currencyCode={currencyCode}
        crypto={crypto}
      />
      {replacing ? (
        <BonusCancelDialog
          open
          bonusName={replacing.replaced.name}
          amount={replacing.replaced.amount}
          replacedBy={bonusName(replacing.offer)}
          currencyCode={currencyCode}
          crypto={crypto}
          onKeep={() => setReplacing(null)}
          onConfirm={() => {
            activate(replacing.offer, true);
            setReplacing(null);
          }}
        />
      ) : null}
      {cancelling ? (
        <BonusCancelDialog
          open
          bonusName={cancelling.banner?.bannerTitle ?? cancelling.name ?? ""}
          amount={cancelling.bonusAmount ?? 0}
          currencyCode={currencyCode}
          crypto={crypto}
          cancelling={running?.kind === "cancel"}
          onKeep={() => setCancelling(null)}
          onConfirm={() => {
            const row = cancelling;
            run(
              { id: `taken-${row.id}`, kind: "cancel" },
              cancel.mutateAsync({ bonusId: row.id, userBonusId: row.id }),
              (response) =>
                setNotice(
                  t("bonus.cancelled", {
                    AMOUNT: money((response as { data?: { amount?: number | null } | null }).data?.amount),
                  }),
                ),
            );
            setCancelling(null);
          }}
        />
      ) : null}
    </>
  );
}
