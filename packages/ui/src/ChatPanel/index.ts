export { ChatPanel } from "./ChatPanel";
export type { ChatPanelMessage, ChatPanelParticipant, ChatPanelProps, ChatRefusal } from "./ChatPanel";
