import { dateTimeFormat } from "@casino/domain";
import { dynamicTextKey, type Translate } from "@casino/i18n";

/** The promotions page's filters as the address holds them: `type`, `day` (ISO weekday 1-7) and `page`. */
export interface PromotionFilters {
  type: string | null;
  day: number | null;
  page: number;
}

const first = (value: unknown): string | undefined =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined;

/**
 * Reads the filters from the query string; anything unknown is left out (all types, every day, page 1).
 *
 * @example readPromotionFilters({ type: "deposit", day: "1", page: "2" }) // { type: "deposit", day: 1, page: 2 }
 */
export function readPromotionFilters(query: Record<string, unknown>): PromotionFilters {
  const type = first(query.type)?.trim().toLowerCase() ?? "";
  const day = Number(first(query.day));
  const page = Number(first(query.page));
  return {
    type: /^[a-z_]+$/.test(type) ? type : null,
    day: Number.isInteger(day) && day >= 1 && day <= 7 ? day : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address of the promotions page with these filters; defaults stay out of it.
 *
 * @example promotionsUrl("/promotions", { type: "deposit", day: null, page: 1 }) // "/promotions?type=deposit"
 */
export function promotionsUrl(base: string, filters: PromotionFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set("type", filters.type);
  if (filters.day) params.set("day", String(filters.day));
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** One group of filter links: its label and its options, the current one marked. */
export interface PromotionFilterGroup {
  label: string;
  options: { label: string; href: string; current: boolean }[];
}

/** A Monday in UTC: the weekday names are read from it in the page's locale. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/**
 * The filter links: by bonus type (all, then each type) and by calendar day (any, then Monday to
 * Sunday in the page's locale). Choosing a filter goes back to the first page.
 */
export function promotionFilters(
  filters: PromotionFilters,
  base: string,
  t: Translate,
  types: readonly string[],
  locale = "en",
): PromotionFilterGroup[] {
  const weekday = dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  return [
    {
      label: t("promotions.filter.type"),
      options: [null, ...types].map((type) => ({
        label: type === null ? t("promotions.filter.all") : t(dynamicTextKey(`bonus.type.${type}`)),
        href: promotionsUrl(base, { ...filters, type, page: 1 }),
        current: filters.type === type,
      })),
    },
    {
      label: t("promotions.filter.day"),
      options: [null, 1, 2, 3, 4, 5, 6, 7].map((day) => ({
        label: day === null ? t("promotions.filter.any.day") : weekday.format(A_MONDAY + (day - 1) * 86_400_000),
        href: promotionsUrl(base, { ...filters, day, page: 1 }),
        current: filters.day === day,
      })),
    },
  ];
}
