/** The device type the back end's events and sign-in calls carry: a touch screen counts as mobile. */
export function userDeviceType(): "mobile" | "desktop" {
  return window.matchMedia("(pointer: coarse)").matches ? "mobile" : "desktop";
}

/** The screen's size as sign-in and sign-up report it, `widthxheight` in CSS pixels. */
export function screenResolution(): string {
  return `${String(window.screen.width)}x${String(window.screen.height)}`;
}
