import { globSync } from "node:fs";
import { join } from "node:path";
import { recordOperation } from "@casino/api-client/contract";
import type { EndpointName } from "@casino/api-client";
import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { RecordedApi } from "./recorded-fetch.js";
import { callsOfLastStory, recordedApiOf } from "./with-recorded-api.js";

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { parameters?: unknown; storyName?: string };

// Every story of the features, found beside the features (`src/<feature>/<Feature>.stories.tsx`).
const files = globSync("*/**/*.stories.tsx", { cwd: join(import.meta.dirname, "..") });
const modules = await Promise.all(
  files.map(async (file) => ({ file, module: (await import(`../${file}`)) as StoriesModule })),
);

const stories = modules.flatMap(({ file, module }) =>
  Object.entries(composeStories(module) as Record<string, ComposedStory>).map(([name, Story]) => {
    const api = recordedApiOf(Story.parameters);
    if (api === undefined) throw new Error(`${file} ${name} names no recorded back end`);
    return { label: `${file.replace(/\.stories\.tsx$/, "")} ${name}`, Story, api };
  }),
);

const TRY_AGAIN = { name: "Try again" } as const;

async function settle(): Promise<void> {
  // Lets the answered calls, the lazy parts and React's updates run.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

async function expectShown(api: RecordedApi): Promise<void> {
  if (api.shows !== undefined) expect((await screen.findAllByText(api.shows)).length).toBeGreaterThan(0);
}

describe("the features' stories", () => {
  it("are found, one file per wired feature", () => {
    expect(files.length).toBeGreaterThanOrEqual(16);
  });

  // A recorded answer the client's schema no longer accepts would show the error state where the
  // story means data: every answer of every story is parsed as the client parses it.
  it.each(stories)("$label: every recorded answer fits the client's schema", async ({ api }) => {
    for (const [endpoint, answer] of Object.entries(api.answers)) {
      const { response } = await recordOperation(endpoint as EndpointName);
      if (response === undefined) throw new Error(`${endpoint} has no answer schema`);
      const parsed = v.safeParse(response, answer);
      expect(parsed.issues?.map((issue) => `${endpoint}: ${v.getDotPath(issue)} ${issue.message}`) ?? []).toEqual([]);
    }
  });

  it.each(stories)("$label: draws its state from the recorded back end", async ({ Story, api }) => {
    render(<Story />);
    const calls = callsOfLastStory();
    if (api.state === "loading") {
      await settle();
      expect(calls.made.length).toBeGreaterThan(0);
      expect(calls.unanswered).toBeGreaterThan(0);
      expect(screen.queryByRole("button", TRY_AGAIN)).toBeNull();
    } else if (api.state === "error" && api.tryAgain === false) {
      await expectShown(api);
    } else if (api.state === "error") {
      fireEvent.click(await screen.findByRole("button", TRY_AGAIN));
      await expectShown(api);
      expect(screen.queryByRole("button", TRY_AGAIN)).toBeNull();
    } else {
      await expectShown(api);
      await settle();
      expect(screen.queryByRole("button", TRY_AGAIN)).toBeNull();
    }
    expect(calls.unrecorded).toEqual([]);
  });
});
