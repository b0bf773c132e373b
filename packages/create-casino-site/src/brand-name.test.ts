import { expect, it } from "vitest";
import { brandDisplayName } from "./brand-name.js";

it("reads a package name as the brand's name players see", () => {
  expect(brandDisplayName("lucky-lulu")).toBe("Lucky Lulu");
  expect(brandDisplayName("casino_royal.eu")).toBe("Casino Royal Eu");
  expect(brandDisplayName("wincraft")).toBe("Wincraft");
});
