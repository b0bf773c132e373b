import "server-only";
import { PAGE_SIZE } from "@casino/domain";
import type { HeroProps } from "@casino/ui/Hero";
import { cache } from "react";
import { getRequestContext } from "../../core/request-context";
import type { LobbyRail } from "@casino/features";
import { getLobbyRails } from "../lobby/lobby-rails";

/** How many of the lobby's categories the home page shows as rails. */
const HOME_RAILS = 4;

/**
 * The home page's hero (see docs/features.md, "Shell and navigation"): the back end's first
 * promotion with a banner picture, linking to the promotions; without one, the brand's welcome.
 */
export const getHomeHero = cache(async (): Promise<Omit<HeroProps, "linkComponent" | "headingLevel">> => {
  const { api, t, brandName, pageUrl, assetUrl } = await getRequestContext();
  const cta = { label: t("home.hero.cta"), href: pageUrl("promotions") };
  try {
    const { rows } = (await api.bonus.getAllBonus({ pageNo: 1, limit: PAGE_SIZE })).data.bonus;
    const featured = rows.find((row) => row.banner?.bannerImage != null && row.banner.bannerTitle != null);
    if (featured?.banner?.bannerImage != null && featured.banner.bannerTitle != null) {
      return {
        eyebrow: t("home.hero.eyebrow"),
        title: featured.banner.bannerTitle,
        ...(featured.banner.description == null ? {} : { text: featured.banner.description }),
        imageUrl: assetUrl(featured.banner.bannerImage),
        cta,
      };
    }
  } catch {
    // The promotions are an extra on the home page: without them the brand's welcome shows.
  }
  return { title: t("home.hero.title", { BRAND: brandName }), text: t("home.hero.text"), cta };
});

/** The home page's rails: the lobby's first categories, each with its first games. */
export async function getHomeRails(): Promise<LobbyRail[]> {
  return (await getLobbyRails(HOME_RAILS)) ?? [];
}
