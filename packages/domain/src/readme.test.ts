import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { errorTextKey } from "./error-catalogue";
import { ERROR_CATALOGUES } from "./error-codes";
import { LOGOUT_REASONS, logoutReasonTextKey } from "./logout";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("the README, this package's contract", () => {
  it("lists every error code of the server catalogues with its text key", () => {
    const missing = ERROR_CATALOGUES.filter((catalogue) => catalogue.group !== "generic" && catalogue.group !== "other")
      .flatMap((catalogue) => catalogue.codes.map((code: string) => [code, errorTextKey(catalogue, code)] as const))
      .filter(([code, key]) => !readme.includes(`\`${code}\``) || !readme.includes(`\`${key}\``))
      .map(([code]) => code);
    expect(missing).toEqual([]);
  });

  it("lists every generic and other situation and every logout reason", () => {
    const situations = ERROR_CATALOGUES.filter(
      (catalogue) => catalogue.group === "generic" || catalogue.group === "other",
    ).flatMap((catalogue) => catalogue.codes);
    const reasons = LOGOUT_REASONS.flatMap((reason) => [reason, logoutReasonTextKey(reason)]);
    expect([...situations, ...reasons].filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
