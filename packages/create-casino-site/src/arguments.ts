import { DEFAULT_PAGE_IDS, STARTER_PAGES } from "./pages.js";

/** What the brand asked for on the command line. */
export interface StarterOptions {
  /** The brand's name: the package name and, unless `--directory` says otherwise, the folder. */
  readonly name: string;
  /** The folder to write the site into (relative to where the command runs). */
  readonly directory: string;
  /** The theme on `<html data-theme>`. */
  readonly theme: string;
  /** The ids of the pages to write, `home` first. */
  readonly pages: readonly string[];
  /** The back end the site talks to until `CASINO_API_URL` says otherwise. */
  readonly apiUrl: string;
}

/** The command line's outcome: the options, the help, or what is wrong with it. */
export type ParsedArguments =
  | { readonly kind: "options"; readonly options: StarterOptions }
  | { readonly kind: "help" }
  | { readonly kind: "error"; readonly message: string };

/** The reference back end's address on a developer's machine (`npm start` in this repository). */
export const DEFAULT_API_URL = "http://localhost:4000";

/** npm's rule for a new package's name: lower case, URL-safe, at most 214 characters. */
const PACKAGE_NAME = /^[a-z0-9][a-z0-9._-]{0,213}$/;

const hint = "See create-casino-site --help.";

const VALUED_FLAGS = ["--theme", "--pages", "--api-url", "--directory"] as const;
type ValuedFlag = (typeof VALUED_FLAGS)[number];

function isValuedFlag(flag: string): flag is ValuedFlag {
  return (VALUED_FLAGS as readonly string[]).includes(flag);
}

/** The usage text `--help` prints. */
export function usage(themes: readonly string[]): string {
  return [
    "Usage: pnpm create casino-site <name> [--theme <theme>] [--pages <page,…>] [--api-url <url>] [--directory <dir>]",
    "       npm create casino-site <name> -- --theme <theme>",
    "",
    "Writes a Next.js App Router casino site on the published @casino packages into ./<name>.",
    "",
    `  --theme      ${themes.join(" | ")} (default ${themes[0] ?? ""})`,
    `  --pages      comma-separated, default all: ${STARTER_PAGES.map((page) => `${page.id} (${page.description})`).join("; ")}`,
    `  --api-url    the casino API (default ${DEFAULT_API_URL}, the reference back end); CASINO_API_URL overrides it at run time`,
    "  --directory  where to write the site (default ./<name>)",
  ].join("\n");
}

/**
 * Reads the command line (`process.argv.slice(2)`). Flags take `--flag value` or `--flag=value`; the
 * one positional argument is the brand's name. `themes` are the ones `@casino/ui` ships.
 *
 * @example parseArguments(["my-brand", "--theme", "lulu"], ["curacao", "lulu"])
 * // { kind: "options", options: { name: "my-brand", theme: "lulu", pages: ["home", "rewards", "deposit"], … } }
 */
export function parseArguments(argv: readonly string[], themes: readonly string[]): ParsedArguments {
  const values: Partial<Record<ValuedFlag, string>> = {};
  const positionals: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? "";
    if (argument === "--help" || argument === "-h") return { kind: "help" };
    if (argument === "--") continue;
    if (!argument.startsWith("--")) {
      positionals.push(argument);
      continue;
    }
    const equals = argument.indexOf("=");
    const flag = equals === -1 ? argument : argument.slice(0, equals);
    if (!isValuedFlag(flag)) return { kind: "error", message: `Unknown option ${flag}. ${hint}` };
    const value = equals === -1 ? argv[++index] : argument.slice(equals + 1);
    if (value === undefined || value === "" || (equals === -1 && value.startsWith("--"))) {
      return { kind: "error", message: `${flag} needs a value. ${hint}` };
    }
    values[flag] = value;
  }

  if (positionals.length === 0)
    return { kind: "error", message: `Name the brand: create-casino-site my-brand. ${hint}` };
  if (positionals.length > 1) {
    return { kind: "error", message: `One name only, got ${positionals.join(", ")}. ${hint}` };
  }
  const name = positionals[0] ?? "";
  if (!PACKAGE_NAME.test(name)) {
    return {
      kind: "error",
      message: `"${name}" cannot be a package name: lower-case letters, digits, ".", "_" and "-", starting with a letter or digit.`,
    };
  }

  const theme = values["--theme"] ?? themes[0] ?? "";
  if (!themes.includes(theme)) {
    return { kind: "error", message: `No theme "${theme}": @casino/ui ships ${themes.join(", ")}.` };
  }

  const picked = values["--pages"]?.split(",").map((page) => page.trim()) ?? DEFAULT_PAGE_IDS;
  const unknown = picked.filter((page) => !STARTER_PAGES.some(({ id }) => id === page));
  if (unknown.length > 0) {
    return {
      kind: "error",
      message: `No page ${unknown.join(", ")}: pick from ${STARTER_PAGES.map(({ id }) => id).join(", ")}.`,
    };
  }
  // Home is every site's front door, and the pages come in the catalogue's order, each once.
  const pages = STARTER_PAGES.map(({ id }) => id).filter((id) => id === "home" || picked.includes(id));

  const apiUrl = values["--api-url"] ?? DEFAULT_API_URL;
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol)) {
    return { kind: "error", message: `--api-url ${apiUrl} is not an http(s) address.` };
  }

  return { kind: "options", options: { name, directory: values["--directory"] ?? name, theme, pages, apiUrl } };
}
