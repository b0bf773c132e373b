import { globSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { storySpecifiers, uiPackageDir } from "./story-globs";

describe("story specifiers", () => {
  it("find the stories of @casino/ui through the package, not a relative path", () => {
    const [, components] = storySpecifiers(uiPackageDir());
    if (typeof components !== "object") throw new Error("no specifier for the components' stories");
    expect(components.directory).toMatch(/packages[\\/]ui[\\/]src$/);
    const files = globSync(components.files.replace("@(ts|tsx)", "{ts,tsx}"), { cwd: components.directory });
    expect(files.some((file) => file.endsWith("Button.stories.tsx"))).toBe(true);
  });
});
