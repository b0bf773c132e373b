import { formatMoney } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { Modal } from "../Modal";
import { hoursAndMinutes } from "../SessionClock/hours-and-minutes";
import "./RealityCheckDialog.css";

export interface RealityCheckDialogProps {
  open: boolean;
  /** How long the session has run, in milliseconds. */
  elapsedMs: number;
  /** The session's stakes, wins and net position (wins less stakes), in the account's currency. */
  staked: number;
  won: number;
  netPosition: number;
  currencyCode: string;
  /** Where the player's history is (the transactions page). */
  historyHref: string;
  /** The player has read it and plays on: the next check counts from now. */
  onContinue: () => void;
  onLogout: () => void;
}

/**
 * The reality check (see docs/features.md, "Reality check"): how long the session has run and what
 * it came to, then Continue or Log out, with a link to the history. The player acknowledges it by
 * a choice: there is no close button, and Escape or a press outside leaves it open.
 */
export function RealityCheckDialog({
  open,
  elapsedMs,
  staked,
  won,
  netPosition,
  currencyCode,
  historyHref,
  onContinue,
  onLogout,
}: RealityCheckDialogProps) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currencyCode, { locale });
  const { hours, minutes } = hoursAndMinutes(elapsedMs);
  return (
    <Modal
      open={open}
      // Only Continue or Log out answers it.
      onOpenChange={() => undefined}
      dismissible={false}
      title={t("reality.title")}
      description={t("reality.elapsed", { HOURS: String(hours), MINUTES: String(minutes) })}
      footer={
        <>
          <Button variant="secondary" onClick={onLogout}>
            {t("reality.logout")}
          </Button>
          <Button onClick={onContinue}>{t("reality.continue")}</Button>
        </>
      }
    >
      <p className="casino-RealityCheckDialog-net" data-net={netPosition < 0 ? "down" : "up"}>
        {t("reality.net", { STAKED: money(staked), WON: money(won), NET: money(netPosition) })}
      </p>
      <p>
        <a className="casino-RealityCheckDialog-history" href={historyHref}>
          {t("reality.history")}
        </a>
      </p>
    </Modal>
  );
}
