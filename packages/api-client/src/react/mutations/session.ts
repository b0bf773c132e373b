"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LinkedSignInRequest, LoginRequest, LogoutReason, SignUpRequest } from "../../schemas/session";
import { useApiClient } from "../api-client-context";
import { useRepeatableAttemptKey } from "../attempt-key";
import { queryKeys } from "../query-keys";

/** Logs in. The app stores the returned `accessToken`; the player's cache starts empty. */
export function useLogin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => client.session.login(body),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.player() });
    },
  });
}

/** Signs up. */
export function useSignUp() {
  const client = useApiClient();
  // The same form sent again after an unknown outcome (a timeout) sends the same key.
  const attempts = useRepeatableAttemptKey();
  return useMutation({
    mutationFn: (body: SignUpRequest, context) =>
      client.session.signUp(body, { idempotencyKey: attempts.keyFor(body, context) }),
    onSettled: (_data, error) => attempts.settled(error),
  });
}

/** Asks where to send a visitor who signs up with a third party; the app then goes to `redirectUrl`. */
export function useStartLinkedSignIn() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: LinkedSignInRequest) => client.session.startLinkedSignIn(body) });
}

/**
 * Logs out with a reason. Whatever the server answers, the player's cached data is
 * dropped, so the next player on this device never sees it.
 */
export function useLogout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: LogoutReason) => client.session.logout(reason),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: queryKeys.player() });
    },
  });
}
