import { useT } from "@casino/i18n/react";
import { useId } from "react";
import "./LegalDocument.css";

/** One heading of the document, for its table of contents. */
export interface LegalDocumentSection {
  /** The heading's `id` in the body, the target of its contents link. */
  id: string;
  title: string;
  /** 2 for a section, 3 for a part of one (shown indented). */
  level: 2 | 3;
}

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  /** The page's title, its only `h1`. */
  title: string;
  /** When the document last changed, already worded ("Last updated 1 November 2026"). */
  updated?: string;
  /** The body's headings, in order; no table of contents without them. */
  contents: readonly LegalDocumentSection[];
  /**
   * The document's body as HTML **the site has already sanitized** (headings with the ids of
   * `contents`, paragraphs, lists, emphasis, links). The kit renders it as given.
   */
  sanitizedHtml: string;
  className?: string;
}

/**
 * A legal or help text of the back end (terms, privacy policy, AML, responsible gambling...): its
 * title, a table of contents linking each heading, and the body, set for long reading.
 *
 * @example
 * <LegalDocument title="Privacy policy" contents={[{ id: "data", title: "The data we keep", level: 2 }]} sanitizedHtml='<h2 id="data">The data we keep</h2><p>…</p>' />
 */
export function LegalDocument({ title, updated, contents, sanitizedHtml, className }: LegalDocumentProps) {
  const t = useT();
  const contentsId = useId();
  return (
    <article className={className ? `casino-LegalDocument ${className}` : "casino-LegalDocument"}>
      <header className="casino-LegalDocument-header">
        <h1 className="casino-LegalDocument-title">{title}</h1>
        {updated ? <p className="casino-LegalDocument-updated">{updated}</p> : null}
      </header>
      {contents.length > 0 ? (
        <nav className="casino-LegalDocument-contents" aria-labelledby={contentsId}>
          <h2 id={contentsId} className="casino-LegalDocument-contentsTitle">
            {t("legal.contents")}
          </h2>
          <ol className="casino-LegalDocument-contentsList">
            {contents.map((section) => (
              <li key={section.id} className="casino-LegalDocument-contentsItem" data-level={section.level}>
                <a className="casino-LegalDocument-contentsLink" href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="casino-LegalDocument-body" dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />
    </article>
  );
}
