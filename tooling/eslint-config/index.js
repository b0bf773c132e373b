// One lint setup for every workspace. `react: true` adds the hooks and jsx-a11y rules.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { packageBoundaries } from "./rules/package-boundaries.js";

const ignores = {
  ignores: [
    "**/dist/**",
    "**/.next/**",
    "**/storybook-static/**",
    "**/.reports/**",
    "**/.turbo/**",
    // Written by browser tests that run beside lint in CI: a folder emptied mid-walk crashed ESLint.
    "**/test-results/**",
    "**/playwright-report/**",
    "**/coverage/**",
    "**/next-env.d.ts",
  ],
};

/** @param {{ react?: boolean }} [options] */
export function config(options = {}) {
  const layers = [
    ignores,
    js.configs.recommended,
    ...tseslint.configs.strict,
    {
      languageOptions: { globals: { ...globals.node, ...globals.es2024 } },
      rules: {
        "@typescript-eslint/no-explicit-any": "error",
        "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "no-console": ["error", { allow: ["warn", "error", "info"] }],
        eqeqeq: ["error", "smart"],
      },
    },
    {
      // The allowed arrows between workspaces and their public entry points, enforced (docs/architecture.md).
      plugins: { casino: { rules: { "package-boundaries": packageBoundaries } } },
      rules: { "casino/package-boundaries": "error" },
    },
  ];
  if (options.react) {
    layers.push(
      reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.strict,
      { languageOptions: { globals: { ...globals.browser } } },
    );
  }
  return tseslint.config(...layers);
}
