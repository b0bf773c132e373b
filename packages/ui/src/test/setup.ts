import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import preview from "../../.storybook/preview";
import { installBrowserApisMissingFromJsdom } from "./jsdom-polyfills";
import { WAIT_LIMIT } from "@casino/vitest-config";

installBrowserApisMissingFromJsdom();
// The default 1 s wait flakes niced beside the browser lanes (docs/testing.md, "Time limits").
configure({ asyncUtilTimeout: WAIT_LIMIT });
setProjectAnnotations([preview]);
afterEach(cleanup);
