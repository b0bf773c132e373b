// Imported by the browser services (loaded after the page): the rest of the static English, for
// what the page's own texts do not cover and opens later (the account menu, a modal, a toast).
// A component that drew a key before this arrived is drawn again (`useT`).
import { EN_TEXTS } from "@casino/i18n/english";
import { setFallbackTexts } from "@casino/i18n/react";

setFallbackTexts(EN_TEXTS);
