// The kit as a brand gets it (docs/architecture.md, "Tests and measurements"): every public package
// packed, installed from its tarball into two apps outside the workspace (the starter's site and a
// Vite single-page app), each built, then checked and walked through by Playwright (playwright.config.ts).
import { spawnSync } from "node:child_process";
import { cpSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { API_PORT } from "./ports.mjs";

const here = import.meta.dirname;
const root = resolve(here, "../..");
const work = mkdtempSync(join(tmpdir(), "casino-kit-"));
const tarballs = join(work, "tarballs");
/** Where the time went, one row per step: `npm test` prints them under this task (tooling/scripts/test.mjs). */
const timings = [];

function run(step, command, args, options = {}) {
  const start = performance.now();
  console.info(`\n[kit consumers] ${step}`);
  const result = spawnSync(command, args, { stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  timings.push({ step, seconds: (performance.now() - start) / 1000 });
  if (result.status !== 0) {
    writeTimings();
    console.error(`[kit consumers] failed: ${step} (${command} ${args.join(" ")}; in ${options.cwd ?? process.cwd()})`);
    console.error(`[kit consumers] the apps and tarballs are kept in ${work}`);
    process.exit(1);
  }
}

function writeTimings() {
  mkdirSync(join(here, ".reports"), { recursive: true });
  writeFileSync(join(here, ".reports/timings-e2e.json"), JSON.stringify(timings));
}

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** The version this repository uses of a third-party package, from the manifests that name it: one source. */
function versionOf(name) {
  for (const manifest of ["apps/casino-web/package.json", "packages/ui/package.json"]) {
    const { dependencies = {}, devDependencies = {} } = readJson(join(root, manifest));
    const version = dependencies[name] ?? devDependencies[name];
    if (version !== undefined) return version;
  }
  throw new Error(`no workspace manifest names ${name}`);
}
const versions = (names) => Object.fromEntries(names.map((name) => [name, versionOf(name)]));

// 1. Pack every public package, as `pnpm publish` would (workspace ranges become versions).
const published = globSync("packages/*/package.json", { cwd: root })
  .map((manifest) => join(root, manifest, ".."))
  .filter((folder) => !readJson(join(folder, "package.json")).private);
mkdirSync(tarballs);
for (const folder of published) {
  run(`pack ${basename(folder)}`, "pnpm", ["pack", "--pack-destination", tarballs], { cwd: folder, stdio: "ignore" });
}
/** Package name to its tarball: every app installs our packages from these, never from the workspace. */
const tarballOf = Object.fromEntries(
  published.map((folder) => {
    const { name, version } = readJson(join(folder, "package.json"));
    return [name, join(tarballs, `${name.replace("@", "").replace("/", "-")}-${version}.tgz`)];
  }),
);

// 2. The starter's site, written by the packed starter's own command.
const starterCli = join(work, "create-casino-site");
mkdirSync(starterCli);
run("unpack create-casino-site", "tar", ["-xzf", tarballOf["create-casino-site"], "-C", starterCli]);
run(
  "pnpm create casino-site lulu-casino --theme lulu",
  "node",
  [
    join(starterCli, "package/dist/cli.js"),
    "lulu-casino",
    "--theme",
    "lulu",
    "--api-url",
    `http://localhost:${API_PORT}`,
  ],
  { cwd: work },
);
const starter = join(work, "lulu-casino");

// 3. The Vite app, as a team would start one, with its own package.json.
const spa = join(work, "vite-spa");
cpSync(join(here, "apps/vite-spa"), spa, { recursive: true });
writeJson(join(spa, "package.json"), {
  name: "vite-spa",
  private: true,
  type: "module",
  scripts: { build: "vite build", preview: "vite preview" },
  dependencies: {
    ...Object.fromEntries(
      ["@casino/api-client", "@casino/domain", "@casino/features", "@casino/i18n", "@casino/ui"].map((name) => [
        name,
        `^${readJson(join(root, "packages", name.replace("@casino/", ""), "package.json")).version}`,
      ]),
    ),
    ...versions(["@tanstack/react-query", "react", "react-dom"]),
  },
  devDependencies: versions([
    "@types/node",
    "@types/react",
    "@types/react-dom",
    "@vitejs/plugin-react",
    "typescript",
    "vite",
  ]),
});

// 4. Both apps: the shared checks, a test runner, our packages from the tarballs; installed offline
// from the store the workspace's install filled (every version here is one the workspace uses).
for (const app of [starter, spa]) {
  cpSync(join(here, "apps/checks"), join(app, "checks"), { recursive: true });
  const manifest = readJson(join(app, "package.json"));
  manifest.devDependencies = {
    ...manifest.devDependencies,
    ...versions(["@testing-library/react", "jsdom", "vitest"]),
  };
  writeJson(join(app, "package.json"), manifest);
  // Outside any workspace; the overrides put the tarballs where a brand's install puts the registry's packages.
  writeFileSync(
    join(app, "pnpm-workspace.yaml"),
    `overrides:\n${Object.entries(tarballOf)
      .filter(([name]) => name.startsWith("@casino/"))
      .map(([name, file]) => `  "${name}": "file:${file}"\n`)
      .join("")}`,
  );
  run(`install ${basename(app)}`, "pnpm", ["install", "--prefer-offline", "--config.confirmModulesPurge=false"], {
    cwd: app,
  });
}

// 5. Production builds, which the journeys serve.
run("build lulu-casino (next build)", "pnpm", ["build"], { cwd: starter, env: { NEXT_TELEMETRY_DISABLED: "1" } });
run("build vite-spa (vite build)", "pnpm", ["build"], {
  cwd: spa,
  env: { VITE_CASINO_API_URL: `http://localhost:${API_PORT}` },
});

// 6. The checks and the journeys.
run("checks and journeys (playwright test)", "playwright", ["test"], {
  cwd: here,
  env: { KIT_STARTER_DIR: starter, KIT_SPA_DIR: spa },
});
writeTimings();
rmSync(work, { recursive: true, force: true });
