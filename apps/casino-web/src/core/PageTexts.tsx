import { EN_TEXTS } from "@casino/i18n";
import { I18nScope } from "@casino/i18n/react";
import type { ReactNode } from "react";
import { textsUnder } from "./page-texts";
import { getRequestContext } from "./request-context";

/**
 * Hands the browser the texts of a page's own keys (`keys`: key prefixes such as `"cashier."`)
 * for the client components below it, besides the frame's the layout hands it (`SHELL_TEXTS`).
 * List what the page draws in the browser before its page has loaded, its lazily drawn parts too.
 */
export async function PageTexts({ keys, children }: { keys: readonly string[]; children: ReactNode }) {
  const { i18n } = await getRequestContext();
  return <I18nScope texts={textsUnder(EN_TEXTS, i18n.texts, keys)}>{children}</I18nScope>;
}
