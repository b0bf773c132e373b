import { Link } from "../router/router-adapter.js";

/** Props of {@link Pagination}: what the server knows of the list and the texts to show. */
export interface PaginationProps {
  page: number;
  pages: number;
  /** The URL of a page of the list (the first page keeps the bare URL). */
  hrefOf: (page: number) => string;
  texts: { label: string; previous: string; next: string; status: string };
}

/**
 * Previous and next links between the pages of a list, the page's place kept in the address so a
 * reload or a back navigation returns to it. Renders nothing for a single page.
 */
export function Pagination({ page, pages, hrefOf, texts }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className="pagination">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} rel="prev" className="pagination-link">
          {texts.previous}
        </Link>
      ) : null}
      <span aria-current="page">{texts.status}</span>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} rel="next" className="pagination-link">
          {texts.next}
        </Link>
      ) : null}
    </nav>
  );
}
