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
