import type { Texts } from "./texts";

/**
 * The key prefixes that say what kind of entry a locale document holds (README, "Content
 * format"). A brand whose back end uses other prefixes passes its own.
 */
export interface ContentPrefixes {
  /** A plain text for `t()`: `"text.button.get": "Get"`. */
  readonly text: string;
  /** Structured content (a banner, a menu): `"object.cookie.notice": { ... }`. */
  readonly object: string;
  /** A list (FAQ entries, menu items): `"array.faq.deposit": [ ... ]`. */
  readonly array: string;
}

/** The prefixes this product's back end writes. */
export const DEFAULT_CONTENT_PREFIXES: ContentPrefixes = { text: "text.", object: "object.", array: "array." };

/** A locale document split by kind. Each map is keyed without its prefix. */
export interface SplitContent {
  readonly texts: Texts;
  readonly objects: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly arrays: Readonly<Record<string, readonly unknown[]>>;
  /** Keys (as sent) whose value did not match their kind; they were left out. */
  readonly rejected: readonly string[];
}

type Kind = keyof ContentPrefixes;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function kindOfKey(key: string, prefixes: ContentPrefixes): { kind: Kind; name: string } | undefined {
  for (const kind of ["text", "object", "array"] as const) {
    const prefix = prefixes[kind];
    if (key.startsWith(prefix) && key.length > prefix.length) return { kind, name: key.slice(prefix.length) };
  }
  return undefined;
}

// A group is the grouped form `{ "text": { "button.get": "Get" } }`: the prefix without its
// trailing separator, holding entries of that kind.
function kindOfGroup(key: string, prefixes: ContentPrefixes): Kind | undefined {
  for (const kind of ["text", "object", "array"] as const) {
    if (key === prefixes[kind].replace(/[.:/_-]$/, "")) return kind;
  }
  return undefined;
}

/**
 * Splits a locale document from `GET /api/core/casino/locales/{locale}.json` into texts, objects
 * and arrays by key prefix. Unprefixed string entries are texts; an empty text counts as missing
 * (an untranslated entry) so the fallback shows instead; an entry whose value does not match its
 * prefix is left out and listed in `rejected`. Anything but a JSON object gives empty maps.
 *
 * @example
 * splitContent({ "text.button.get": "Hol es", "array.faq": [{ q: "?" }], "button.more": "Mehr" })
 * // { texts: { "button.get": "Hol es", "button.more": "Mehr" }, objects: {}, arrays: { faq: [{ q: "?" }] }, rejected: [] }
 */
export function splitContent(document: unknown, prefixes: ContentPrefixes = DEFAULT_CONTENT_PREFIXES): SplitContent {
  const texts: Record<string, string> = {};
  const objects: Record<string, Readonly<Record<string, unknown>>> = {};
  const arrays: Record<string, readonly unknown[]> = {};
  const rejected: string[] = [];
  if (!isPlainObject(document)) return { texts, objects, arrays, rejected };

  const accept = (kind: Kind, name: string, value: unknown, sentAs: string): void => {
    if (kind === "text" && typeof value === "string") {
      if (value.trim() !== "") texts[name] = value;
    } else if (kind === "object" && isPlainObject(value)) {
      objects[name] = value;
    } else if (kind === "array" && Array.isArray(value)) {
      arrays[name] = value;
    } else {
      rejected.push(sentAs);
    }
  };

  for (const [key, value] of Object.entries(document)) {
    const group = kindOfGroup(key, prefixes);
    if (group !== undefined && isPlainObject(value)) {
      for (const [name, member] of Object.entries(value)) accept(group, name, member, `${key}.${name}`);
      continue;
    }
    const prefixed = kindOfKey(key, prefixes);
    if (prefixed !== undefined) accept(prefixed.kind, prefixed.name, value, key);
    else accept("text", key, value, key);
  }
  return { texts, objects, arrays, rejected };
}
