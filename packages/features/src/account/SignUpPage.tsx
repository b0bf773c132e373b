"use client";

import { useT } from "@casino/i18n/react";
import { Skeleton } from "@casino/ui/Skeleton";
import { browserOnly } from "../lazy/browser-only.js";

/** What the page shows until the form's chunk has arrived: its title and the form's room. */
export function SignUpPagePlaceholder() {
  const t = useT();
  return (
    <>
      <h1>{t("signup.title")}</h1>
      <Skeleton shape="block" height={420} />
    </>
  );
}

/**
 * `/register`'s content, drawn in the browser only (the form calls the back end through the
 * tab's API client), fetched after the page so the form and the client stay off its first load.
 */
export const SignUpPage = browserOnly(() => import("./SignUpPageInBrowser.js"), <SignUpPagePlaceholder />);
