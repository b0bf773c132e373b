"use client";

import { ProviderTile, type ProviderTileProps } from "@casino/ui/ProviderTile";
import { Link } from "../router/router-adapter.js";

/** The providers as a grid of tiles, with client-side navigation to each one's games. */
export function ProviderList({
  label,
  providers,
}: {
  label: string;
  providers: readonly (Omit<ProviderTileProps, "linkComponent" | "className"> & { slug: string })[];
}) {
  return (
    <ul className="provider-grid" aria-label={label}>
      {providers.map(({ slug, ...provider }) => (
        <li key={slug}>
          <ProviderTile {...provider} linkComponent={Link} />
        </li>
      ))}
    </ul>
  );
}
