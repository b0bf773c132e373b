import { useT } from "@casino/i18n/react";
import { Button } from "../Button";
import styles from "./ErrorState.module.css";

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
 * What a panel shows when its data could not be loaded. It is announced as an alert, and the rest of
 * the page stays usable.
 */
export function ErrorState({ title, message, onRetry, retrying = false, headingLevel = 3, className }: ErrorStateProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={className ? `${styles.state} ${className}` : styles.state}>
      <Heading className={styles.title}>{title ?? t("error.generic.something.went.wrong")}</Heading>
      <p className={styles.message}>{message ?? t("error.generic.try.again.later")}</p>
      {onRetry ? (
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          {t("button.try.again")}
        </Button>
      ) : null}
    </div>
  );
}
