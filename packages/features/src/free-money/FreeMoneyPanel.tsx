"use client";

import { isApiError } from "@casino/api-client";
import { useActivateBonus, useAllBonus, useApiClient, useUserBonus, useUserDetails } from "@casino/api-client/react";
import {
  bonusActivationErrorMessageKey,
  freeMoneyOffers,
  mayStakeMoney,
  offerUnavailability,
  type PlayerBonus,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { Button, FreeMoneyList, type FreeMoneyOffer } from "@casino/ui";
import { useId } from "react";
import { Link } from "../router/router-adapter.js";

/** The whole catalogue on one page: the free offers are picked from it. */
const CATALOGUE_QUERY = { pageNo: 1, limit: 100 } as const;

/** Props of {@link FreeMoneyPanel}. */
export interface FreeMoneyPanelProps {
  /** The visitor is signed in (the app's server session says so). */
  signedIn: boolean;
  /** The moment the offers are read at (their last day, today's weekday). */
  now: Date;
  /** The brand's zone, the day the offers' last days and weekdays are read in. */
  zone?: string;
  /** The bonus terms, the promotions page and sign-up (the app's addresses, in the visitor's locale). */
  termsHref: string;
  promotionsHref: string;
  signUpHref: string;
}

/** Activate on a free offer, with the outcome in words beside it. */
function ClaimFreeOffer({ bonusId }: { bonusId: number | string }) {
  const t = useT();
  const activate = useActivateBonus();
  const messageId = useId();
  if (activate.isSuccess) return <p role="status">{t("bonus.activated")}</p>;
  const refusal = activate.error
    ? t(dynamicTextKey(bonusActivationErrorMessageKey(isApiError(activate.error) ? activate.error.code : null)))
    : null;
  return (
    <div>
      <Button
        size="sm"
        busy={activate.isPending}
        aria-describedby={refusal ? messageId : undefined}
        onClick={() => activate.mutate({ bonusId })}
      >
        {t("bonus.action.activate")}
      </Button>
      {refusal ? (
        <p id={messageId} role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

/**
 * `/freemoney`'s content (see docs/features.md, "Free money"): the promotions a player can take
 * without a deposit (`freeMoneyOffers`: no-deposit bonuses and free spins asking for no deposit, not
 * ended, not taken before), each with Activate for a player who may take it today, or why not in
 * words (`offerUnavailability`); a visitor is led to sign up. A player who may not stake money
 * (self-exclusion, time-out, freeze) is offered no Activate. Inside the app's `ApiClientProvider`.
 */
export function FreeMoneyPanel({
  signedIn,
  now,
  zone = "UTC",
  termsHref,
  promotionsHref,
  signUpHref,
}: FreeMoneyPanelProps) {
  const t = useT();
  const client = useApiClient();
  const catalogue = useAllBonus(CATALOGUE_QUERY);
  const taken = useUserBonus(CATALOGUE_QUERY, { enabled: signedIn });
  const details = useUserDetails({ enabled: signedIn });
  const playerData = signedIn ? [taken, details] : [];
  const failed = catalogue.isError || playerData.some((query) => query.isError);
  const waiting = catalogue.data === undefined || playerData.some((query) => query.data === undefined);
  if (failed || waiting) {
    return (
      <FreeMoneyList
        status={failed ? "error" : "loading"}
        offers={[]}
        onRetry={() => {
          void catalogue.refetch();
          if (signedIn) for (const query of playerData) void query.refetch();
        }}
        termsHref={termsHref}
        promotionsHref={promotionsHref}
        linkComponent={Link}
      />
    );
  }
  const takenRows = taken.data?.rows ?? [];
  const user = details.data;
  const held: PlayerBonus[] = takenRows.map((row) => ({
    id: row.bonusId ?? row.id,
    type: row.bonusType ?? "",
    status: row.status ?? null,
    amount: row.bonusAmount ?? 0,
  }));
  const player = { bonuses: held, isEmailVerified: user?.getUser.isEmailVerified, depositCount: user?.depositCount };
  const mayStake = user === undefined || mayStakeMoney(user.getUser, now, zone).allowed;
  const offers: FreeMoneyOffer[] = freeMoneyOffers(catalogue.data.rows, takenRows, now, zone).map((row) => {
    const reason = signedIn ? offerUnavailability(row, player, now, zone) : null;
    return {
      id: row.id,
      title: row.banner?.bannerTitle ?? row.name ?? "",
      imageUrl: row.banner?.bannerImage ? client.assetUrl(row.banner.bannerImage) : null,
      description: row.banner?.description ?? null,
      bonusType: row.bonusType ?? null,
      action: !signedIn ? (
        <Link href={signUpHref} className="casino-Button" data-variant="primary" data-size="sm">
          {t("freemoney.sign.up")}
        </Link>
      ) : !mayStake ? null : reason ? (
        <p>{t(dynamicTextKey(bonusActivationErrorMessageKey(reason.code)))}</p>
      ) : (
        <ClaimFreeOffer bonusId={row.id} />
      ),
    };
  });
  return (
    <FreeMoneyList
      status="ready"
      offers={offers}
      termsHref={termsHref}
      promotionsHref={promotionsHref}
      linkComponent={Link}
    />
  );
}
