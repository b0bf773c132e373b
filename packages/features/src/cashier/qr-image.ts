/**
 * The QR code of `payload` as an SVG data URL, black on white whatever the theme (scanners read
 * dark on light). The QR library is imported here, on demand, so no route's first load carries it.
 * A payload that is already an image (`data:image/…`) is shown as it is. Throws when no QR code
 * can hold the payload, which the cashier reports as an undecodable QR code.
 */
export async function qrImageUrl(payload: string): Promise<string> {
  if (payload.startsWith("data:image/")) return payload;
  if (payload.trim() === "") throw new Error("Nothing to draw a QR code of");
  const [{ generate }, { toSvgDataURL }] = await Promise.all([import("lean-qr"), import("lean-qr/extras/svg")]);
  return toSvgDataURL(generate(payload), { on: "black", off: "white", pad: 4 });
}
