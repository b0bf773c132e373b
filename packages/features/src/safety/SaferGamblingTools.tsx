import type { Translate } from "@casino/i18n";
import { Link } from "../router/router-adapter.js";

/** The player's own safer-gambling tools, in the order a player reaches for them. */
export const SAFER_GAMBLING_TOOLS = [
  { path: "/profile2/limits", label: "limits.tools.limits" },
  { path: "/profile2/freeze-account", label: "page.freeze.account" },
] as const;

/**
 * The tools block of the responsible-gambling page (see docs/features.md, "Limits"): links to the
 * pages where a player sets limits, beside the brand's text.
 */
export function SaferGamblingTools({ t, link }: { t: Translate; link: (path: `/${string}`) => string }) {
  return (
    <nav aria-labelledby="safer-gambling-tools" className="page-stack">
      <h2 id="safer-gambling-tools">{t("limits.tools.title")}</h2>
      <ul>
        {SAFER_GAMBLING_TOOLS.map((tool) => (
          <li key={tool.path}>
            <Link href={link(tool.path)}>{t(tool.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
