import type { Metadata } from "next";
import Link from "next/link";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext, getRequestUser } from "../../../../core/request-context";
import { EditProfile } from "../../../../features/account/EditProfile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("profile.edit.title") };
}

/** Editing the profile (see docs/features.md, "Profile"): the profile form, for a signed-in player. */
export default async function EditProfilePage() {
  const [context, user] = await Promise.all([getRequestContext(), getRequestUser()]);
  return (
    <main className="page page-stack">
      <h1>{context.t("profile.edit.title")}</h1>
      {user.status === "authenticated" ? (
        <EditProfile />
      ) : user.status === "unauthenticated" ? (
        <p>
          {context.t("profile.signed.out")} <Link href="?modal=login">{context.t("button.log.in")}</Link>
        </p>
      ) : (
        <ClientErrorState headingLevel={2} />
      )}
    </main>
  );
}
