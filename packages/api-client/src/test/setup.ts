import { configure } from "@testing-library/react";
import { WAIT_LIMIT } from "@casino/vitest-config";

// The default 1 s wait flakes niced beside the browser lanes (docs/testing.md, "Time limits").
configure({ asyncUtilTimeout: WAIT_LIMIT });
