"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { browserOnly } from "../lazy/browser-only.js";

/**
 * `/profile/edit-profile`'s form, drawn in the browser only (it saves through the tab's API
 * client), fetched after the page so the form and the client stay off its first load.
 */
export const EditProfile = browserOnly(
  () => import("./EditProfileInBrowser.js"),
  <Skeleton shape="block" height={480} />,
);
