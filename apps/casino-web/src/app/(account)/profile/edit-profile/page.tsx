import type { Metadata } from "next";
import { getRequestContext } from "../../../../core/request-context";
import { ProfileEditingPage } from "../../../../features/account/ProfileEditingPage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("profile.edit.title") };
}

/** Editing the profile (see docs/features.md, "Profile"): the profile form and the password change, for a signed-in player. */
export default function EditProfilePage() {
  return <ProfileEditingPage titleKey="profile.edit.title" />;
}
