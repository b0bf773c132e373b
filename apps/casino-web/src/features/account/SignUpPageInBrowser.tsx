"use client";

import { useRouter } from "next/navigation";
import type { PublicBackendConfig } from "../../core/backend-config";
import { useHref } from "../../core/links/use-href";
import { PageApiProvider } from "../../core/providers/PageApiProvider";
import SignUpContainer from "./SignUpContainer";

/** Props of {@link SignUpPageInBrowser}. */
export interface SignUpPageProps {
  backend: PublicBackendConfig;
  locale: string;
}

/** `/register`: the same sign-up as the modal, as a page for browsers that lose modals; done, it goes to the lobby. */
export default function SignUpPageInBrowser({ backend, locale }: SignUpPageProps) {
  const router = useRouter();
  const href = useHref();
  return (
    <PageApiProvider backend={backend} locale={locale}>
      <SignUpContainer
        onDone={() => router.push(href("casino"))}
        frame={(title, body) => (
          <>
            <h1>{title}</h1>
            {body}
          </>
        )}
      />
    </PageApiProvider>
  );
}
