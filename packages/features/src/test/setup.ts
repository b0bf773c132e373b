import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// CI shares two cores between several test runners; the default 1 s wait flakes under that load.
configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);
