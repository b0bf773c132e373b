"use client";

import { errorMessageKey } from "@casino/api-client";
import {
  useAllBonus,
  useApiClient,
  useApplyCoupon,
  useCountries,
  useDeposit,
  useLimits,
  usePaymentMethods,
  useSetLimit,
  useSettings,
  useUpdateUserDetails,
  useUserBonus,
  useUserDetails,
} from "@casino/api-client/react";
import {
  firstDepositMayPrompt,
  formatMoney,
  jurisdictionProfile,
  limitPeriodCode,
  LOG_EVENTS,
  mayStakeMoney,
  missingDepositProfileFields,
  shouldPromptDepositLimit,
  type DepositMethodKind,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useLocale, useT } from "@casino/i18n/react";
import {
  CashierClosed,
  CouponForm,
  DepositLimitPrompt,
  DepositForm,
  DepositProfileStep,
  ErrorState,
  Skeleton,
  type CouponResult,
  type DepositSubmission,
} from "@casino/ui";
import { useNavigation } from "../router/router-adapter.js";
import { useEffect, useMemo, useRef, useState } from "react";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { useRenderedNow } from "../time/use-rendered-now.js";
import { useHref } from "../links/use-href.js";
import { countryOptions } from "../account/country-options.js";
import { useLogEventWithCampaign } from "../campaign/use-campaign.js";
import { depositErrorText } from "./deposit-error.js";
import { CASHIER_BONUS_QUERIES, depositBonusChoice } from "./deposit-bonuses.js";
import { useDepositLimitPromptSkipped } from "./deposit-limit-prompt.js";
import { DepositPayment, paysHere, type DepositPaymentAnswer } from "./DepositPayment.js";
import { depositMethodOptions } from "./deposit-methods.js";
import { depositOutcomePath, depositReturnUrl } from "./deposit-return-url.js";
import { playerPaymentMethodsQuery } from "./player-payment-methods.js";

/**
 * The cashier (see docs/features.md, "Deposits"), on `/deposit` and in the `?modal=cashier`
 * drawer: closed with the reason and the way to withdraw for a player who may not stake money
 * (`mayStakeMoney`), else the deposit form. A deposit leaves for the provider's page, which
 * sends the player back to this page with the outcome's modal. Card details are typed only on the
 * cashier page, where no third-party script runs (docs/security.md); the drawer links there.
 */
export function Cashier({
  preferredKind = null,
  cardPageHref = null,
  renderedAt = null,
}: {
  preferredKind?: DepositMethodKind | null;
  /** Where card details are typed instead, when this page may run third-party scripts (the drawer). */
  cardPageHref?: string | null;
  /** The instant the server drew the page, when it drew this cashier (`useRenderedNow`). */
  renderedAt?: Date | null;
}) {
  const t = useT();
  const locale = useLocale();
  // The visitor's zone and clock, the server's until hydrated: the server draws this cashier too (CashierPage.tsx).
  const zone = useBrowserZone();
  const now = useRenderedNow(renderedAt);
  const href = useHref();
  const client = useApiClient();
  const logEvent = useLogEventWithCampaign();
  const user = useUserDetails();
  const player = user.data?.getUser;
  const methodsQuery = usePaymentMethods(playerPaymentMethodsQuery(player), { enabled: player !== undefined });
  const deposit = useDeposit();
  const bonusReads = { enabled: player !== undefined };
  const offers = useAllBonus(CASHIER_BONUS_QUERIES.offers, bonusReads);
  const taken = useUserBonus(CASHIER_BONUS_QUERIES.taken, bonusReads);
  const coupon = useApplyCoupon();
  const [couponResult, setCouponResult] = useState<CouponResult | null>(null);
  // A crypto or UPI deposit is paid here: its address or QR code replaces the form until the player goes back.
  // `depositCount` as the address or QR code was shown: the realtime `deposit` event raises it once the provider is paid.
  const [payment, setPayment] = useState<{
    answer: DepositPaymentAnswer;
    submission: DepositSubmission;
    depositCount: number | null;
  } | null>(null);
  // A card whose bank asks for a 3DS check: the challenge is shown over the form, which keeps what was typed.
  // The market's deposit-limit prompt before a first deposit (docs/features.md, "Limits").
  const settings = useSettings().data;
  const profile = jurisdictionProfile(settings?.jurisdiction);
  // The profile fields a deposit needs, asked for first (docs/features.md, "Deposits").
  const missingFields = missingDepositProfileFields(player, {
    allowDepWithoutAddress: settings?.allowDepWithoutAddress === true,
  });
  const countries = useCountries({ enabled: player !== undefined && missingFields.length > 0 });
  const { mutateAsync: updateProfile } = useUpdateUserDetails();
  const [promptSkipped, skipPrompt] = useDepositLimitPromptSkipped();
  // Before a first deposit in a market that prompts, the form waits for the player's limits: it is
  // never drawn to give way to the prompt, with what was typed in it (docs/features.md, "Limits").
  const limitsFirst = !promptSkipped && firstDepositMayPrompt(profile, user.data?.depositCount);
  const limits = useLimits({ enabled: player !== undefined && limitsFirst });
  const setLimit = useSetLimit();
  // A second press in the same tick, before React has drawn the busy form, must not send again.
  const sending = useRef(false);
  // The provider's page is loading: the form stays disabled until the page is left.
  const [leaving, setLeaving] = useState(false);
  const methods = useMemo(
    () => (player && methodsQuery.data ? depositMethodOptions(methodsQuery.data, player, client.assetUrl) : []),
    [player, methodsQuery.data, client],
  );

  // A deposit paid outside the site (crypto, UPI) shows its success once the back end says so.
  const router = useNavigation();
  const depositCount = user.data?.depositCount;
  const paid =
    payment !== null && payment.depositCount !== null && depositCount != null && depositCount > payment.depositCount;
  const paidMethod = paid ? (methods.find((option) => option.id === payment.submission.methodId)?.name ?? "") : null;
  useEffect(() => {
    if (paidMethod === null) return;
    router.replace(depositOutcomePath(window.location.href, "deposit-success", paidMethod), { scroll: false });
  }, [paidMethod, router]);

  // A failed background refresh keeps what is shown (and typed); only a first load that fails shows the error.
  if (!player)
    return user.isError ? (
      <ErrorState headingLevel={2} onRetry={() => void user.refetch()} />
    ) : (
      <Skeleton height="20rem" />
    );
  // The exclusion ends at its minute, shown in the player's zone.
  const staking = mayStakeMoney(player, now, zone);
  if (!staking.allowed)
    return (
      <CashierClosed
        permanent={staking.permanent}
        until={staking.until}
        timeZone={zone}
        withdrawHref={href("withdraw")}
      />
    );
  if (missingFields.length > 0) {
    if (settings === undefined) return <Skeleton height="20rem" />;
    const emptyEmailDomain = settings.emptyEmailDomain;
    return (
      <DepositProfileStep
        user={player}
        countries={countryOptions(countries.data?.countries.rows)}
        allowDepWithoutAddress={settings.allowDepWithoutAddress}
        onDepositShowAllField={settings.onDepositShowAllField}
        theme={settings.theme}
        emptyEmailDomain={typeof emptyEmailDomain === "string" ? emptyEmailDomain : null}
        zone={zone}
        // The details are fetched again after the save (the mutation invalidates them): the payment form follows.
        onSubmit={async (payload) => {
          await updateProfile(payload);
        }}
      />
    );
  }
  if (!methodsQuery.data)
    return methodsQuery.isError ? (
      <ErrorState headingLevel={2} onRetry={() => void methodsQuery.refetch()} />
    ) : (
      <Skeleton height="20rem" />
    );
  if (methods.length === 0) return <p>{t("cashier.methods.empty")}</p>;
  // The bonus choice is drawn with the form; if the bonuses cannot be read, the deposit goes on without one.
  // Limits that cannot be read ask nothing: the form follows, as in a market without the prompt.
  if (offers.isPending || taken.isPending || (limitsFirst && limits.isPending)) return <Skeleton height="20rem" />;
  const currencyCode = player.currencyCode ?? "EUR";
  const bonusChoice =
    offers.data && taken.data
      ? depositBonusChoice(offers.data.rows, taken.data.rows, now, zone, {
          isEmailVerified: player.isEmailVerified,
          depositCount: user.data?.depositCount,
        })
      : { bonuses: [], activeBonus: null };

  function submit(submission: DepositSubmission) {
    if (sending.current) return;
    sending.current = true;
    deposit.mutate(
      {
        paymentMethodId: submission.methodId,
        amount: submission.amount,
        currencyCode,
        ...(submission.card ? { card: submission.card } : {}),
        ...(submission.bonusId ? { bonusId: submission.bonusId } : {}),
        ...(submission.phone ? { phone: submission.phone } : {}),
        returnUrl: depositReturnUrl(window.location.href),
      },
      {
        onSuccess: (answer) => {
          // A card's 3DS check is on its issuer's page, like any provider's: the player leaves for it.
          const { redirectUrl: target } = answer.data;
          if (!target) {
            sending.current = false;
            if (paysHere(answer.data))
              setPayment({ answer: answer.data, submission, depositCount: user.data?.depositCount ?? null });
            return;
          }
          setLeaving(true);
          window.location.assign(target);
        },
        onError: () => {
          sending.current = false;
        },
      },
    );
  }

  function applyCoupon(couponCode: string) {
    setCouponResult(null);
    coupon.mutate(
      { couponCode },
      {
        onSuccess: () => setCouponResult({ status: "applied" }),
        onError: (error) => setCouponResult({ status: "refused", messageKey: errorMessageKey(error) }),
      },
    );
  }

  if (payment && !paid)
    return (
      <DepositPayment
        answer={payment.answer}
        amountText={formatMoney(payment.submission.amount, currencyCode, {
          locale,
          crypto: Boolean(user.data?.isCrypto),
        })}
        onRenew={() => submit(payment.submission)}
        onBack={() => setPayment(null)}
      />
    );

  const hasDepositLimit = (limits.data?.limits ?? []).some((limit) => limit.type === "deposit" && limit.amount != null);
  if (limitsFirst && limits.data !== undefined && shouldPromptDepositLimit(profile, "first-deposit", hasDepositLimit)) {
    return (
      <DepositLimitPrompt
        currencyCode={currencyCode}
        busy={setLimit.isPending}
        error={setLimit.error ? t(dynamicTextKey(errorMessageKey(setLimit.error))) : null}
        onSet={(period, amount) => setLimit.mutate({ type: "deposit", period: limitPeriodCode(period), amount })}
        onSkip={skipPrompt}
      />
    );
  }

  return (
    <>
      <CouponForm className="cashier-coupon" applying={coupon.isPending} result={couponResult} onApply={applyCoupon} />
      <DepositForm
        methods={methods}
        currencyCode={currencyCode}
        preferredKind={preferredKind}
        busy={deposit.isPending || leaving}
        error={deposit.isError ? depositErrorText(deposit.error, t, locale) : null}
        now={now}
        cardPageHref={cardPageHref}
        bonuses={bonusChoice.bonuses}
        activeBonus={bonusChoice.activeBonus}
        defaultPhone={player.phone ?? ""}
        onMethodSelected={(method) =>
          logEvent({ event: LOG_EVENTS.methodSelected, data: { method: method.name, kind: method.kind } })
        }
        onSubmit={submit}
      />
    </>
  );
}
