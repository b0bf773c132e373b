import type { StarterOptions } from "./arguments.js";
import { brandDisplayName } from "./brand-name.js";
import { KIT_PACKAGES, type StarterKit } from "./kit.js";
import { STARTER_PAGES } from "./pages.js";

/** A generated site: path (with `/`, relative to its folder) to the file's text. */
export type SiteFiles = Readonly<Record<string, string>>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function pick(versions: StarterKit["versions"], names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const version = versions[name];
      if (version === undefined) throw new Error(`create-casino-site: the kit has no version of ${name}`);
      return [name, version];
    }),
  );
}

function packageJson(options: StarterOptions, kit: StarterKit): string {
  return json({
    name: options.name,
    version: "0.1.0",
    private: true,
    type: "module",
    scripts: {
      dev: "next dev",
      // The browser chunks compile while they download (scripts/compile-hints.mjs).
      build: "next build && node scripts/compile-hints.mjs",
      start: "next start",
      typecheck: "tsc --noEmit",
    },
    dependencies: pick(kit.versions, [...KIT_PACKAGES, "@tanstack/react-query", "next", "react", "react-dom"]),
    devDependencies: pick(kit.versions, ["@types/node", "@types/react", "@types/react-dom", "typescript"]),
  });
}

const TSCONFIG = json({
  compilerOptions: {
    target: "ES2023",
    lib: ["ES2024", "DOM", "DOM.Iterable"],
    module: "esnext",
    moduleResolution: "bundler",
    jsx: "react-jsx",
    strict: true,
    noUncheckedIndexedAccess: true,
    // Next.js's default. The kit's own declarations pass with it off (the kit's consumer test checks them).
    skipLibCheck: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    allowJs: false,
    incremental: true,
    noEmit: true,
    plugins: [{ name: "next" }],
  },
  include: ["next-env.d.ts", "src", ".next/types/**/*.ts", ".next/dev/types/**/*.ts"],
  exclude: ["node_modules"],
});

const NEXT_CONFIG = `import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
`;

const GITIGNORE = ["node_modules/", ".next/", "next-env.d.ts", "*.tsbuildinfo", ".env*.local", ""].join("\n");

function siteModule(options: StarterOptions): string {
  return `/** The brand, as \`create-casino-site\` wrote it: change it freely. */
export const BRAND = {
  /** The name players read (the page title, the welcome). */
  name: ${JSON.stringify(brandDisplayName(options.name))},
  /** The \`data-theme\` on \`<html>\`: a theme @casino/ui ships, or one of the brand's own (see its README, "Themes"). */
  theme: ${JSON.stringify(options.theme)},
} as const;

/** The casino API the site's server forwards the browser's calls to: \`CASINO_API_URL\`, else the starter's choice. */
export function casinoApiUrl(): string {
  return process.env.CASINO_API_URL ?? ${JSON.stringify(options.apiUrl)};
}
`;
}

function navigationModule(options: StarterOptions): string {
  const links = STARTER_PAGES.filter((page) => options.pages.includes(page.id)).map(
    (page) => `  { href: ${JSON.stringify(page.route)}, label: ${JSON.stringify(page.label)} },`,
  );
  return `/** The header's links: the pages \`create-casino-site\` wrote. */
export const NAVIGATION: readonly { href: string; label: string }[] = [
${links.join("\n")}
];
`;
}

function envExample(options: StarterOptions): string {
  return `# The casino API (read by the site's server at run time; the browser only ever calls this site).
CASINO_API_URL=${options.apiUrl}
`;
}

function readme(options: StarterOptions): string {
  const pages = STARTER_PAGES.filter((page) => options.pages.includes(page.id));
  return `# ${brandDisplayName(options.name)}

A casino site on the published \`@casino/*\` packages, written by \`create-casino-site\`
(Next.js App Router, React 19, theme \`${options.theme}\`).

\`\`\`sh
pnpm install
pnpm dev      # http://localhost:3000, against CASINO_API_URL (default ${options.apiUrl})
\`\`\`

For production: \`pnpm build && pnpm start\`. The back end is \`CASINO_API_URL\` (see \`.env.example\`);
to try the site without one, run the reference back end of the casino front-end repository
(\`npm start\` there serves it on http://localhost:4000).

## Pages

${pages.map((page) => `- \`${page.route}\`: ${page.description}`).join("\n")}

## What is where

- \`src/site.ts\`: the brand's name, theme and back end.
- \`src/app/layout.tsx\`: the page frame (\`data-theme\`, the kit's stylesheet, the providers).
- \`src/app/providers.tsx\`: React Query, the tab's session, the API client, the texts and the router the features use.
- \`src/app/player-corner.tsx\`: Sign in (the login modal of \`@casino/features\`), then the player's e-mail and balance.
- \`src/next-router.tsx\`: the router adapter of \`@casino/features\` for the App Router.
- \`src/app/api/[...path]/route.ts\`: the browser's calls, forwarded to the back end with the player's
  token, which lives in an HttpOnly cookie that page scripts never see.
`;
}

/**
 * Every file of the site the brand asked for: the Next.js app with its pages, the router adapter,
 * the providers, the forwarding route, the environment and the README.
 *
 * @example Object.keys(siteFiles({ name: "lulu-casino", theme: "lulu", pages: ["home"], … }, kit))
 * // ["package.json", "tsconfig.json", …, "src/app/page.tsx"]
 */
export function siteFiles(options: StarterOptions, kit: StarterKit): SiteFiles {
  const files: Record<string, string> = {
    "package.json": packageJson(options, kit),
    "tsconfig.json": TSCONFIG,
    "next.config.ts": NEXT_CONFIG,
    ".gitignore": GITIGNORE,
    ".env.example": envExample(options),
    "README.md": readme(options),
    "src/site.ts": siteModule(options),
    "src/navigation.ts": navigationModule(options),
    "src/next-router.tsx": kit.nextRouter,
    "scripts/compile-hints.mjs": kit.compileHints,
  };
  // The template's files: the shared ones (\`common/…\`), then those of each page picked (\`pages/<id>/…\`).
  const folders = ["common/", ...options.pages.map((id) => `pages/${id}/`)];
  for (const [path, text] of Object.entries(kit.templates)) {
    const folder = folders.find((prefix) => path.startsWith(prefix));
    if (folder !== undefined) files[path.slice(folder.length)] = text;
  }
  return files;
}
