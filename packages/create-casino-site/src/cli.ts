#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArguments, usage } from "./arguments.js";
import { KIT_FILE, type StarterKit } from "./kit.js";
import { siteFiles } from "./site-files.js";
import { writeSite } from "./write-site.js";

// `pnpm create casino-site my-brand --theme lulu`: writes the site, then says the two commands.
const kit = JSON.parse(readFileSync(new URL(KIT_FILE, import.meta.url), "utf8")) as StarterKit;
const parsed = parseArguments(process.argv.slice(2), kit.themes);
if (parsed.kind === "help") {
  console.info(usage(kit.themes));
} else if (parsed.kind === "error") {
  console.error(parsed.message);
  process.exitCode = 1;
} else {
  const { options } = parsed;
  const target = resolve(options.directory);
  const refusal = writeSite(target, siteFiles(options, kit));
  if (refusal !== null) {
    console.error(refusal);
    process.exitCode = 1;
  } else {
    console.info(
      [
        `Wrote ${options.name} (theme ${options.theme}; pages ${options.pages.join(", ")}) into ${target}.`,
        "",
        `  cd ${options.directory}`,
        "  pnpm install",
        "  pnpm dev",
      ].join("\n"),
    );
  }
}
