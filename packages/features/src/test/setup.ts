import "@testing-library/jest-dom/vitest";
import { EN_TEXTS } from "@casino/i18n";
import { setFallbackTexts } from "@casino/i18n/react";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { installBrowserApisMissingFromJsdom } from "./jsdom-polyfills.js";

installBrowserApisMissingFromJsdom();

// CI shares two cores between several test runners, niced below the browser lanes; the default 1 s
// wait flakes under that load, and 5 s did too on a busy host (docs/testing.md, "Time limits").
configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

// The React bindings carry no English of their own (an app hands each page its texts); the
// features' tests read the whole English table, as a page does once it has loaded.
setFallbackTexts(EN_TEXTS);
