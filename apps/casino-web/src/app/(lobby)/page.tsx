import { isCashbackCardHidden } from "@casino/domain";
import { VisuallyHidden } from "@casino/ui/VisuallyHidden";
import { getRequestContext } from "../../core/request-context";
import { HomeSections, rewardCalendarShown } from "@casino/features";
import { HomeRecentRail } from "../../features/lobby/HomeRecentRail";
import { getHomeHero, getHomeRails } from "../../features/home/home-data";
import { HomeCashback } from "../../features/rewards/HomeCashback";
import { FavouritesRead } from "../../features/lobby/FavouritesRead";
import { PageTexts } from "../../core/PageTexts";

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = [
  "home.",
  "cashback.card.",
  "rakeback.",
  "bonus.claimed",
  "bonus.outcome",
  "promotions.calendar.",
  "lobby.favourite",
];

/**
 * Home: the featured promotion, the signed-in player's cashback (unless the theme hides it) and
 * recent games, the rewards entry points (the rakeback calendar's unless the player opted out of it) and the lobby's first categories as rails of games.
 */
export default async function HomePage() {
  const [context, hero, rails] = await Promise.all([getRequestContext(), getHomeHero(), getHomeRails()]);
  const { brandName, theme, t, pageUrl, authenticated, user } = context;
  const cashbackShown = !isCashbackCardHidden(theme);
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-home">
        <VisuallyHidden asChild>
          <h1>{`${brandName}: ${t("site.description")}`}</h1>
        </VisuallyHidden>
        <FavouritesRead>
          <HomeSections
            hero={hero}
            rails={rails}
            signedIn={authenticated}
            rewards={{
              ...(rewardCalendarShown(user.status === "authenticated" ? user.details : null)
                ? { rakebackHref: "?modal=rakeback" }
                : {}),
              promotionsHref: "?modal=calendar",
              ...(cashbackShown ? { cashbackHref: pageUrl("cashback") } : {}),
            }}
            {...(authenticated ? { recent: <HomeRecentRail /> } : {})}
          />
        </FavouritesRead>
        {authenticated && cashbackShown ? <HomeCashback theme={theme} /> : null}
      </main>
    </PageTexts>
  );
}
