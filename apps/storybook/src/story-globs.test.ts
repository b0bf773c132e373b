import { globSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { featuresPackageDir, storySpecifiers, uiPackageDir } from "./story-globs";

function storyFiles(specifier: ReturnType<typeof storySpecifiers>[number] | undefined): string[] {
  if (typeof specifier !== "object") throw new Error("no specifier for these stories");
  return globSync(specifier.files.replace("@(ts|tsx)", "{ts,tsx}"), { cwd: specifier.directory });
}

describe("story specifiers", () => {
  it("find the stories of @casino/ui through the package, not a relative path", () => {
    const [, components] = storySpecifiers(uiPackageDir(), featuresPackageDir());
    if (typeof components !== "object") throw new Error("no specifier for the components' stories");
    expect(components.directory).toMatch(/packages[\\/]ui[\\/]src$/);
    expect(storyFiles(components).some((file) => file.endsWith("Button.stories.tsx"))).toBe(true);
  });

  it("find the stories of @casino/features (the wired features over recorded answers) through the package", () => {
    const [, , features] = storySpecifiers(uiPackageDir(), featuresPackageDir());
    if (typeof features !== "object") throw new Error("no specifier for the features' stories");
    expect(features.directory).toMatch(/packages[\\/]features[\\/]src$/);
    expect(storyFiles(features).some((file) => file.endsWith("WalletPanel.stories.tsx"))).toBe(true);
  });
});
