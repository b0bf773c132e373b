"use client";

import { errorMessageKey } from "@casino/api-client";
import { useLimits, useRemoveLimit, useSetLimit, useSettings, useUserDetails } from "@casino/api-client/react";
import {
  jurisdictionProfile,
  limitPeriodCode,
  monthlyWinningsStatus,
  realityCheckChoice,
  quickLockTimeOut,
  timeOutOptions,
  nextBetLimitChangeAt,
  type LimitPeriod,
  type PeriodLimitKind,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import {
  BetSizeLimitForm,
  ErrorState,
  LimitCard,
  MonthlyWinningsCard,
  RealityCheckSetting,
  realityCheckIntervalText,
  SelfExclusionForm,
  SessionLimitForm,
  Skeleton,
} from "@casino/ui";
import { useState } from "react";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { useRenderedNow } from "../time/use-rendered-now.js";
import { useEndSession } from "../account/use-end-session.js";
import { BreakSection, QuickLockSection } from "./BreakSection.js";
import { betSizeLimitsOf, limitPeriodsOf, sessionLimitMinutesOf } from "./limit-periods.js";
import { selfExclusionRequest } from "./self-exclusion-request.js";

// Deposit first: the limit most players look for.
const SHOWN_KINDS = ["deposit", "loss", "bet"] as const satisfies readonly PeriodLimitKind[];

/** The props of the limits page's part: the player's currency and the instant the server drew the page. */
export interface LimitsRenderedProps {
  currencyCode: string;
  renderedAt: Date;
}

/**
 * The limits page's part with its API client, drawn on the server with the page's awaited read of
 * the limits and hydrated once its chunk has loaded (docs/performance.md, "Signed-in pages drawn
 * on the server").
 */
export default function LimitsRendered({ currencyCode, renderedAt }: LimitsRenderedProps) {
  return (
    <WithRenderedApiClient>
      <MarketQuickLock />
      <LimitsPanel currencyCode={currencyCode} renderedAt={renderedAt} />
      <MonthlyWinningsSection />
      <SessionLimitSection />
      <RealityCheckSection />
      <TimeOutSection renderedAt={renderedAt} />
      <SelfExclusionSection renderedAt={renderedAt} />
    </WithRenderedApiClient>
  );
}

/** The monthly winnings limit, from the user details; nothing when the back end reports none. */
function MonthlyWinningsSection() {
  const details = useUserDetails().data;
  const status = monthlyWinningsStatus(details?.userMonthlyLimit);
  if (!details || status === null) return null;
  return (
    <MonthlyWinningsCard
      status={status}
      currencyCode={details.getUser.currencyCode ?? "EUR"}
      crypto={Boolean(details.isCrypto)}
    />
  );
}

/**
 * The deposit, loss and bet limits of the signed-in player (see docs/features.md, "Limits"): one
 * card per kind, each change sent to set-limit or remove-limit and the limits read again after it.
 */
function LimitsPanel({ currencyCode, renderedAt }: LimitsRenderedProps) {
  const t = useT();
  const zone = useBrowserZone();
  const now = useRenderedNow(renderedAt);
  const limits = useLimits();
  // The market's cooling-off (none by default, 24 hours under `uk`, 7 days under `de`): the back end applies the same profile.
  const profile = jurisdictionProfile(useSettings().data?.jurisdiction);
  const setLimit = useSetLimit();
  const removeLimit = useRemoveLimit();
  // The card a change came from: a period of a kind, or the per-bet minimum and maximum.
  const [active, setActive] = useState<{ kind: PeriodLimitKind; period: LimitPeriod } | "bet-size" | null>(null);

  if (limits.isPending) return <Skeleton shape="block" className="limits-slot" />;
  if (limits.isError) return <ErrorState headingLevel={2} onRetry={() => void limits.refetch()} />;

  const data = limits.data;
  const betChangeAllowedAt = nextBetLimitChangeAt(data.betLimitChangedAt, now);
  const failure = setLimit.error ?? removeLimit.error;
  const busy = setLimit.isPending || removeLimit.isPending;
  const betSize = betSizeLimitsOf(data.limits);

  return (
    <div className="page-stack">
      {SHOWN_KINDS.map((kind) => (
        <LimitCard
          key={kind}
          kind={kind}
          periods={limitPeriodsOf(data.limits, kind, profile)}
          currencyCode={currencyCode}
          coolingOffHours={profile.limitIncreaseDelayHours}
          timeZone={zone}
          changeAllowedAt={kind === "bet" ? betChangeAllowedAt : null}
          savingPeriod={busy && typeof active === "object" && active?.kind === kind ? active.period : null}
          error={
            failure && typeof active === "object" && active?.kind === kind
              ? t(dynamicTextKey(errorMessageKey(failure)))
              : null
          }
          onSave={(period, amount) => {
            setActive({ kind, period });
            removeLimit.reset();
            setLimit.mutate({ type: kind, period: limitPeriodCode(period), amount });
          }}
          onRemove={(period) => {
            setActive({ kind, period });
            setLimit.reset();
            removeLimit.mutate({ type: kind, period: limitPeriodCode(period) });
          }}
        />
      ))}
      <BetSizeLimitForm
        maxBet={betSize.maxBet}
        minBet={betSize.minBet}
        currencyCode={currencyCode}
        timeZone={zone}
        changeAllowedAt={betChangeAllowedAt}
        busy={busy && active === "bet-size"}
        error={failure && active === "bet-size" ? t(dynamicTextKey(errorMessageKey(failure))) : null}
        onSave={(change) => {
          setActive("bet-size");
          removeLimit.reset();
          setLimit.mutate({ type: "bet", ...change });
        }}
        onRemove={() => {
          setActive("bet-size");
          setLimit.reset();
          removeLimit.mutate({ type: "bet" });
        }}
      />
    </div>
  );
}

/**
 * Self-exclusion on the limits page (see docs/features.md, "Self-exclusion, time-out and freeze"):
 * once the back end has it, the player is signed out; only withdrawal stays open to them.
 */
function SelfExclusionSection({ renderedAt }: { renderedAt: Date }) {
  const t = useT();
  const zone = useBrowserZone();
  const now = useRenderedNow(renderedAt);
  const exclude = useSetLimit();
  const endSession = useEndSession();
  return (
    <SelfExclusionForm
      now={now}
      timeZone={zone}
      busy={exclude.isPending}
      error={exclude.error ? t(dynamicTextKey(errorMessageKey(exclude.error))) : null}
      onConfirm={(choice) =>
        exclude.mutate(selfExclusionRequest(choice, zone), { onSuccess: () => void endSession("USER_INITIATED") })
      }
    />
  );
}

/** The one-tap lock, first on the page where the market asks for one (`de`). */
function MarketQuickLock() {
  const lock = quickLockTimeOut(jurisdictionProfile(useSettings().data?.jurisdiction));
  return lock === null ? null : <QuickLockSection lock={lock} />;
}

/** The time-out, separate from self-exclusion: the lengths the market allows (24 hours to 6 weeks). */
function TimeOutSection({ renderedAt }: { renderedAt: Date }) {
  const options = timeOutOptions(jurisdictionProfile(useSettings().data?.jurisdiction));
  return <BreakSection kind="time-out" options={options} renderedAt={renderedAt} />;
}

/**
 * The session time limit (see docs/features.md, "Limits"): set, changed or removed at once; a
 * refusal without a code of its own says which of the two failed.
 */
/**
 * How often the reality check comes: the market's intervals (its jurisdiction profile), kept by the
 * back end as the player's `reality-check` limit; the default chosen again removes it.
 */
function RealityCheckSection() {
  const t = useT();
  const limits = useLimits();
  const profile = jurisdictionProfile(useSettings().data?.jurisdiction);
  const save = useSetLimit();
  const remove = useRemoveLimit();
  const [notice, setNotice] = useState<string | null>(null);
  if (limits.data === undefined) return null;
  const failure = save.error ?? remove.error;
  const saved = (minutes: number | null) => {
    const interval =
      minutes === null
        ? profile.realityCheckDefaultMinutes === null
          ? t("reality.setting.off")
          : realityCheckIntervalText(profile.realityCheckDefaultMinutes, t)
        : realityCheckIntervalText(minutes, t);
    setNotice(t("reality.setting.saved", { INTERVAL: interval }));
  };
  return (
    <RealityCheckSetting
      options={profile.realityCheckOptionsMinutes}
      defaultMinutes={profile.realityCheckDefaultMinutes}
      chosen={realityCheckChoice(limits.data.limits)}
      busy={save.isPending || remove.isPending}
      notice={notice}
      error={failure ? t(dynamicTextKey(errorMessageKey(failure))) : null}
      onChange={(minutes) => {
        setNotice(null);
        save.reset();
        remove.reset();
        if (minutes === null) remove.mutate({ type: "reality-check" }, { onSuccess: () => saved(null) });
        else save.mutate({ type: "reality-check", value: minutes }, { onSuccess: () => saved(minutes) });
      }}
    />
  );
}

function SessionLimitSection() {
  const t = useT();
  const limits = useLimits();
  const save = useSetLimit();
  const remove = useRemoveLimit();
  if (limits.data === undefined) return null;
  const failure = save.error
    ? errorMessageKey(save.error, { fallback: "error.other.session.limit.update" })
    : remove.error
      ? errorMessageKey(remove.error, { fallback: "error.other.session.limit.remove" })
      : null;
  return (
    <SessionLimitForm
      currentMinutes={sessionLimitMinutesOf(limits.data.limits)}
      busy={save.isPending || remove.isPending}
      error={failure === null ? null : t(dynamicTextKey(failure))}
      onSave={(value, unit) => {
        remove.reset();
        save.mutate({ type: "session-time", value, unit });
      }}
      onRemove={() => {
        save.reset();
        remove.mutate({ type: "session-time" });
      }}
    />
  );
}
