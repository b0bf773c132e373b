"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { serverRendered } from "../lazy/server-rendered.js";

// Drawn on the server with the page's awaited reads; the cards, the boards, their calls and the
// API client load after the page, in their own chunk (the bundle budget).
const TournamentsRendered = serverRendered(
  () => import("./TournamentsRendered.js"),
  <Skeleton shape="block" height={320} />,
);

/**
 * The tournaments page's content (see docs/features.md, "Tournaments and races"), drawn on the
 * server: render it under the page's awaited reads of the tournaments (`tournamentsQueryOptions`)
 * and of the boards `shownLeaderboards` names (`leaderboardQueryOptions`), else it draws its
 * placeholder until they come. `renderedAt` is the server's instant of the page: the countdowns and
 * the states read it until the part has hydrated.
 */
export function Tournaments(props: { renderedAt: Date }) {
  return <TournamentsRendered {...props} />;
}
