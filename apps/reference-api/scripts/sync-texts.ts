// Regenerates src/seed/texts/en.ts from the site's static English texts, so the reference API
// serves every key the product uses. Run after packages/i18n adds keys:
//   pnpm --filter reference-api sync-texts
import { readFileSync, writeFileSync } from "node:fs";

const source = readFileSync(new URL("../../../packages/i18n/src/texts/en.ts", import.meta.url), "utf8");
const start = source.indexOf("= {");
const end = source.lastIndexOf("}");
if (start < 0 || end < start) throw new Error("packages/i18n/src/texts/en.ts no longer holds one object literal");
const body = source.slice(start + 3, end);
const header = `/**
 * English content texts served at \`/api/core/casino/locales/en.json\`, every key the product uses.
 * Generated from the site's static English texts (\`packages/i18n/src/texts/en.ts\`) by
 * \`pnpm --filter reference-api sync-texts\`; \`content-texts.test.ts\` fails when a key is missing.
 */
export const EN_CONTENT_TEXTS: Record<string, string> = {`;
writeFileSync(new URL("../src/seed/texts/en.ts", import.meta.url), `${header}${body}};\n`);
console.info("src/seed/texts/en.ts synced with packages/i18n");
