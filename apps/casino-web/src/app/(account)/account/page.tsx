import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { ProfileEditingPage } from "../../../features/account/ProfileEditingPage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.account") };
}

/**
 * The account page (see docs/features.md, "Profile"): the player's account, edited here. In
 * `panel` navigation edit-profile is this address, so Edit profile and the linked sign-up's
 * return land here on the editable profile.
 */
export default function AccountPage() {
  return <ProfileEditingPage titleKey="page.account" />;
}
