import type { Metadata } from "next";
import { getRequestContext, getRequestUser } from "../../../../core/request-context";
import { EditProfile } from "../../../../features/account/EditProfile";
import { SignedInOnly } from "../../../../features/account/SignedInOnly";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("profile.edit.title") };
}

/** Editing the profile (see docs/features.md, "Profile"): the profile form and the password change, for a signed-in player. */
export default async function EditProfilePage() {
  const [context, user] = await Promise.all([getRequestContext(), getRequestUser()]);
  return (
    <main className="page page-stack">
      <h1>{context.t("profile.edit.title")}</h1>
      <SignedInOnly user={user} t={context.t}>
        {() => <EditProfile />}
      </SignedInOnly>
    </main>
  );
}
