import { configure } from "@testing-library/react";

// CI shares two cores between several test runners, niced below the browser lanes; the default 1 s
// wait flakes under that load, and 5 s did too on a busy host (docs/testing.md, "Time limits").
configure({ asyncUtilTimeout: 15_000 });
