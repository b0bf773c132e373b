"use client";

import { goBack, pushPageHistory } from "@casino/domain";
import { Button } from "@casino/ui/Button";
import { useNavigation, usePathname } from "../router/router-adapter.js";
import { readPageHistory, writePageHistory } from "./page-history-store.js";

/** Props of {@link GoBackButton}. */
export interface GoBackButtonProps {
  /** The page's locale: with no earlier page, go-back falls to its root (`/`, `/de`). */
  locale: string;
  /** The button's words, already translated ("Go back"). */
  label: string;
}

/**
 * Go-back over this tab's last 5 pages (see docs/features.md, "Page views and history"): the page
 * before this one, or the locale's root when there is none (a link opened in a new tab). The
 * history drops this page, so pressing it again goes further back.
 */
export function GoBackButton({ locale, label }: GoBackButtonProps) {
  const router = useNavigation();
  const pathname = usePathname();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        // This page may not be noted yet (a press right after the page appeared, before the page-view
        // tracker ran): noting it here keeps the page before it the target.
        const { target, history } = goBack(pushPageHistory(readPageHistory(), pathname), locale);
        writePageHistory(history);
        router.push(target);
      }}
    >
      {label}
    </Button>
  );
}
