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

// The live chat (docs/features.md, "Live chat") and a game's Game Pulse ("Game Pulse").
export { LiveChat, type LiveChatProps } from "./chat/LiveChat.js";
export { useChatPresence, type ChatPresence } from "./chat/use-chat-presence.js";
export { GamePulseSection, type GamePulseSectionProps } from "./game-pulse/GamePulseSection.js";
