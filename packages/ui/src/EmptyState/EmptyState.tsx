import { useT } from "@casino/i18n/react";
import type { ReactNode } from "react";
import "./EmptyState.css";

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
    <div className={className ? `casino-EmptyState ${className}` : "casino-EmptyState"}>
      {icon ? (
        <div className="casino-EmptyState-icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="casino-EmptyState-title">{title ?? t("common.empty")}</Heading>
      {description ? <p className="casino-EmptyState-description">{description}</p> : null}
      {action ? <div className="casino-EmptyState-action">{action}</div> : null}
    </div>
  );
}
