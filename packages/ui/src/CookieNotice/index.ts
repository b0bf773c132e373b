export { CookieNotice, PRIVACY_POLICY_PATH } from "./CookieNotice";
export type { CookieNoticeProps } from "./CookieNotice";
