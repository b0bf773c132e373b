import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import { EmptyState } from "../EmptyState";

export interface ErrorStateProps {
  /** The headline; "Something went wrong" when left out. */
  title?: string;
  /** What happened, in the spec's words (a server message or a catalogue text); "Try again later" when left out. */
  message?: string;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  /** The retry is running: the button shows busy and cannot be pressed twice. */
  retrying?: boolean;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * What a panel shows when its data could not be loaded: the layout of {@link EmptyState},
 * announced as an alert, with a retry. The rest of the page stays usable.
 */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  headingLevel = 3,
  className,
}: ErrorStateProps) {
  const t = useT();
  return (
    <div role="alert" className={className}>
      <EmptyState
        headingLevel={headingLevel}
        title={title ?? t("error.generic.something.went.wrong")}
        description={message ?? t("error.generic.try.again.later")}
        action={
          onRetry ? (
            <Button variant="secondary" busy={retrying} onClick={onRetry}>
              {t("button.try.again")}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
