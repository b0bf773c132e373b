/** Events logged through log-event that the product names (see docs/features.md, Page views and history). */
export const LOG_EVENTS = {
  pageView: "PAGE_VIEW",
  alternativeMethodButton: "ALTERNATIVE_METHOD_BUTTON",
  methodSelected: "PAYMENT_METHOD_SELECTED",
} as const;

/** One logged event's name. */
export type LogEventName = (typeof LOG_EVENTS)[keyof typeof LOG_EVENTS];
