import { describe, expect, it } from "vitest";
import { qrImageUrl } from "./qr-image.js";

describe("qrImageUrl", () => {
  it("draws a payment link as an SVG QR code", async () => {
    const url = await qrImageUrl("upi://pay?pa=democasino@icici&am=500");
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(url.split(",")[1] ?? "")).toContain("<path");
  });

  it("shows an image the provider sent as it is", async () => {
    expect(await qrImageUrl("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
  });

  it("refuses what no QR code can hold: nothing, or more than the largest code takes", async () => {
    await expect(qrImageUrl(" ")).rejects.toThrow();
    await expect(qrImageUrl("x".repeat(8000))).rejects.toThrow();
  });
});
