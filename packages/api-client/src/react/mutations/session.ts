"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginRequest, LogoutReason, SignUpRequest } from "../../schemas/session";
import { useApiClient } from "../api-client-context";
import { queryKeys } from "../query-keys";

/** Logs in (001 §7). The app stores the returned `accessToken`; the player's cache starts empty. */
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

/** Signs up (001 §7). */
export function useSignUp() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: SignUpRequest) => client.session.signUp(body) });
}

/**
 * Logs out with a reason (001 §4). Whatever the server answers, the player's cached data is
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
