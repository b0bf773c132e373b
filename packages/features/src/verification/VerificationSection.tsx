"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { serverRendered } from "../lazy/server-rendered.js";

// Drawn on the server with the page's awaited reads; the upload cards, their calls and the API
// client load after the page, in their own chunk (the bundle budget).
const VerificationRendered = serverRendered(
  () => import("./VerificationRendered.js"),
  <Skeleton shape="block" height={480} />,
);

/**
 * The verification page's interactive part, drawn on the server: render it under the page's awaited
 * reads of the document kinds and the player's documents (`documentLabelsQueryOptions`,
 * `documentsQueryOptions`), else it draws its placeholder until they come. `renderedAt` is the
 * server's instant of the page: the proof of address's age rule reads it until the part has hydrated.
 */
export function VerificationSection(props: { renderedAt: Date }) {
  return <VerificationRendered {...props} />;
}
