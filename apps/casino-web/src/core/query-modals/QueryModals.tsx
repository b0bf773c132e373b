"use client";

import {
  CashierModalLive,
  DepositOutcomeModalLive,
  PromotionsCalendarModalLive,
  RakebackModalLive,
  ThreeDsSuccessModalLive,
} from "@casino/features";
import { depositOutcomeFromModal, LINKED_ACCOUNT_QUERY_PARAMETER, parseQueryModal } from "@casino/domain";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { urlWithoutModal, urlWithoutThreeDsData, urlWithoutToken } from "./query-string";

// Each modal is its own chunk, fetched only when the query asks for it: the home route's first
// load carries none of them (and none of luxon, which the calendars use).
const LoginModalContainer = dynamic(() => import("../../features/account/LoginModalContainer"), { ssr: false });
const SignUpModalContainer = dynamic(() => import("../../features/account/SignUpModalContainer"), { ssr: false });
const LinkedSignUpModalContainer = dynamic(() => import("../../features/account/LinkedSignUpModalContainer"), {
  ssr: false,
});
const ResetPasswordModalContainer = dynamic(() => import("../../features/account/ResetPasswordModalContainer"), {
  ssr: false,
});
const VerifyEmailModalContainer = dynamic(() => import("../../features/account/VerifyEmailModalContainer"), {
  ssr: false,
});
const SwitchAccountModalContainer = dynamic(() => import("../../features/account/SwitchAccountModalContainer"), {
  ssr: false,
});

/**
 * Opens the modal the `modal` query parameter names (see docs/features.md, "Shell and navigation"); closing it removes the
 * parameter (and the ones that came with it) from the address.
 */
export function QueryModals({ authenticated, nonce }: { authenticated: boolean; nonce: string }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const modal = parseQueryModal(params.get("modal"));
  const close = useCallback(() => {
    router.replace(urlWithoutModal(pathname, window.location.search), { scroll: false });
  }, [pathname, router]);

  if (modal === null) return null;
  const outcome = depositOutcomeFromModal(modal);
  if (outcome !== null)
    return <DepositOutcomeModalLive outcome={outcome} methodName={params.get("met")} onClose={close} />;
  if (modal === "deposit-3ds-success") {
    return (
      <ThreeDsSuccessModalLive
        paReq={params.get("PaReq")}
        md={params.get("MD")}
        onRead={() => router.replace(urlWithoutThreeDsData(pathname, window.location.search), { scroll: false })}
        onClose={close}
      />
    );
  }
  // A guest sent to the cashier (a deposit outcome's alternative method, a shared link) is asked to
  // sign in instead: a cashier without a player would be an empty modal.
  if (modal === "cashier") {
    return authenticated ? (
      <CashierModalLive method={params.get("method")} onClose={close} />
    ) : (
      <LoginModalContainer nonce={nonce} onClose={close} />
    );
  }
  if (modal === "calendar") return <PromotionsCalendarModalLive onClose={close} />;
  if (modal === "rakeback") return <RakebackModalLive authenticated={authenticated} onClose={close} />;
  if (modal === "login") return <LoginModalContainer nonce={nonce} onClose={close} />;
  if (modal === "switch-account") return <SwitchAccountModalContainer onClose={close} />;
  if (modal === "signup") return <SignUpModalContainer onClose={close} />;
  if (modal === "reset-password") {
    return (
      <ResetPasswordModalContainer
        token={params.get("token")}
        onTokenRead={() => router.replace(urlWithoutToken(pathname, window.location.search), { scroll: false })}
        onClose={close}
      />
    );
  }
  if (modal === "verify-email" || modal === "verify-email-expired") {
    return (
      <VerifyEmailModalContainer
        modal={modal}
        token={params.get("token")}
        onTokenRead={() => router.replace(urlWithoutToken(pathname, window.location.search), { scroll: false })}
        onClose={close}
      />
    );
  }
  if (modal === "linked-signup")
    return <LinkedSignUpModalContainer uuid={params.get(LINKED_ACCOUNT_QUERY_PARAMETER)} />;
  return null;
}
