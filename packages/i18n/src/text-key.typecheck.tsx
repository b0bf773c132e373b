// Read by `tsc --noEmit` (the package's typecheck), never run: it proves that a key outside the
// English table fails the type check, in `t()` and in `useT()`, and that `dynamicTextKey()` lets a
// key built at run time through. If a `@ts-expect-error` line stops being an error, tsc fails.
import { createTranslator, dynamicTextKey } from "./index";
import { useT } from "./react";

const t = createTranslator();
t("button.get");
t("rakeback.claim.text", { AA: "10.00 EUR" });
// @ts-expect-error: not a key of the English table (the issue's example: it rendered a missing-text marker)
t("shell.nav.lobby");
// @ts-expect-error: a typo of "button.get"
t("button.gett");
const bonusTypeFromServer: string = "cashback";
t(dynamicTextKey(`bonus.type.${bonusTypeFromServer}`));

export function LobbyLink() {
  const translate = useT();
  // @ts-expect-error: not a key of the English table
  return <a href="/">{translate("shell.nav.lobby")}</a>;
}
