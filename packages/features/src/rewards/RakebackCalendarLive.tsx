"use client";

import { useClaimRakeback, useRakebackDays, useUserDetails } from "@casino/api-client/react";
import { calendarDayInZone, isRakebackClaimSuccess, mayStakeMoney, type RakebackDay } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { RakebackCalendar, type RakebackClaimResult } from "@casino/ui";
import { Link } from "../router/router-adapter.js";
import { useState } from "react";
import { browserZone } from "../time/browser-zone.js";
import { useHref } from "../links/use-href.js";
import { rewardCalendarShown } from "./reward-calendar.js";
import { usePhoneWidth } from "./use-phone-width.js";

/**
 * The signed-in player's rakeback calendar (see docs/features.md, "Rakeback calendar"), for the
 * `?modal=rakeback` dialog and the cashback page: a grid on wider screens and a carousel on phones
 * (its pause and reduced motion are the kit's), days polled every 10 s while the page is visible,
 * Get on an available day with the amount shown over it. A player who opted out of the reward
 * calendar is told so, with the way back, instead of being shown it; a player who may not stake
 * money (self-exclusion, time-out, freeze) sees the days without Get, and why.
 */
export function RakebackCalendarLive({ authenticated }: { authenticated: boolean }) {
  const t = useT();
  const href = useHref();
  const phone = usePhoneWidth();
  const [now] = useState(() => new Date());
  const [zone] = useState(browserZone);
  const user = useUserDetails({ enabled: authenticated });
  const optedOut = !rewardCalendarShown(user.data);
  const claimsClosed = user.data !== undefined && !mayStakeMoney(user.data.getUser, now, zone).allowed;
  const userId = user.data?.getUser.userId ?? null;
  // Polled every 10 s while the page is visible (the query's options), and not at all once opted out.
  const days = useRakebackDays(userId ?? "", null, { enabled: userId !== null && !optedOut });
  const claim = useClaimRakeback();
  const [claimingDate, setClaimingDate] = useState<string | null>(null);
  const [claimResult, setClaimResult] = useState<RakebackClaimResult | null>(null);

  function claimDay(day: RakebackDay) {
    if (day.bonusId == null) return;
    setClaimingDate(day.dayDate);
    claim.mutate(
      {
        bonusId: day.bonusId,
        claimDate: day.dayDate,
        customerDate: calendarDayInZone(new Date(), zone),
        timeZone: zone,
      },
      {
        onSuccess: (response) => {
          const amount = response.data?.amount;
          setClaimResult(
            isRakebackClaimSuccess(response) && typeof amount === "number"
              ? { status: "success", amount }
              : { status: "error" },
          );
        },
        onError: () => setClaimResult({ status: "error" }),
        onSettled: () => setClaimingDate(null),
      },
    );
  }

  const status = !authenticated || days.isSuccess ? "ready" : days.isError || user.isError ? "error" : "loading";
  return optedOut ? (
    <p>
      {t("rakeback.opted.out")} <Link href={href("/profile2/limits")}>{t("rakeback.opted.out.link")}</Link>
    </p>
  ) : (
    <>
      {claimsClosed ? <p>{t("rakeback.closed")}</p> : null}
      <RakebackCalendar
        variant={phone ? "carousel" : "grid"}
        days={(days.data ?? []).map((entry) => ({
          ...entry,
          amount: entry.amount ?? 0,
          ended: entry.ended ?? undefined,
          future: entry.future ?? undefined,
          showButton: claimsClosed ? false : (entry.showButton ?? undefined),
        }))}
        now={now}
        zone={zone}
        authenticated={authenticated && userId !== null}
        currencyCode={user.data?.getUser.currencyCode ?? ""}
        crypto={Boolean(user.data?.isCrypto)}
        status={status}
        onRetry={() => void days.refetch()}
        onClaim={claimDay}
        claimingDate={claimingDate}
        claimResult={claimResult}
        onClaimResultClose={() => setClaimResult(null)}
      />
    </>
  );
}
