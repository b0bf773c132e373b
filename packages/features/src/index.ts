// `@casino/features`: the connected layer. Each feature of the spec is wired here once (queries and
// mutations from @casino/api-client/react, rules from @casino/domain, drawing by @casino/ui) for any
// React app; the app gives its router through RouterProvider.

export {
  Link,
  RouterProvider,
  useNavigation,
  usePathname,
  useRouterAdapter,
  useSearchParams,
  type RouterAdapter,
  type RouterLinkProps,
  type RouterNavigation,
} from "./router/router-adapter.js";
export { browserRouter } from "./router/browser-router.js";

// Links, the visitor's zone and the tab's API client: what every feature below builds on.
/** Builds a link's address in the visitor's locale through the page URL table. */
export { createHref, pageUrlOptionsOf, type Href, type LinkTarget } from "./links/href.js";
/** {@link createHref} for client components, from the locale and the hydrated settings. */
export { useHref } from "./links/use-href.js";
/** The visitor's time zone as the browser reports it (browser code only). */
export { browserZone } from "./time/browser-zone.js";
/** The visitor's zone in a component the server renders too: UTC until hydrated. */
export { useBrowserZone } from "./time/use-browser-zone.js";
/** Hands the features the browser's API client (at once, or after the page loads), and waits for it. */
export { publishTabApiClient, WithTabApiClient } from "./client/tab-api-client.js";

// Rewards: rakeback, cashback, promotions and the promotions calendar, bonuses.
/** The signed-in player's rakeback calendar with Get, polled while the page is visible. */
export { RakebackCalendarLive } from "./rewards/RakebackCalendarLive.js";
/** `?modal=rakeback`: the rakeback calendar in a dialog, loaded when it opens. */
export { RakebackModalLive } from "./rewards/RakebackModalLive.js";
/** The rakeback calendar on the cashback page, loaded after the page beside the tab's API client. */
export { CashbackRakeback } from "./rewards/CashbackRakeback.js";
/** Whether the rakeback calendar shows for a player (not once they opted out). */
export { rewardCalendarShown } from "./rewards/reward-calendar.js";
/** The reward-calendar opt-out on the limits page. */
export { RewardCalendarSetting } from "./rewards/RewardCalendarSetting.js";
/** The cashback card: the server's figures, then the award as the browser follows it, with its claim. */
export { CashbackCardLive, type CashbackCardLiveProps } from "./rewards/CashbackCardLive.js";
/** The phone menu's compact cashback card. */
export { DrawerCashback } from "./rewards/DrawerCashback.js";
/** `?modal=calendar`: the seven-day promotions preview, loaded when it opens. */
export { PromotionsCalendarModalLive } from "./rewards/PromotionsCalendarModalLive.js";
/** The promotions grid, with Activate for what a player can still take. */
export { PromotionGrid, type PromotionGridItem } from "./rewards/PromotionGrid.js";
/** The promotions grid's cards from the API's answers, and whether a player may take none. */
export { promotionGridItems, promotionsClosed, type PromotionGridSource } from "./rewards/promotion-grid-items.js";
/** The promotions page's filters: read from the address, written into links, offered as groups. */
export {
  promotionFilters,
  promotionsUrl,
  readPromotionFilters,
  type PromotionFilterGroup,
  type PromotionFilters,
} from "./rewards/promotion-filters.js";
/** The bonuses page: active bonus, coupons, offers and history, after the page loads. */
export { BonusesPage } from "./rewards/Bonuses.js";
/** The bonuses page's reads, shared by a server prefetch and the browser's hooks. */
export { BONUSES_PAGE_QUERIES } from "./rewards/bonuses-queries.js";
/** The player's bonuses as the bonus rules read them; the active one and what an offer would burn. */
export {
  activeBonusOf,
  bonusName,
  heldBonuses,
  replacedBonus,
  type ReplacedBonus,
} from "./rewards/bonus-replacement.js";

// Cashier: deposit, withdrawal, transactions; and the pieces they share with other features.
/** The `/deposit` page's cashier, drawn in the browser with the tab's API client. */
export { CashierPage } from "./cashier/CashierPage.js";
/** The bonus reads the cashier makes, for a server that reads them ahead of the page. */
export { CASHIER_BONUS_QUERIES } from "./cashier/deposit-bonuses.js";
/** The cashier itself (methods, amounts, bonus, limits prompt, payment), for an app that places it. */
export { Cashier } from "./cashier/Cashier.js";
/** `?modal=cashier`: the cashier in a dialog, loaded when it opens. */
export { CashierModalLive } from "./cashier/CashierModalLive.js";
/** `?modal=deposit-<outcome>`: how a deposit ended, loaded when it opens. */
export { DepositOutcomeModalLive } from "./cashier/DepositOutcomeModalLive.js";
/** `?modal=deposit-3ds-success`: the 3DS answer posted once, loaded when it opens. */
export { ThreeDsSuccessModalLive } from "./cashier/ThreeDsSuccessModalLive.js";
/** The payment methods as the kit's DepositForm takes them (kinds, amounts, thumbnails from the API's assets). */
export { depositMethodOptions } from "./cashier/deposit-methods.js";
/** The `/withdraw` page's withdrawal, drawn on the server under the page's reads. */
export { WithdrawPage } from "./cashier/WithdrawPage.js";
/** The withdrawal methods as the kit's WithdrawForm takes them, and its read of the pending withdrawals. */
export { WITHDRAW_PENDING_QUERY, withdrawalMethodOptions } from "./cashier/withdrawal-methods.js";
/** The read of a player's payment methods the cashier and the withdrawal make: a server page makes the same before it renders. */
export { playerPaymentMethodsQuery } from "./cashier/player-payment-methods.js";
/** The `/profile/transactions` page's history, drawn on the server under the page's read. */
export { TransactionsPage } from "./cashier/TransactionsPage.js";
/** The transactions page's filters and page in the address: read, and written into links. */
export {
  readTransactionsAddress,
  transactionsPageQuery,
  transactionsUrl,
  type TransactionsAddress,
} from "./cashier/transaction-filters.js";
/** Previous and next links between the pages of a list, its place kept in the address. */
export { Pagination, type PaginationProps } from "./lobby/Pagination.js";
/** The API's countries as the kit's pickers take them. */
export { countryOptions } from "./account/country-options.js";
/** The visit's campaign (affiliate token, cpnc, mkt, first URL): captured, read, sent with events. */
export {
  campaignEventFields,
  captureVisit,
  firstVisitPath,
  readCampaign,
  type CampaignValues,
} from "./campaign/campaign-storage.js";
/** The campaign in a component, and `useLogEvent` that sends it with every event. */
export { useCampaign, useLogEventWithCampaign } from "./campaign/use-campaign.js";

// Tournaments and identity verification.
/** The tournaments page: running, coming and ended tournaments with their leaderboards, drawn on the server. */
export { Tournaments } from "./tournaments/Tournaments.js";
/** The tournaments whose leaderboard the page shows at an instant: the boards its server reads. */
export { shownLeaderboards } from "./tournaments/shown-leaderboards.js";
/** The verification page's document cards (KYC), read and sent through the tab's API client, drawn in the browser. */
export { VerificationSection } from "./verification/VerificationSection.js";
/** A calendar day (`yyyy-MM-dd`) as the player reads dates, in their locale. */
export { formatCalendarDay } from "./time/format-day.js";
// The account screens of issue 32: wallet, VIP club, history, free money, the profile's details.
export { WalletPanel, type WalletPanelProps } from "./wallet/WalletPanel.js";
export { VipClubPanel, type VipClubPanelProps } from "./vip-club/VipClubPanel.js";
export {
  HISTORY_TABS,
  historyTabOf,
  PlayerHistory,
  type HistoryTab,
  type PlayerHistoryProps,
} from "./history/PlayerHistory.js";
export { FreeMoneyPanel, type FreeMoneyPanelProps } from "./free-money/FreeMoneyPanel.js";
export { PlayerProfileDetails, type PlayerProfileDetailsProps } from "./profile-details/PlayerProfileDetails.js";
// The live chat (docs/features.md, "Live chat") and a game's Game Pulse ("Game Pulse").
export { LiveChat, type LiveChatProps } from "./chat/LiveChat.js";
export { useChatPresence, type ChatPresence } from "./chat/use-chat-presence.js";
export { GamePulseSection, type GamePulseSectionProps } from "./game-pulse/GamePulseSection.js";

// Account and safety (issue 28): the tab's session, the sign-in and sign-up modals, the profile pages,
// limits, breaks, exclusions and the reality check.
/** Whether the tab is signed in: the server's answer first, then sign-in, logout and other tabs. */
export { SessionProvider, useSession, type SessionContextValue } from "./session/SessionProvider.js";
/** A 403 in the browser: clears the session's stored keys and opens the page again with the login modal. */
export { expireBrowserSession } from "./session/browser-session.js";
/** The session's work in the browser: logout, inactivity, other tabs, the session alert, the live wallet, the reality check. */
export { SessionServices } from "./account/SessionServices.js";
/** The query-string modals' addresses: opened (`?modal=login`), closed, and without a read token or 3DS data. */
export { urlWithModal, urlWithoutModal, urlWithoutThreeDsData, urlWithoutToken } from "./links/query-string.js";
/** The account modals, each loaded from its own chunk when the query opens it. */
export {
  LinkedSignUpModalLive,
  LoginModalLive,
  ResetPasswordModalLive,
  SignUpModalLive,
  SwitchAccountModalLive,
  VerifyEmailModalLive,
} from "./account/AccountModals.js";
/** Props of the login modal (its CSP nonce for reCAPTCHA, its close). */
export type { LoginModalContainerProps as LoginModalLiveProps } from "./account/LoginModalContainer.js";
/** The header's player corner: signed in or not, the balance and the player's name, from the tab's session. */
export { usePlayerHeader, type PlayerHeader } from "./account/use-player-header.js";
/** The header's account menu: the player's pages from the menu routes, labelled and linked. */
export { accountMenu, type AccountMenuContext, type AccountMenuLink } from "./account/account-menu.js";
/** The profile page's overview: balance, loyalty and the player's details. */
export { ProfileOverview, type ProfileOverviewProps } from "./account/ProfileOverview.js";
/** The profile form and the password change, drawn in the browser. */
export { EditProfile } from "./account/EditProfile.js";
/** The `/register` page's sign-up form, drawn in the browser. */
export { SignUpPage } from "./account/SignUpPage.js";
/** The player's statistics page, drawn in the browser. */
export { PlayerStatsPage } from "./account/PlayerStatsPage.js";
/** Refer a friend: the player's link with Copy. */
export { ReferralPanel } from "./account/ReferralPanel.js";
/** The limits page's deposit, loss, wager, session and bet-size limits, self-exclusion and breaks. */
export { LimitsSection } from "./safety/LimitsSection.js";
/** The limits page's ghost-mode switch. */
export { GhostModeSetting } from "./safety/GhostModeSetting.js";
/** The freeze page's breaks and quick lock. */
export { FreezeSection } from "./safety/FreezeSection.js";
/** The responsible-gambling page's links to the safer-gambling tools. */
export { SaferGamblingTools } from "./safety/SaferGamblingTools.js";

// The lobby, search and game page, home, legal pages, the country restriction and the cookie consent
// (issue 28). Pages load their data on the server and pass it in; the parts that need the browser
// load as chunks of their own.
/** One cookie of a `document.cookie` string, and a site-wide `document.cookie` assignment. */
export { cookieAssignment, readCookie, type CookieAssignmentOptions } from "./browser/cookies.js";
/** The game cookies' consent: read, accepted (cookie and storage), and followed by `useSyncExternalStore`. */
export { acceptCookieConsent, readCookieConsent, subscribeCookieConsent } from "./consent/cookie-consent.js";
/** The cookie notice, drawn in the browser until the consent is given (never on game or play pages). */
export { CookieNoticeGate } from "./consent/CookieNoticeGate.js";
/** The lobby's categories as rails of their first games, a heart on each tile. */
export { LobbyRails, type LobbyRail } from "./lobby/LobbyRails.js";
/** How many tiles of a lobby page's first list load their pictures first: what a phone shows before scrolling. */
export { FIRST_SCREEN_TILES, RAIL_FIRST_DRAWN_TILES } from "./lobby/first-screen-tiles.js";
/** A page of games as a grid with a heart on each tile. */
export { CategoryGames } from "./lobby/CategoryGames.js";
/** A game list (sort, tiles, pages) a server renders with the page's data, every choice in the address. */
export { GameListing, type GameListingProps } from "./lobby/GameListing.js";
/** Gives a list of game tiles its hearts: the sign-in for a guest, the player's favourites once signed in. */
export { WithFavourites, type RenderWithFavourites } from "./lobby/WithFavourites.js";
/** A game list's address: its query read back (page, sort, text) and written into links. */
export { listUrl, pageNumberOf, sortOf, textOf, type ListParams, type QueryValue } from "./lobby/list-query.js";
/** The addresses of a game's page, its play page and a category, and a game as a tile shows it. */
export { categoryPageUrl, gamePageUrl, playPageUrl, toGameItem } from "./lobby/game-items.js";
/** The providers as a grid of tiles linking to each one's games. */
export { ProviderList } from "./lobby/ProviderList.js";
/** The search page's address, and whether a key press is the search shortcut (`/`, Ctrl+K). */
export { isSearchShortcut, searchPageUrl } from "./lobby/search-url.js";
/** The header's search: a link to the search page that opens the search dialog instead. */
export { HeaderSearch } from "./lobby/HeaderSearch.js";
/** The lobby's browser services: the search dialog while open, the visitor's location on game pages. */
export { LobbyBrowserServices } from "./lobby/LobbyBrowserServices.js";
/** A game's details beside its picture and its stage, rendered by a server with the page's data. */
export { GameDetails, playableGame } from "./lobby/GameDetails.js";
/** A game's stage: consent, country restriction, Play and demo, the play page's frame and refusals. */
export { GamePlay, type GamePlayGame, type StakingClosed } from "./lobby/GamePlay.js";
/** The game page's Game Pulse, loaded in the browser from its own chunk. */
export { GamePulseLazy } from "./lobby/GamePulseLazy.js";
/** Removes the game page's body style when the player leaves game pages (mounted once in the header). */
export { GamePageBodyStyleReset } from "./lobby/GamePageBodyStyle.js";
/** The home page's hero, rewards entry points, recent games and game rails. */
export { HomeSections, type HomeSectionsProps } from "./home/HomeSections.js";
/** The legal and help pages (`/<slug>`, their names and footer groups), and the one of a slug. */
export { LEGAL_DOCUMENTS, legalDocument, type LegalDocumentEntry } from "./legal/legal-documents.js";
/** A legal document drawn by the kit, for a page a server renders. */
export { LegalDocumentView } from "./legal/LegalDocumentView.js";
/** The restricted-country overlay for visitors the settings exclude, with the location re-check. */
export { RestrictionGate, type RestrictionGateProps } from "./restriction/RestrictionGate.js";
/** The device type and screen size the back end's events and sign-in calls carry (browser code only). */
export { screenResolution, userDeviceType } from "./browser/device.js";
/** Logs a page view shortly after each route change and keeps the tab's go-back history. */
export { PageViewTracker } from "./analytics/PageViewTracker.js";
/** Go back over the tab's last 5 pages, or to the locale's root when there is none. */
export { GoBackButton, type GoBackButtonProps } from "./analytics/GoBackButton.js";
/** Captures the campaign data (affiliate token, cpnc, mkt, first page) of every page the visitor opens. */
export { CampaignCapture } from "./campaign/CampaignCapture.js";
/** The account screens (wallet, VIP club, history, free money), each loaded in the browser from its own chunk. */
export { FreeMoneyScreen, HistoryScreen, VipClubScreen, WalletScreen } from "./account-screens/AccountScreens.js";
/** What an account screen says to a visitor: sign in to see it, with the login modal's link. */
export { SignedOutLine } from "./account-screens/SignedOutLine.js";
/** The `/chat` page's live chat, loaded in the browser from its own chunk. */
export { LiveChatPage } from "./chat/LiveChatPage.js";

// The shell (issue 28): the wired header and footer, the navigation they show, the page for a site
// whose settings cannot be loaded.
/** The kit's header wired: the app's links, the current page marked, the sign-in modals, the live session. */
export { SiteHeaderLive, type SiteHeaderLiveProps } from "./shell/SiteHeaderLive.js";
/** The kit's footer wired: the app's links and a language switcher that keeps the page. */
export { SiteFooterLive, type SiteFooterLiveProps } from "./shell/SiteFooterLive.js";
/** The header's main navigation, the footer's groups and the responsible-gambling page, from the page URL table and the texts. */
export {
  footerGroups,
  mainNavigation,
  RESPONSIBLE_GAMBLING_PATH,
  type NavigationContext,
  type NavigationGroup,
  type NavigationLink,
} from "./shell/navigation.js";
/** The cashier's pages in the header's account menu: withdraw and the transaction history. */
export { cashierMenu } from "./shell/cashier-menu.js";
/** A language's name in itself ("Deutsch"), for the footer's language switcher. */
export { languageName } from "./shell/language-names.js";
/** The whole site while the back end's settings cannot be loaded: one sentence and Try again. */
export { SiteUnavailable } from "./shell/SiteUnavailable.js";
