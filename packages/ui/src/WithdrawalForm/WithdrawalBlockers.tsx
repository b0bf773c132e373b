import { WITHDRAWAL_BLOCKER_MESSAGE_KEYS, type WithdrawalBlocker } from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import "./WithdrawalBlockers.css";

export interface WithdrawalBlockersProps {
  /** Why the player cannot withdraw now, in the order to fix them (`withdrawalBlockers`). */
  blockers: readonly WithdrawalBlocker[];
  /** Where a player without a deposit makes one. */
  depositHref: string;
}

/**
 * What stands between the player and a withdrawal (see docs/features.md, "Withdrawals"), each in
 * words, shown before any form so nobody fills one in for nothing.
 */
export function WithdrawalBlockers({ blockers, depositHref }: WithdrawalBlockersProps) {
  const t = useT();
  return (
    <section className="casino-WithdrawalBlockers" aria-labelledby="casino-withdrawal-blockers">
      <h2 id="casino-withdrawal-blockers" className="casino-WithdrawalBlockers-title">
        {t("cashier.withdraw.blocked.title")}
      </h2>
      <ul className="casino-WithdrawalBlockers-list">
        {blockers.map((blocker) => (
          <li key={blocker} data-blocker={blocker}>
            {t(dynamicTextKey(WITHDRAWAL_BLOCKER_MESSAGE_KEYS[blocker]))}
            {blocker === "NO_SUCCESSFUL_DEPOSIT" ? (
              <>
                {" "}
                <a href={depositHref}>{t("cashier.withdraw.blocked.deposit")}</a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
