import { useT } from "@casino/i18n/react";
import { useId, type FormEvent } from "react";
import type { GameItem } from "../GameTile";
import { Modal } from "../Modal";
import type { LinkComponent } from "../navigation";
import { Skeleton } from "../Skeleton";
import "../TextField/FieldControl.css";
import "./SearchDialog.css";

/** Props of {@link SearchDialog}. */
export interface SearchDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the player typed. */
  query: string;
  onQueryChange(query: string): void;
  /** `idle` before anything is typed; `loading` while the results for `query` load. */
  status: "idle" | "loading" | "ready" | "error";
  /** The first games matching `query`. */
  results: readonly GameItem[];
  /** How many games match in all, when more than `results` show. */
  total?: number;
  /** The player's recent searches, newest first, shown while nothing is typed. */
  recent?: readonly string[];
  onClearRecent?(): void;
  /** The full search page; the form submits there (Enter) and "See all results" links to it. */
  searchPageUrl: string;
  /** Called when the player opens a result or submits the search (to remember it, close the dialog). */
  onSearchUsed?(query: string): void;
  /** Called instead of the native submit, for client-side navigation to the search page. */
  onSubmit?(query: string): void;
  /** Renders every link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
}

/** The address of the search page for a query. */
function searchHref(searchPageUrl: string, query: string): string {
  return `${searchPageUrl}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}

/**
 * The game search: a labelled search field, the matching games as you type (the page debounces
 * the query), the recent searches while nothing is typed, and an empty state. Submitting opens
 * the full search page. A modal, so it traps focus, closes on Escape and returns focus.
 *
 * @example <SearchDialog open query={q} onQueryChange={setQ} status="ready" results={games} searchPageUrl="/casino/search" />
 */
export function SearchDialog({
  open,
  onOpenChange,
  query,
  onQueryChange,
  status,
  results,
  total,
  recent = [],
  onClearRecent,
  searchPageUrl,
  onSearchUsed,
  onSubmit,
  linkComponent: Link = "a",
}: SearchDialogProps) {
  const t = useT();
  const fieldId = useId();
  const hintId = useId();
  const typed = query.trim() !== "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!typed) {
      event.preventDefault();
      return;
    }
    onSearchUsed?.(query.trim());
    if (onSubmit) {
      event.preventDefault();
      onSubmit(query.trim());
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("lobby.search.title")} size="lg">
      <form role="search" action={searchPageUrl} method="get" onSubmit={submit} className="casino-SearchDialog-form">
        <label htmlFor={fieldId} className="casino-SearchDialog-label">
          {t("lobby.search.field")}
        </label>
        <input
          id={fieldId}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          className="casino-FieldControl casino-SearchDialog-input"
          aria-describedby={hintId}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        <p id={hintId} className="casino-SearchDialog-hint">
          {t("lobby.search.hint")}
        </p>
      </form>

      {!typed ? (
        recent.length === 0 ? null : (
          <section className="casino-SearchDialog-recent" aria-labelledby={`${fieldId}-recent`}>
            <div className="casino-SearchDialog-recentHeader">
              <h3 id={`${fieldId}-recent`}>{t("lobby.search.recent")}</h3>
              {onClearRecent ? (
                <button type="button" className="casino-SearchDialog-clear" onClick={onClearRecent}>
                  {t("lobby.search.clear.recent")}
                </button>
              ) : null}
            </div>
            <ul className="casino-SearchDialog-chips">
              {recent.map((entry) => (
                <li key={entry}>
                  <button type="button" className="casino-SearchDialog-chip" onClick={() => onQueryChange(entry)}>
                    {entry}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )
      ) : (
        <section aria-label={t("lobby.search.results")} aria-busy={status === "loading" || undefined}>
          <p role="status" className="casino-SearchDialog-status">
            {status === "ready" && results.length === 0
              ? t("lobby.search.empty", { QUERY: query.trim() })
              : status === "error"
                ? t("error.generic.something.went.wrong")
                : ""}
          </p>
          {status === "loading" && results.length === 0 ? (
            <ul className="casino-SearchDialog-results">
              {Array.from({ length: 4 }, (_, index) => (
                <li key={index} className="casino-SearchDialog-result">
                  <Skeleton shape="block" className="casino-SearchDialog-thumb" />
                  <Skeleton shape="text" />
                </li>
              ))}
            </ul>
          ) : (
            <ul className="casino-SearchDialog-results">
              {results.map((game) => (
                <li key={game.id}>
                  <Link
                    href={game.href}
                    className="casino-SearchDialog-result"
                    onClick={() => onSearchUsed?.(query.trim())}
                  >
                    <img className="casino-SearchDialog-thumb" src={game.imageUrl} alt="" width={48} height={64} />
                    <span className="casino-SearchDialog-name">{game.name}</span>
                    <span className="casino-SearchDialog-provider">{game.provider}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {results.length > 0 && (total ?? 0) > results.length ? (
            <Link
              href={searchHref(searchPageUrl, query)}
              className="casino-SearchDialog-seeAll"
              onClick={() => onSearchUsed?.(query.trim())}
            >
              {t("lobby.search.see.all")}
            </Link>
          ) : null}
        </section>
      )}
    </Modal>
  );
}
