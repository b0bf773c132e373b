"use client";

import { errorMessageKey } from "@casino/api-client";
import { useSetLimit, useUserDetails } from "@casino/api-client/react";
import { dynamicTextKey } from "@casino/i18n/react";
import { useT } from "@casino/i18n/react";
import { RewardCalendarOptOut } from "@casino/ui";
import { useState } from "react";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { rewardCalendarShown } from "./reward-calendar.js";

/** The opt-out box on the player's details: set-limit `reward-calendar-opt-out` changes it. */
function RewardCalendarOptOutBox() {
  const t = useT();
  const user = useUserDetails();
  const change = useSetLimit();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <RewardCalendarOptOut
      optedOut={!rewardCalendarShown(user.data)}
      busy={!user.data || change.isPending}
      notice={notice}
      error={change.error ? t(dynamicTextKey(errorMessageKey(change.error))) : null}
      onChange={(optedOut) => {
        setNotice(null);
        change.mutate(
          { type: "reward-calendar-opt-out", enabled: optedOut },
          { onSuccess: () => setNotice(t(optedOut ? "rakeback.opt.out.on" : "rakeback.opt.out.off")) },
        );
      }}
    />
  );
}

/** {@link RewardCalendarOptOutBox} with its API client, drawn on the server and hydrated once its chunk has loaded. */
export default function RewardCalendarOptOutRendered() {
  return (
    <WithRenderedApiClient>
      <RewardCalendarOptOutBox />
    </WithRenderedApiClient>
  );
}
