// Stays in the site (docs/architecture.md, "The apps"): the legal pages' server loader sanitizes
// their body before a page renders, and DOMPurify on jsdom belongs on the server, not in a package
// a brand's browser bundle imports.
import DOMPurify from "isomorphic-dompurify";

/** What a legal text may hold: headings, paragraphs, lists, emphasis and links; nothing else. */
const ALLOWED_TAGS = ["h2", "h3", "h4", "p", "ul", "ol", "li", "em", "strong", "b", "i", "a", "br"];

/** Links keep their target only: no `style`, no `on…` handler, no `id` to collide with ours. */
const ALLOWED_ATTR = ["href"];

/** One heading of a sanitized text, for its table of contents. */
export interface LegalHeading {
  id: string;
  title: string;
  level: 2 | 3;
}

/** A heading's text as an anchor name: lower case, ASCII letters and digits joined by dashes. */
function slugOf(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "section" : slug;
}

/**
 * Sanitizes a legal text from the back end on the server (see docs/features.md, "Legal and help
 * pages"): only {@link ALLOWED_TAGS} survive (a `<script>` goes with its content, an unknown tag
 * leaves its text, `javascript:` links lose their target), every `h2` and `h3` gets an anchor id
 * and a place in the table of contents, and links to other sites open without handing them this
 * page (`rel="noopener noreferrer"`).
 *
 * @example sanitizeLegalHtml('<h2>Scope</h2><p onclick="x()">Text</p><script>x()</script>')
 * // { html: '<h2 id="scope">Scope</h2><p>Text</p>', contents: [{ id: "scope", title: "Scope", level: 2 }] }
 */
export function sanitizeLegalHtml(html: string): { html: string; contents: LegalHeading[] } {
  const fragment = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, RETURN_DOM_FRAGMENT: true });
  const used = new Set<string>();
  const contents: LegalHeading[] = [];
  for (const heading of Array.from(fragment.querySelectorAll("h2, h3"))) {
    const title = heading.textContent?.trim() ?? "";
    const base = slugOf(title);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${String(n)}`;
    used.add(id);
    heading.setAttribute("id", id);
    if (title !== "") contents.push({ id, title, level: heading.tagName === "H2" ? 2 : 3 });
  }
  for (const link of Array.from(fragment.querySelectorAll("a[href]"))) {
    if (/^https?:\/\//i.test(link.getAttribute("href") ?? "")) link.setAttribute("rel", "noopener noreferrer");
  }
  const container = fragment.ownerDocument.createElement("div");
  container.append(fragment);
  return { html: container.innerHTML, contents };
}
