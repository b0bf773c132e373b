"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import dynamic from "next/dynamic";

/**
 * `/profile/edit-profile`'s form, drawn in the browser only (it saves through the tab's API
 * client), fetched after the page so the form and the client stay off its first load.
 */
export const EditProfile = dynamic(() => import("./EditProfileInBrowser"), {
  ssr: false,
  loading: () => <Skeleton shape="block" height={480} />,
});
