"use client";

import { useRouter } from "next/navigation";
import { useHref, WithTabApiClient } from "@casino/features";
import SignUpContainer from "./SignUpContainer";
import { SignUpPagePlaceholder } from "./SignUpPage";

/** `/register`: the same sign-up as the modal, as a page for browsers that lose modals; done, it goes to the lobby. */
export default function SignUpPageInBrowser() {
  const router = useRouter();
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
