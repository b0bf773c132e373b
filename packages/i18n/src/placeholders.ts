import type { TextValues } from "./texts";

// `[NAME]` is the spec's form (the rakeback success text's `[AA]`); `{NAME}` is what most
// translation back ends write. Both are read so a brand's texts work either way.
const PLACEHOLDER = /\[([\w.-]+)\]|\{([\w.-]+)\}/g;

/**
 * The text with each placeholder whose name is in `values` replaced by its value. A placeholder
 * with no value is left as written, so a missing value shows instead of vanishing.
 *
 * @example fillPlaceholders("You received [AA].", { AA: "10.00 EUR" }) // "You received 10.00 EUR."
 * @example fillPlaceholders("Hi {name}", { name: "Ann" }) // "Hi Ann"
 */
export function fillPlaceholders(text: string, values: TextValues | undefined): string {
  if (values === undefined) return text;
  return text.replace(PLACEHOLDER, (match, bracketName?: string, braceName?: string) => {
    const name = bracketName ?? braceName ?? "";
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? match : String(value);
  });
}
