import { config } from "@casino/eslint-config";

export default [
  // The apps' own sources are copied out and checked where they are installed, against the tarballs (e2e/checks.spec.ts).
  { ignores: ["apps/**"] },
  ...config(),
];
