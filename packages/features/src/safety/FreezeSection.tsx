"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { serverRendered } from "../lazy/server-rendered.js";

// Drawn on the server with the page, like the limits; the form's code loads after the page.
const FreezeRendered = serverRendered(() => import("./FreezeRendered.js"), <Skeleton height={360} />);

/**
 * The freeze page's interactive part, drawn on the server. `renderedAt` is the server's instant of
 * the page: the confirm's "until when" reads it until the part has hydrated.
 */
export function FreezeSection(props: { renderedAt: Date }) {
  return <FreezeRendered {...props} />;
}
