/** Texts keyed by message key: one locale's strings, flat (`"rakeback.claim.title": "..."`). */
export type Texts = Readonly<Record<string, string>>;

/** Values for a text's placeholders: `{ AA: "10 EUR" }` fills `[AA]` and `{AA}`. */
export type TextValues = Readonly<Record<string, string | number>>;
