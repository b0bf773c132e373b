"use client";

import { FREEZE_OPTIONS } from "@casino/domain";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { BreakSection } from "./BreakSection.js";

const FREEZE_CHOICES = FREEZE_OPTIONS.map((option) => option.key);

/**
 * The freeze page's form with its API client, drawn on the server with the page and hydrated once
 * its chunk has loaded (docs/performance.md, "Signed-in pages drawn on the server").
 */
export default function FreezeRendered({ renderedAt }: { renderedAt: Date }) {
  return (
    <WithRenderedApiClient>
      <BreakSection kind="freeze" options={FREEZE_CHOICES} renderedAt={renderedAt} />
    </WithRenderedApiClient>
  );
}
