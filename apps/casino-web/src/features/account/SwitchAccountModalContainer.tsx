"use client";

import { acknowledgementResponseSchema, type UserDetails } from "@casino/api-client";
import { useApiClient } from "@casino/api-client/react";
import { queryKeys } from "@casino/api-client/react/server";
import { SwitchAccountModal } from "@casino/ui/SwitchAccountModal";
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PENDING_SESSION_ROUTE } from "../../core/session/session-paths";
import { postSessionMessage } from "../../core/session/session-channel";

/**
 * `?modal=switch-account` (see docs/features.md, "Session and sign-in"): a sign-in link for
 * another account reached a signed-in player, and its token waits in the pending cookie. The
 * player switches (the site's server makes it the session) or keeps the current account; either
 * way the page is rendered again for whoever is signed in then.
 */
export default function SwitchAccountModalContainer({ onClose }: { onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const email = useQuery<UserDetails>({ queryKey: queryKeys.userDetails(), queryFn: skipToken }).data?.getUser.email;
  const [answering, setAnswering] = useState<"switch" | "keep" | null>(null);

  async function answer(choice: "switch" | "keep") {
    if (answering !== null) return;
    setAnswering(choice);
    try {
      await client.request({
        method: "post",
        path: PENDING_SESSION_ROUTE,
        json: { choice },
        schema: acknowledgementResponseSchema,
      });
      if (choice === "switch") {
        // Nothing of the previous player may stay on screen.
        queryClient.removeQueries({ queryKey: queryKeys.player() });
        postSessionMessage({ type: "signed-in" });
      }
    } catch (error) {
      console.warn("the account switch could not be settled", error);
    }
    onClose();
    router.refresh();
  }

  return (
    <SwitchAccountModal
      open
      currentEmail={email ?? null}
      switching={answering === "switch"}
      onSwitch={() => void answer("switch")}
      onKeep={() => void answer("keep")}
    />
  );
}
