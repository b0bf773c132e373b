import {
  Pagination,
  PromotionGrid,
  promotionFilters,
  promotionGridItems,
  promotionsClosed,
  promotionsUrl,
  readPromotionFilters,
} from "@casino/features";
import { BONUS_TYPES, PAGE_SIZE } from "@casino/domain";
import type { Metadata } from "next";
import { IntentLink as Link } from "../../../core/router/next-router";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext } from "../../../core/request-context";
import { serverNow } from "../../../core/server-clock";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("nav.promotions") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["bonus.", "promotions.", "cashier.bonus", "lobby.page.", "rakeback.claim."];

/**
 * The promotions (see docs/features.md, "Promotions"): a grid of cards, 24 a page, filtered by
 * bonus type and calendar day through the address, with the promotions calendar a link away;
 * a signed-in player may activate the promotions they can still take.
 */
export default async function PromotionsPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const { api, t, href, authenticated, locale, user } = await getRequestContext();
  const filters = readPromotionFilters(await searchParams);
  const [list, taken] = await Promise.all([
    api.bonus
      .getAllBonus({
        pageNo: filters.page,
        limit: PAGE_SIZE,
        ...(filters.type ? { type: filters.type } : {}),
        ...(filters.day ? { dayOfWeek: filters.day } : {}),
      })
      .then((response) => response.data.bonus)
      // The player sees the catalogue's generic texts, never the technical error.
      .catch(() => null),
    authenticated
      ? api.bonus
          .getUserBonus({ pageNo: 1, limit: 100 })
          .then((response) => response.data.bonus.rows)
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  const base = href("promotions");
  // The brand's day (UTC in the reference back end).
  const now = serverNow();
  const player = user.status === "authenticated" ? user.details : null;
  const closed = promotionsClosed(player, now, "UTC");
  const currencyCode = (user.status === "authenticated" ? user.details.getUser.currencyCode : null) ?? "EUR";
  const pages = list ? Math.max(1, Math.ceil((list.count ?? list.rows.length) / PAGE_SIZE)) : 1;
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("nav.promotions")}</h1>
        <p>
          <Link href="?modal=calendar">{t("promotions.page.calendar")}</Link>
        </p>
        {closed ? <p>{t("bonus.page.closed")}</p> : null}
        <nav aria-label={t("promotions.filter.label")} className="promotions-filters">
          {promotionFilters(filters, base, t, BONUS_TYPES, locale).map((group) => (
            <div key={group.label} className="promotions-filter-group">
              <span className="promotions-filter-label">{group.label}</span>
              <ul>
                {group.options.map((option) => (
                  <li key={option.href}>
                    <Link
                      href={option.href}
                      className="promotions-filter"
                      aria-current={option.current ? "page" : undefined}
                    >
                      {option.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {list === null ? (
          <ClientErrorState headingLevel={2} />
        ) : list.rows.length === 0 ? (
          <p>{t("promotions.page.empty")}</p>
        ) : (
          <PromotionGrid
            termsHref={href("/bonus-terms")}
            currencyCode={currencyCode}
            items={promotionGridItems({
              rows: list.rows,
              taken,
              player,
              now,
              zone: "UTC",
              t,
              locale,
              assetUrl: (path) => api.assetUrl(path),
            })}
          />
        )}
        <Pagination
          page={filters.page}
          pages={pages}
          hrefOf={(page) => promotionsUrl(base, { ...filters, page })}
          texts={{
            label: t("lobby.page.label"),
            previous: t("lobby.page.previous"),
            next: t("lobby.page.next"),
            status: t("lobby.page.status", { PAGE: String(filters.page), PAGES: String(pages) }),
          }}
        />
      </main>
    </PageTexts>
  );
}
