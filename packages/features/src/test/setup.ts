import "@testing-library/jest-dom/vitest";
import { EN_TEXTS } from "@casino/i18n";
import { setFallbackTexts } from "@casino/i18n/react";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { installBrowserApisMissingFromJsdom } from "./jsdom-polyfills.js";
import { WAIT_LIMIT } from "@casino/vitest-config";

installBrowserApisMissingFromJsdom();

// The default 1 s wait flakes niced beside the browser lanes (docs/testing.md, "Time limits").
configure({ asyncUtilTimeout: WAIT_LIMIT });
afterEach(cleanup);

// The React bindings carry no English of their own (an app hands each page its texts); the
// features' tests read the whole English table, as a page does once it has loaded.
setFallbackTexts(EN_TEXTS);
