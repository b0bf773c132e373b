import { errorMessageKey, walletOf } from "@casino/api-client";
import { useLogin, useUserDetails } from "@casino/api-client/react";
import { useNavigation, usePathname, useSearchParams } from "@casino/features";
import { dynamicTextKey, useT } from "@casino/i18n/react";
import { Button, LoginModal, Money } from "@casino/ui";

/** Sign in (the login modal opens on `?modal=login`), or the signed-in player's e-mail and balance. */
export function PlayerCorner({ signedIn, onSignedIn }: { signedIn: boolean; onSignedIn(token: string): void }) {
  const t = useT();
  const navigation = useNavigation();
  const pathname = usePathname();
  const open = useSearchParams().get("modal") === "login";
  const login = useLogin();
  const user = useUserDetails({ enabled: signedIn });
  if (signedIn) {
    const wallet = user.data === undefined ? undefined : walletOf(user.data);
    return (
      <p aria-live="polite">
        {user.data?.getUser.email}{" "}
        {wallet?.amount == null || !wallet.currencyCode ? null : (
          <Money amount={wallet.amount} currencyCode={wallet.currencyCode} />
        )}
      </p>
    );
  }
  return (
    <>
      <Button onClick={() => navigation.replace(`${pathname}?modal=login`, { scroll: false })}>Sign in</Button>
      <LoginModal
        open={open}
        onOpenChange={(next) => {
          if (!next) navigation.replace(pathname, { scroll: false });
        }}
        onSubmit={(credentials) =>
          login.mutate(
            { ...credentials },
            {
              onSuccess: (answer) => {
                if ("accessToken" in answer && typeof answer.accessToken === "string") onSignedIn(answer.accessToken);
                navigation.replace(pathname, { scroll: false });
              },
            },
          )
        }
        submitting={login.isPending}
        error={login.error === null ? null : t(dynamicTextKey(errorMessageKey(login.error)))}
        signUpHref={`${pathname}?modal=sign-up`}
        forgotPasswordHref={`${pathname}?modal=reset-password`}
      />
    </>
  );
}
