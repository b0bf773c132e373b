"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { serverRendered } from "../lazy/server-rendered.js";

/**
 * `/profile/edit-profile`'s form and password change, drawn on the server: render it under the
 * page's awaited read of the countries (`countriesQueryOptions`; the player's details and the
 * settings come with the layout), else it draws its placeholder until they come. `renderedAt` is the
 * server's instant of the page, which the date of birth's bounds read. Its code, and the API client's
 * calls, load after the page.
 */
export const EditProfile = serverRendered(
  () => import("./EditProfileRendered.js"),
  <Skeleton shape="block" height={480} />,
);
