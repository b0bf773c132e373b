"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ResendVerificationEmailRequest,
  ResetPasswordRequest,
  SendCredentialsRequest,
  UpdateUserDetailsRequest,
  VerifyEmailRequest,
} from "../../schemas/user";
import type { LogEventRequest } from "../../schemas/events";
import type { CountryBlockedRequest } from "../../schemas/location";
import { useApiClient } from "../api-client-context";
import { useRepeatableAttemptKey } from "../attempt-key";
import { queryKeys } from "../query-keys";

/**
 * Updates the profile (or the password); on success the user details are refreshed. The same
 * request sent again after an unknown outcome sends the same idempotency key.
 */
export function useUpdateUserDetails() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const attempts = useRepeatableAttemptKey();
  return useMutation({
    mutationFn: (body: UpdateUserDetailsRequest, context) =>
      client.user.updateUserDetails(body, { idempotencyKey: attempts.keyFor(body, context) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
    onSettled: (_data, error) => attempts.settled(error),
  });
}

/** Asks for a password-reset link or sets the new password. */
export function useResetPassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => client.user.resetPassword(body) });
}

/** E-mails the saved credentials. */
export function useSendCredentials() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: SendCredentialsRequest) => client.user.sendCredentials(body) });
}

/** Sends the verification e-mail again. */
export function useResendVerificationEmail() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: ResendVerificationEmailRequest = {}) => client.user.resendVerificationEmail(body),
  });
}

/** Confirms the e-mail address with the verification link's token; the user details are refreshed. */
export function useVerifyEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailRequest) => client.user.verifyEmail(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
  });
}

/** Logs an analytics event (PAGE_VIEW, ALTERNATIVE_METHOD_BUTTON, ...). */
export function useLogEvent() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: LogEventRequest) => client.events.logEvent(body) });
}

/** Reports a blocked-country visit. */
export function useReportCountryBlocked() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: CountryBlockedRequest) => client.location.reportCountryBlocked(body) });
}
