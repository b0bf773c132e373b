import { config } from "@casino/eslint-config";

export default [
  ...config({ react: true }),
  {
    // The features run in any React app: a framework's router comes in through the RouterAdapter
    // (docs/architecture.md), never by import.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["next", "next/*"], message: "Use the RouterAdapter of @casino/features instead." }] },
      ],
    },
  },
];
