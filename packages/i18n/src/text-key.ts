import type { TextKey } from "./texts/en";

/**
 * A text key the code builds at run time (a validation message from a schema, a server error
 * code's key, a catalogue of `@casino/domain`, which knows no text table): `t()` takes it without
 * the type checker's word for it, so the test comparing that catalogue with the English table is
 * what keeps it right. Made only by {@link dynamicTextKey}.
 */
// A property name, not a unique symbol: each entry point's declarations repeat the type, and the
// copies must be one type.
export type DynamicTextKey = string & { readonly __textKeyBuiltAtRunTime: true };

/** What `t()` takes: a key of the English table, checked by `tsc`, or one built at run time. */
export type AnyTextKey = TextKey | DynamicTextKey;

/**
 * Marks a key built at run time as one `t()` may take. A literal key needs no helper: pass it as
 * is, and a typo fails the type check.
 *
 * @example
 * t(dynamicTextKey(fieldError.message)) // a schema's message key, e.g. "form.validation.invalid.required"
 */
// @__NO_SIDE_EFFECTS__
export function dynamicTextKey(key: string): DynamicTextKey {
  // The brand is only a type: the key itself is passed through unchanged.
  return key as DynamicTextKey;
}
