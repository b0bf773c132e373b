import { PAGE_SIZE, truncateBannerTitle } from "@casino/domain";
import type { Metadata } from "next";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext } from "../../../core/request-context";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("nav.promotions") };
}

/** The promotions list (get-all-bonus, 24 a page), titles cut to 35 characters (see docs/features.md, "Promotions"). */
export default async function PromotionsPage() {
  const { api, t } = await getRequestContext();
  const result = await api.bonus
    .getAllBonus({ pageNo: 1, limit: PAGE_SIZE })
    .then((response) => ({ ok: true as const, bonus: response.data.bonus }))
    // The player sees the catalogue's generic texts, never the technical error.
    .catch(() => ({ ok: false as const }));
  return (
    <main className="page page-stack">
      <h1>{t("nav.promotions")}</h1>
      {!result.ok ? (
        <ClientErrorState headingLevel={2} />
      ) : result.bonus.rows.length === 0 ? (
        <p>{t("promotions.page.empty")}</p>
      ) : (
        <ul className="card-list" aria-label={t("nav.promotions")}>
          {result.bonus.rows.map((row) => {
            const title = row.banner?.bannerTitle ?? row.name ?? "";
            const shown = truncateBannerTitle(title);
            return (
              <li key={row.id} className="card">
                {row.banner?.bannerImage ? (
                  <img
                    className="card-image"
                    src={api.assetUrl(row.banner.bannerImage)}
                    alt=""
                    width={600}
                    height={200}
                  />
                ) : null}
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
