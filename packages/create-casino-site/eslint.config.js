import { config } from "@casino/eslint-config";

export default [
  // The template is a brand's app, not this package's code: it is type-checked, built and walked
  // through where the consumer test installs it against the tarballs (tooling/kit-consumers).
  { ignores: ["template/**"] },
  ...config(),
];
