"use client";

import { acknowledgementResponseSchema, type UserDetails } from "@casino/api-client";
import { useApiClient } from "@casino/api-client/react";
import { queryKeys } from "@casino/api-client/react/server";
import { SwitchAccountModal } from "@casino/ui/SwitchAccountModal";
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { postSessionMessage } from "../session/session-channel.js";
import { useNavigation } from "../router/router-adapter.js";

/** Props of {@link SwitchAccountModalContainer}. */
export interface SwitchAccountModalContainerProps {
  /**
   * The app's route that settles a handed-over token waiting in the pending cookie (the site's
   * `/api/session/pending`): `GET` names the waiting account, `POST { choice }` settles it.
   */
  pendingSessionRoute: string;
  onClose: () => void;
}

/** `GET` of the pending-session route: the link's account (masked) and whether someone is signed in, or nothing waiting. */
const pendingSessionSchema = v.looseObject({
  data: v.nullable(v.object({ account: v.nullable(v.string()), signedIn: v.boolean() })),
});

/**
 * `?modal=switch-account` (see docs/features.md, "Session and sign-in"): a sign-in link's token
 * waits in the pending cookie. A signed-in player switches to the link's account or keeps theirs;
 * a signed-out visitor signs in as the link's account (named masked) or cancels. Either way the
 * page is rendered again for whoever is signed in then; with nothing waiting, the modal closes.
 */
export default function SwitchAccountModalContainer({
  pendingSessionRoute,
  onClose,
}: SwitchAccountModalContainerProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const router = useNavigation();
  const email = useQuery<UserDetails>({ queryKey: queryKeys.userDetails(), queryFn: skipToken }).data?.getUser.email;
  const pending = useQuery({
    queryKey: ["session", "pending"],
    queryFn: async () =>
      (await client.request({ method: "get", path: pendingSessionRoute, schema: pendingSessionSchema })).data,
    staleTime: 0,
    gcTime: 0,
  });
  const [answering, setAnswering] = useState<"switch" | "keep" | null>(null);
  const nothingWaiting = pending.isSuccess && pending.data === null;

  useEffect(() => {
    if (nothingWaiting || pending.isError) onClose();
  }, [nothingWaiting, pending.isError, onClose]);

  async function answer(choice: "switch" | "keep") {
    if (answering !== null) return;
    setAnswering(choice);
    try {
      await client.request({
        method: "post",
        path: pendingSessionRoute,
        json: { choice },
        schema: acknowledgementResponseSchema,
      });
      if (choice === "switch") {
        // Nothing of the previous player (or visitor) may stay on screen.
        queryClient.removeQueries({ queryKey: queryKeys.player() });
        postSessionMessage({ type: "signed-in" });
      }
    } catch (error) {
      console.warn("the account switch could not be settled", error);
    }
    onClose();
    router.refresh();
  }

  if (!pending.isSuccess || pending.data === null) return null;
  return (
    <SwitchAccountModal
      open
      signedIn={pending.data.signedIn}
      currentEmail={email ?? null}
      linkAccount={pending.data.account}
      switching={answering === "switch"}
      onSwitch={() => void answer("switch")}
      onKeep={() => void answer("keep")}
    />
  );
}
