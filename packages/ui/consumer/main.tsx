// The consumer page: the built kit, imported by its package name as a site imports it, with the
// shipped stylesheet. Every story renders alone on request (`window.casinoConsumer.mount(id)`),
// in the theme named by `?theme=`.
import "@casino/ui/styles.css";
import { DEFAULT_THEME, isTheme } from "@casino/ui";
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import preview from "../.storybook/preview";
import type { ConsumerPage } from "./api";
import { checkContrast, checkCookieBanner, checkDialogs, checkTargets } from "./probes";

type StoriesModule = Parameters<typeof composeStories>[0];

setProjectAnnotations([preview]);

const requested = new URLSearchParams(window.location.search).get("theme");
const theme = isTheme(requested) ? requested : DEFAULT_THEME;
document.documentElement.dataset["theme"] = theme;

const modules = import.meta.glob<StoriesModule>("../src/**/*.stories.tsx", { eager: true });
const stories = new Map<string, ComponentType>();
for (const module of Object.values(modules)) {
  const composed: Record<string, ComponentType> = composeStories(module, { initialGlobals: { theme } });
  for (const [name, Story] of Object.entries(composed)) stories.set(`${module.default.title}/${name}`, Story);
}

let root: Root | null = null;

function unmount(): void {
  root?.unmount();
  root = null;
}

/**
 * Fonts loaded, portals mounted, parts that load after mount (the header's menus) arrived, and
 * every finite animation (a modal's fade) at its end: passes repeat until one changes nothing.
 */
async function settle(): Promise<void> {
  for (let pass = 0; pass < 20; pass += 1) {
    let changed = false;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // A module still on its way has no animation yet: give its import a moment before judging.
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    if (!changed && finite.length === 0) return;
  }
}

async function mount(id: string): Promise<void> {
  unmount();
  const Story = stories.get(id);
  const container = document.getElementById("story-root");
  if (!Story || !container) throw new Error(`no story ${id}`);
  const next = createRoot(container);
  root = next;
  flushSync(() => next.render(<Story />));
  await settle();
}

const page: ConsumerPage = {
  ids: [...stories.keys()].sort(),
  mount,
  unmount,
  checkDialogs,
  checkTargets,
  checkContrast,
  checkCookieBanner,
};
window.casinoConsumer = page;
