import { PAGE_SIZE, truncateBannerTitle } from "@casino/domain";
import type { Metadata } from "next";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext } from "../../../core/request-context";

export const metadata: Metadata = { title: "Promotions" };

/** The promotions list (get-all-bonus, 24 a page), titles truncated to 35 characters (spec 000 §2). */
export default async function PromotionsPage() {
  const { api } = await getRequestContext();
  const result = await api.bonus
    .getAllBonus({ pageNo: 1, limit: PAGE_SIZE })
    .then((response) => ({ ok: true as const, bonus: response.data.bonus }))
    // The player sees the catalogue's generic texts, never the technical error.
    .catch(() => ({ ok: false as const }));
  return (
    <main className="page">
      <h1>Promotions</h1>
      {!result.ok ? (
        <ClientErrorState headingLevel={2} />
      ) : result.bonus.rows.length === 0 ? (
        <p>No promotions right now.</p>
      ) : (
        <ul className="card-list" aria-label="Promotions">
          {result.bonus.rows.map((row) => {
            const title = row.banner?.bannerTitle ?? row.name ?? "";
            const shown = truncateBannerTitle(title);
            return (
              <li key={row.id} className="card">
                <h2 title={shown === title ? undefined : title} className="card-title">
                  {shown}
                </h2>
                {row.banner?.description ? <p>{row.banner.description}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
