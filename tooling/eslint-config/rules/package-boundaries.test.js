import { join } from "node:path";
import { ESLint, RuleTester } from "eslint";
import { afterAll, describe, it } from "vitest";
import { config } from "../index.js";
import { packageBoundaries } from "./package-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const repo = join(import.meta.dirname, "../../..");
/** A file path inside a workspace; the file need not exist, the rule reads the nearest package.json. */
const fileIn = (workspace, path = "src/fixture.ts") => join(repo, workspace, path);

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } }).run(
  "package-boundaries",
  packageBoundaries,
  {
    valid: [
      { code: `import { formatMoney } from "@casino/domain";`, filename: fileIn("packages/ui") },
      { code: `import { useT } from "@casino/i18n/react";`, filename: fileIn("packages/ui") },
      { code: `import { useUserDetails } from "@casino/api-client/react";`, filename: fileIn("apps/casino-web") },
      { code: `import "@casino/ui/styles.css";`, filename: fileIn("apps/casino-web") },
      { code: `import { Button } from "../Button";`, filename: fileIn("packages/ui", "src/Modal/Modal.tsx") },
      {
        code: `import { config } from "@casino/eslint-config";`,
        filename: fileIn("packages/domain", "eslint.config.js"),
      },
      { code: `import ky from "ky";`, filename: fileIn("packages/api-client") },
    ],
    invalid: [
      {
        code: `import { Button } from "../../../packages/ui/src/Button";`,
        filename: fileIn("apps/storybook", "src/fixture.ts"),
        errors: [{ messageId: "relative" }],
      },
      {
        code: `export { default } from "../../../packages/ui/.storybook/preview";`,
        filename: fileIn("apps/storybook", ".storybook/preview.tsx"),
        errors: [{ messageId: "relative" }],
      },
      {
        code: `import { Button } from "@casino/ui";`,
        filename: fileIn("packages/domain"),
        errors: [{ messageId: "arrow" }],
      },
      {
        code: `import { createApiClient } from "@casino/api-client";`,
        filename: fileIn("packages/ui"),
        errors: [{ messageId: "arrow" }],
      },
      {
        code: `import { EN_TEXTS } from "@casino/i18n";`,
        filename: fileIn("packages/api-client"),
        errors: [{ messageId: "arrow" }],
      },
      {
        code: `import { DEPOSIT_ERRORS } from "@casino/api-client/src/errors/deposit-errors";`,
        filename: fileIn("apps/casino-web"),
        errors: [{ messageId: "deep" }],
      },
      {
        code: `const domain = await import("@casino/domain/dist/money.js");`,
        filename: fileIn("apps/casino-web"),
        errors: [{ messageId: "deep" }],
      },
    ],
  },
);

describe("the shared lint config", () => {
  it("fails a workspace's lint on an import that breaks the architecture", async () => {
    const eslint = new ESLint({ cwd: repo, overrideConfigFile: true, overrideConfig: config() });
    const [result] = await eslint.lintText(`import { Modal } from "@casino/ui";\nexport const m = Modal;\n`, {
      filePath: fileIn("packages/domain", "src/fixture.ts"),
    });
    const messages = result?.messages.map((message) => message.ruleId) ?? [];
    if (!messages.includes("casino/package-boundaries")) {
      throw new Error(`expected casino/package-boundaries, got ${JSON.stringify(messages)}`);
    }
    // Loading the whole config (typescript-eslint's program included) takes seconds on a shared machine.
  }, 30_000);
});
