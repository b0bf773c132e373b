import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import preview from "../../.storybook/preview";
import { installBrowserApisMissingFromJsdom } from "./jsdom-polyfills";

installBrowserApisMissingFromJsdom();
// CI shares two cores between several test runners; the default 1 s wait flakes under that load.
configure({ asyncUtilTimeout: 5_000 });
setProjectAnnotations([preview]);
afterEach(cleanup);
