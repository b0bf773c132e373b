"use client";

import { useHref } from "../links/use-href.js";
import { WithTabApiClient } from "../client/tab-api-client.js";
import SignUpContainer from "./SignUpContainer.js";
import { SignUpPagePlaceholder } from "./SignUpPage.js";
import { useNavigation } from "../router/router-adapter.js";

/** `/register`: the same sign-up as the modal, as a page for browsers that lose modals; done, it goes to the lobby. */
export default function SignUpPageInBrowser() {
  const router = useNavigation();
  const href = useHref();
  return (
    <WithTabApiClient fallback={<SignUpPagePlaceholder />}>
      <SignUpContainer
        onDone={() => router.push(href("casino"))}
        frame={(title, body) => (
          <>
            <h1>{title}</h1>
            {body}
          </>
        )}
      />
    </WithTabApiClient>
  );
}
