import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import preview from "../../.storybook/preview";
import { installBrowserApisMissingFromJsdom } from "./jsdom-polyfills";

installBrowserApisMissingFromJsdom();
// CI shares two cores between several test runners, niced below the browser lanes; the default 1 s
// wait flakes under that load, and 5 s did too on a busy host (docs/testing.md, "Time limits").
configure({ asyncUtilTimeout: 15_000 });
setProjectAnnotations([preview]);
afterEach(cleanup);
