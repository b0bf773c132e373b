// Which of our packages each workspace may import: the arrows of docs/architecture.md, in one place.
// A workspace not listed here may import none of ours. `tooling` is private build configuration.

/** @type {Readonly<Record<string, readonly string[]>>} */
export const ALLOWED_IMPORTS = {
  "casino-web": ["@casino/features", "@casino/ui", "@casino/api-client", "@casino/i18n", "@casino/domain"],
  "casino-storybook": ["@casino/ui", "@casino/features", "@casino/i18n"],
  "@casino/features": ["@casino/ui", "@casino/api-client", "@casino/i18n", "@casino/domain"],
  "reference-api": ["@casino/api-client", "@casino/domain", "@casino/i18n"],
  "@casino/ui": ["@casino/domain", "@casino/i18n"],
  "@casino/api-client": ["@casino/domain"],
  "@casino/domain": [],
  "@casino/i18n": [],
  // The starter imports nothing at run time; its build reads the themes the kit ships.
  "create-casino-site": ["@casino/ui"],
};

/** The scope of our published packages. */
export const OWN_SCOPE = "@casino/";

/** Our private tooling packages, importable by any workspace's configuration and tests. */
export const TOOLING_PACKAGES = [
  "@casino/eslint-config",
  "@casino/playwright-config",
  "@casino/tsconfig",
  "@casino/vitest-config",
];
