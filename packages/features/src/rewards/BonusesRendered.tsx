"use client";

import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import BonusesPageContent from "./BonusesPage.js";

/** The bonuses page's content with its API client, drawn on the server and hydrated in the browser. */
export default function BonusesRendered({ renderedAt }: { renderedAt: Date }) {
  return (
    <WithRenderedApiClient>
      <BonusesPageContent renderedAt={renderedAt} />
    </WithRenderedApiClient>
  );
}
