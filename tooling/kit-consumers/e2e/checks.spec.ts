import { expect, test } from "@playwright/test";
import { APPS, runIn } from "./apps";

// The errors of a dependency that is not ours and that we cannot fix from here: Next.js 16.4's
// declarations name DOM types TypeScript 5.9 does not have yet (URLPattern's). Everything else,
// our packages' declarations above all, must check clean.
const NOT_OURS =
  /^node_modules\/\.pnpm\/next@[^/]+\/node_modules\/next\/dist\/server\/web\/spec-extension\/url-pattern\.d\.ts/;

for (const app of APPS) {
  test.describe(app.name, () => {
    test("type-checks against the installed declarations with skipLibCheck off", async () => {
      const { output } = await runIn(app.dir, "pnpm", ["exec", "tsc", "--noEmit", "--skipLibCheck", "false"]);
      const errors = output.split("\n").filter((line) => /error TS\d+/.test(line) && !NOT_OURS.test(line));
      expect(errors).toEqual([]);
    });

    test("renders a kit component and a feature's link on the server in plain Node", async () => {
      const { code, output } = await runIn(app.dir, "node", ["checks/render.mjs", "Lulu Casino"]);
      expect(output).toContain('class="casino-Hero"');
      expect(output).toContain("Lulu Casino</h1>");
      expect(output).toContain('<a href="/rewards">Rewards</a>');
      expect(code).toBe(0);
    });

    test("imports the kit in a vitest jsdom test with no configuration", async () => {
      const { code, output } = await runIn(app.dir, "pnpm", ["exec", "vitest", "run", "checks/kit.test.tsx"]);
      expect(output).toContain("2 passed");
      expect(code).toBe(0);
    });

    test("require()s @casino/domain from CommonJS", async () => {
      const { code, output } = await runIn(app.dir, "node", ["checks/require-domain.cjs"]);
      expect(output.trim()).toBe("€12.50 24");
      expect(code).toBe(0);
    });
  });
}
