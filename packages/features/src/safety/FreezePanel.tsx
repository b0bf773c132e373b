"use client";

import { FREEZE_OPTIONS } from "@casino/domain";
import { Skeleton } from "@casino/ui";
import { WithTabApiClient } from "../client/tab-api-client.js";
import { BreakSection } from "./BreakSection.js";

const FREEZE_CHOICES = FREEZE_OPTIONS.map((option) => option.key);

/** The freeze page's form with the tab's API client: what `/profile2/freeze-account` loads in the browser. */
export default function FreezePanel() {
  return (
    <WithTabApiClient fallback={<Skeleton shape="block" height={360} />}>
      <BreakSection kind="freeze" options={FREEZE_CHOICES} />
    </WithTabApiClient>
  );
}
