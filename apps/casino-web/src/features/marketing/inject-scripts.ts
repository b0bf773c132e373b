// Stays in the site with MarketingScripts (docs/architecture.md, "Where a thing belongs": script injection).
import type { ScriptEntry } from "@casino/domain";
import DOMPurify from "dompurify";

/** Where each part of a script entry goes (head, bodyStart, bodyEnd). */
const SLOTS = ["head", "bodyStart", "bodyEnd"] as const;

function place(document: Document, slot: (typeof SLOTS)[number], node: Node): void {
  if (slot === "head") document.head.append(node);
  else if (slot === "bodyStart") document.body.prepend(node);
  else document.body.append(node);
}

/**
 * Injects the back end's marketing scripts. Each `<script>` is re-created by our
 * code and given this request's nonce, so it runs under the CSP (`strict-dynamic`); any other
 * markup (a tracking pixel) is sanitized with DOMPurify and inserted as markup only.
 * Answers how many scripts were added.
 */
export function injectScripts(document: Document, entries: readonly ScriptEntry[], nonce: string): number {
  let added = 0;
  for (const entry of entries) {
    for (const slot of SLOTS) {
      const html = entry[slot];
      if (html == null || html.trim() === "") continue;
      const template = document.createElement("template");
      template.innerHTML = html;
      for (const original of Array.from(template.content.querySelectorAll("script"))) {
        const script = document.createElement("script");
        for (const attribute of Array.from(original.attributes)) script.setAttribute(attribute.name, attribute.value);
        script.nonce = nonce;
        script.dataset.scriptKey = entry.key;
        script.text = original.text;
        original.remove();
        place(document, slot, script);
        added += 1;
      }
      const markup = template.innerHTML.trim();
      if (markup !== "") place(document, slot, DOMPurify.sanitize(markup, { RETURN_DOM_FRAGMENT: true }));
    }
  }
  return added;
}
