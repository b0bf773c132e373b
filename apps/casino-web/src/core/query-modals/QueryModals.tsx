"use client";

import {
  CashierModalLive,
  DepositOutcomeModalLive,
  LinkedSignUpModalLive,
  LoginModalLive,
  PromotionsCalendarModalLive,
  RakebackModalLive,
  ResetPasswordModalLive,
  SignUpModalLive,
  SwitchAccountModalLive,
  ThreeDsSuccessModalLive,
  urlWithoutModal,
  urlWithoutThreeDsData,
  urlWithoutToken,
  VerifyEmailModalLive,
} from "@casino/features";
import { depositOutcomeFromModal, LINKED_ACCOUNT_QUERY_PARAMETER, parseQueryModal } from "@casino/domain";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { PENDING_SESSION_ROUTE } from "../session/session-paths";

/**
 * Opens the modal the `modal` query parameter names (see docs/features.md, "Shell and navigation"); closing it removes the
 * parameter (and the ones that came with it) from the address. Each modal is its own chunk, fetched
 * only when the query asks for it: the home route's first load carries none of them.
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
      <LoginModalLive nonce={nonce} onClose={close} />
    );
  }
  if (modal === "calendar") return <PromotionsCalendarModalLive onClose={close} />;
  if (modal === "rakeback") return <RakebackModalLive authenticated={authenticated} onClose={close} />;
  if (modal === "login") return <LoginModalLive nonce={nonce} onClose={close} />;
  if (modal === "switch-account")
    return <SwitchAccountModalLive pendingSessionRoute={PENDING_SESSION_ROUTE} onClose={close} />;
  if (modal === "signup") return <SignUpModalLive onClose={close} />;
  if (modal === "reset-password") {
    return (
      <ResetPasswordModalLive
        token={params.get("token")}
        onTokenRead={() => router.replace(urlWithoutToken(pathname, window.location.search), { scroll: false })}
        onClose={close}
      />
    );
  }
  if (modal === "verify-email" || modal === "verify-email-expired") {
    return (
      <VerifyEmailModalLive
        modal={modal}
        token={params.get("token")}
        onTokenRead={() => router.replace(urlWithoutToken(pathname, window.location.search), { scroll: false })}
        onClose={close}
      />
    );
  }
  if (modal === "linked-signup") return <LinkedSignUpModalLive uuid={params.get(LINKED_ACCOUNT_QUERY_PARAMETER)} />;
  return null;
}
