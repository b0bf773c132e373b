import { globSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { storyGlobs } from "./story-globs";

const storybookDir = fileURLToPath(new URL("../.storybook", import.meta.url));

describe("story globs", () => {
  it("find the stories of @casino/ui", () => {
    const files = storyGlobs.flatMap((pattern) =>
      globSync(pattern.replace("@(ts|tsx)", "{ts,tsx}"), { cwd: storybookDir }),
    );
    expect(files.some((file) => file.endsWith("Button.stories.tsx"))).toBe(true);
  });
});
