import { config } from "@casino/eslint-config";

export default [
  ...config({ react: true }),
  {
    // Every link prefetches when reached for, never on sight (docs/deployment.md, "Prefetching").
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/core/router/next-router.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use IntentLink from src/core/router/next-router.tsx: it prefetches when reached for.",
            },
          ],
        },
      ],
    },
  },
];
