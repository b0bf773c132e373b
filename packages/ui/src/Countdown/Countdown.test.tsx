import { composeStories } from "@storybook/react-vite";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { Countdown } from "./Countdown";
import * as stories from "./Countdown.stories";

const { Minutes, Hours, Days, Finished } = composeStories(stories);

describe("Countdown stories", () => {
  it.each([
    ["Minutes", Minutes, "17:30"],
    ["Hours", Hours, "02:47:35"],
    ["Days", Days, "2:01:01:01"],
    ["Finished", Finished, "00:00"],
  ] as const)("%s shows the remaining time without axe violations", async (_name, Story, face) => {
    const { container } = render(<Story />);
    expect(screen.getByRole("timer")).toHaveTextContent(face);
    await expectNoAxeViolations(container);
  });

  it("calls onComplete when it is already at zero", () => {
    const { onComplete } = stories.default.args;
    onComplete.mockClear();
    render(<Finished />);
    expect(onComplete).toHaveBeenCalledOnce();
  });
});

describe("Countdown ticking", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-04T10:29:58Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts down each second and completes once at zero", () => {
    const onComplete = vi.fn();
    render(<Countdown target={new Date("2026-03-04T10:30:00Z")} onComplete={onComplete} />);
    expect(screen.getByRole("timer")).toHaveTextContent("00:02");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole("timer")).toHaveTextContent("00:01");
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole("timer")).toHaveTextContent("00:00");
    expect(onComplete).toHaveBeenCalledOnce();
  });
});
