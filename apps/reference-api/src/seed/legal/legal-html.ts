/** One section of a seeded legal text: its heading and its blocks (a string is a paragraph, a list is a bullet list). */
export type LegalSection = readonly [heading: string, ...blocks: (string | readonly string[])[]];

/** A seeded legal document, as `object.legal.<slug>` in a locale's content. */
export interface SeedLegalDocument {
  title: string;
  /** When the text last changed, an ISO date. */
  updated: string;
  /** HTML: `h2` sections with paragraphs and lists; the site sanitizes it. */
  body: string;
}

/**
 * Writes a legal document's body as the back end's editors would: an `h2` per section, then its
 * paragraphs and lists. Text goes in as written: it is this seed's own, with the few tags it means.
 */
export function legalDocument(title: string, updated: string, sections: readonly LegalSection[]): SeedLegalDocument {
  const body = sections
    .map(([heading, ...blocks]) =>
      [
        `<h2>${heading}</h2>`,
        ...blocks.map((block) =>
          typeof block === "string"
            ? `<p>${block}</p>`
            : `<ul>${block.map((item) => `<li>${item}</li>`).join("")}</ul>`,
        ),
      ].join(""),
    )
    .join("");
  return { title, updated, body };
}
