"use client";

import { useT } from "@casino/i18n/react";
import { Modal } from "@casino/ui";
import { RakebackCalendarLive } from "./RakebackCalendarLive.js";

/** `?modal=rakeback`: the player's rakeback calendar in a dialog. */
export default function RakebackModalContainer({
  authenticated,
  onClose,
}: {
  authenticated: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("rakeback.calendar.title")}
      size="lg"
    >
      <RakebackCalendarLive authenticated={authenticated} />
    </Modal>
  );
}
