import { useT } from "@casino/i18n/react";
import type { ReactNode } from "react";
import styles from "./EmptyState.module.css";

export interface EmptyStateProps {
  /** The headline; the generic "nothing here" text when left out. */
  title?: string;
  /** A sentence saying why it is empty or what to do. */
  description?: string;
  /** A decorative picture; hidden from assistive technology. */
  icon?: ReactNode;
  /** An action, such as a button or a link to somewhere with content. */
  action?: ReactNode;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or panel shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action, headingLevel = 3, className }: EmptyStateProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `${styles.state} ${className}` : styles.state}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title ?? t("common.empty")}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
