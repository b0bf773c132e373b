import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { THEMES } from "@casino/ui/themes";
import { describe, expect, it } from "vitest";
import type { StarterOptions } from "./arguments.js";
import { collectKit, KIT_PACKAGES } from "./kit.js";
import { siteFiles } from "./site-files.js";

const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));
const kit = collectKit(repositoryRoot, THEMES);
const readRepositoryFile = (path: string) => readFileSync(`${repositoryRoot}/${path}`, "utf8");

const lulu: StarterOptions = {
  name: "lulu-casino",
  directory: "lulu-casino",
  theme: "lulu",
  pages: ["home"],
  apiUrl: "https://api.lulu.example",
};

describe("the site the starter writes", () => {
  const files = siteFiles(lulu, kit);

  it("depends on the published packages by a range of their current versions, and on the reference site's Next and React", () => {
    const manifest = JSON.parse(files["package.json"] ?? "") as {
      name: string;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.name).toBe("lulu-casino");
    for (const name of KIT_PACKAGES) {
      const { version } = JSON.parse(readRepositoryFile(`packages/${name.replace("@casino/", "")}/package.json`)) as {
        version: string;
      };
      expect(manifest.dependencies[name]).toBe(`^${version}`);
    }
    const site = JSON.parse(readRepositoryFile("apps/casino-web/package.json")) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies.next).toBe(`^${site.dependencies.next ?? ""}`);
    expect(manifest.dependencies.react).toBe(`^${site.dependencies.react ?? ""}`);
    expect(Object.values(manifest.dependencies).some((range) => range.startsWith("workspace:"))).toBe(false);
  });

  it("puts the brand's name and theme in its site module, which the layout reads", () => {
    expect(files["src/site.ts"]).toContain('name: "Lulu Casino"');
    expect(files["src/site.ts"]).toContain('theme: "lulu"');
    expect(files["src/app/layout.tsx"]).toContain("data-theme={BRAND.theme}");
  });

  it("ships the reference site's Next router adapter, word for word", () => {
    expect(files["src/next-router.tsx"]).toBe(readRepositoryFile("apps/casino-web/src/core/router/next-router.tsx"));
    expect(files["src/app/providers.tsx"]).toContain("<RouterProvider adapter={nextRouter}>");
  });

  it("marks its build's browser chunks with the reference site's compile hint script, word for word", () => {
    expect(files["scripts/compile-hints.mjs"]).toBe(readRepositoryFile("apps/casino-web/scripts/compile-hints.mjs"));
    const manifest = JSON.parse(files["package.json"] ?? "") as { scripts: Record<string, string> };
    expect(manifest.scripts.build).toBe("next build && node scripts/compile-hints.mjs");
  });

  it("signs players in through the account feature's login modal, not a copy of it", () => {
    expect(files["src/app/player-corner.tsx"]).toContain("<LoginModalLive");
    expect(files["src/app/player-corner.tsx"]).not.toContain("useLogin");
    expect(files["src/app/providers.tsx"]).toContain("<SessionProvider authenticated={signedIn}>");
  });

  it("reads its back end from CASINO_API_URL, with the address the brand gave as the default", () => {
    expect(files[".env.example"]).toBe(
      "# The casino API (read by the site's server at run time; the browser only ever calls this site).\nCASINO_API_URL=https://api.lulu.example\n",
    );
    expect(files["src/site.ts"]).toContain('process.env.CASINO_API_URL ?? "https://api.lulu.example"');
  });

  it("writes the pages picked, and only those, each a link in the header", () => {
    expect(files["src/app/page.tsx"]).toContain("BRAND.name");
    expect(Object.keys(files).filter((path) => path.endsWith("page.tsx"))).toEqual(["src/app/page.tsx"]);
    expect(files["src/navigation.ts"]).toContain('{ href: "/", label: "Home" },\n];');

    const withRewards = siteFiles({ ...lulu, pages: ["home", "rewards"] }, kit);
    expect(withRewards["src/app/rewards/page.tsx"]).toContain("<RakebackCalendarLive authenticated />");
    expect(withRewards["src/navigation.ts"]).toContain('{ href: "/rewards", label: "Rewards" },');
    expect(withRewards["src/app/deposit/page.tsx"]).toBeUndefined();

    const everyPage = siteFiles({ ...lulu, pages: ["home", "rewards", "deposit"] }, kit);
    expect(everyPage["src/app/deposit/page.tsx"]).toContain("<Cashier />");
  });

  it("says in its README the two commands and where each thing is", () => {
    expect(files["README.md"]).toMatch(/^# Lulu Casino\n/);
    expect(files["README.md"]).toContain("pnpm install\npnpm dev");
    expect(files["README.md"]).toContain("- `/`: ");
  });

  it("keeps the player's token on the server: the forwarding route moves it into an HttpOnly cookie", () => {
    expect(files["src/app/api/[...path]/route.ts"]).toContain("httpOnly: true");
  });
});
