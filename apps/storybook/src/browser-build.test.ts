import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { browserBuild } from "./browser-build";
import { featuresPackageDir, uiPackageDir } from "./story-globs";

describe("the packages Storybook draws", () => {
  it("are the kit's browser build, whose components load their stylesheets", () => {
    const entry = browserBuild(uiPackageDir());
    expect(entry).toBe(join(uiPackageDir(), "dist", "index.js"));
    const rakebackCalendar = readFileSync(
      join(uiPackageDir(), "dist", "RakebackCalendar", "RakebackCalendar.js"),
      "utf8",
    );
    expect(rakebackCalendar).toContain('import "./RakebackCalendar.css";');
  });

  it("include the wired features' build", () => {
    expect(browserBuild(featuresPackageDir())).toBe(join(featuresPackageDir(), "dist", "index.js"));
  });
});
