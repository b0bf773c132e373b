import type { Finding, Probe } from "./api";

// Computed-style probes run in the browser on whatever the last mounted story rendered (in its
// container and in portals on <body>), and on the stand-in page behind it.

type Rgba = readonly [number, number, number, number];

const TRANSPARENT: Rgba = [0, 0, 0, 0];
// The browser's canvas when nothing paints: white.
const CANVAS: Rgba = [255, 255, 255, 1];

function parseColor(value: string): Rgba | null {
  const match = /rgba?\(([^)]+)\)/.exec(value);
  if (!match?.[1]) return null;
  const [r = 0, g = 0, b = 0, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}

/** `top` painted over `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top[3] + bottom[3] * (1 - top[3]);
  if (alpha === 0) return TRANSPARENT;
  const channel = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / alpha;
  return [channel(0), channel(1), channel(2), alpha];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The elements of the story: its container and the portals Radix adds to <body>. */
function storyRoots(): Element[] {
  return [...document.body.children].filter((child) => child.id !== "page" && child.tagName !== "SCRIPT");
}

function elementsOfStory(selector: string): HTMLElement[] {
  return storyRoots().flatMap((root) => [
    ...(root.matches(selector) ? [root as HTMLElement] : []),
    ...root.querySelectorAll<HTMLElement>(selector),
  ]);
}

function isShown(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return (
    rect.width > 0 &&
    rect.height > 0 &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
  );
}

function describe(element: Element): string {
  const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
  const classes = [...element.classList].join(".");
  return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}>${text ? ` "${text}"` : ""}`;
}

const viewport = () => ({ width: document.documentElement.clientWidth, height: window.innerHeight });

function covers(rect: DOMRect): boolean {
  const { width, height } = viewport();
  return rect.left <= 0 && rect.top <= 0 && rect.right >= width && rect.bottom >= height;
}

function numericZIndex(element: Element): number {
  const value = Number.parseInt(getComputedStyle(element).zIndex, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** Whether what the player sees at (x, y) belongs to `element`, not to the page behind it. */
function isOnTopAt(element: Element, x: number, y: number): boolean {
  const hit = document.elementFromPoint(x, y);
  return hit !== null && (element === hit || element.contains(hit));
}

export function checkDialogs(story: string, { opaqueBackdrop }: { opaqueBackdrop: boolean }): Probe {
  const findings: Finding[] = [];
  const add = (element: Element, problem: string) => findings.push({ story, element: describe(element), problem });
  const dialogs = elementsOfStory('[role="dialog"], [role="alertdialog"]').filter(isShown);
  const pageZ = numericZIndex(document.getElementById("page-header") ?? document.body);
  const { width, height } = viewport();
  for (const dialog of dialogs) {
    const style = getComputedStyle(dialog);
    if (style.position !== "fixed") add(dialog, `is position: ${style.position}, not fixed`);
    if (numericZIndex(dialog) <= pageZ) add(dialog, `z-index ${style.zIndex} is not above the page's ${pageZ}`);
    const rect = dialog.getBoundingClientRect();
    if (!isOnTopAt(dialog, rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 24))) {
      add(dialog, "is covered by something else at its centre");
    }
    // The backdrop: what a player sees in the viewport's corners, outside the dialog.
    for (const [x, y] of [
      [1, 1],
      [width - 2, height - 2],
    ] as const) {
      const hit = document.elementFromPoint(x, y);
      if (hit === null || hit === dialog || dialog.contains(hit)) continue;
      if (document.getElementById("page")?.contains(hit) || hit === document.body || hit === document.documentElement) {
        add(dialog, `leaves the page uncovered at (${x}, ${y}): ${describe(hit)}`);
        continue;
      }
      const backdrop = getComputedStyle(hit);
      const color = parseColor(backdrop.backgroundColor) ?? TRANSPARENT;
      if (backdrop.position !== "fixed") add(hit, `backdrop is position: ${backdrop.position}, not fixed`);
      if (!covers(hit.getBoundingClientRect())) add(hit, "backdrop does not cover the viewport");
      if (opaqueBackdrop ? color[3] < 1 : color[3] < 0.4) {
        add(hit, `backdrop ${backdrop.backgroundColor} is too transparent`);
      }
    }
  }
  return { count: dialogs.length, findings };
}

// Links inside a sentence are exempt from the target size (WCAG 2.5.8, "inline").
function isInlineLink(element: HTMLElement): boolean {
  return element.tagName === "A" && getComputedStyle(element).display === "inline";
}

export function checkTargets(story: string, primaryMin: number): Probe {
  const findings: Finding[] = [];
  const targets = elementsOfStory('button, a[href], [role="button"], [role="link"]').filter(
    (element) => isShown(element) && !isInlineLink(element),
  );
  for (const target of targets) {
    const { width, height } = target.getBoundingClientRect();
    const primary = target.matches('[data-variant="primary"]');
    const min = primary ? primaryMin : 24;
    if (width < min - 0.5 || height < min - 0.5) {
      findings.push({
        story,
        element: describe(target),
        problem: `${primary ? "primary action" : "target"} is ${width.toFixed(1)}×${height.toFixed(1)} px, under ${min}×${min}`,
      });
    }
  }
  return { count: targets.length, findings };
}

/** The background a text is drawn on: the layers behind it down to the first opaque one. */
function backgroundsBehind(element: Element): Rgba[] {
  const layers: Rgba[] = [];
  let gradientStops: Rgba[] | null = null;
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.backgroundImage.includes("gradient")) {
      // Text on a gradient must read on every colour the gradient passes through.
      gradientStops = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map(
        ([stop]) => parseColor(stop) ?? CANVAS,
      );
      break;
    }
    const color = parseColor(style.backgroundColor) ?? TRANSPARENT;
    if (color[3] > 0) layers.push(color);
    if (color[3] >= 1) break;
  }
  const bases = gradientStops ?? [CANVAS];
  return bases.map((base) => layers.reduceRight<Rgba>((below, layer) => over(layer, below), base));
}

function ownText(element: Element): string {
  return [...element.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? "")
    .join("")
    .trim();
}

/** Opacity of the element and its ancestors, multiplied: the text fades with them. */
function cumulativeOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    opacity *= Number(getComputedStyle(node).opacity);
  }
  return opacity;
}

export function checkContrast(story: string): Probe {
  const findings: Finding[] = [];
  const page = document.getElementById("page");
  const candidates = [...elementsOfStory("*"), ...(page ? [...page.querySelectorAll("*")] : [])];
  // Disabled controls are exempt from contrast (WCAG 1.4.3, "inactive user interface components").
  const texts = candidates.filter(
    (element) =>
      ownText(element) !== "" && isShown(element) && element.closest(':disabled, [aria-disabled="true"]') === null,
  );
  for (const element of texts) {
    const style = getComputedStyle(element);
    const color = parseColor(style.color) ?? CANVAS;
    const faded: Rgba = [color[0], color[1], color[2], color[3] * cumulativeOpacity(element)];
    const worst = Math.min(
      ...backgroundsBehind(element).map((background) => contrast(over(faded, background), background)),
    );
    if (worst < 4.5) {
      findings.push({
        story,
        element: describe(element),
        problem: `text contrast ${worst.toFixed(2)}:1 is under 4.5:1`,
      });
    }
  }
  return { count: texts.length, findings };
}

export function checkCookieBanner(story: string): Probe {
  const findings: Finding[] = [];
  const banners = elementsOfStory("section").filter(
    (section) => isShown(section) && /cookie/i.test(section.textContent ?? ""),
  );
  const { width, height } = viewport();
  for (const banner of banners) {
    const add = (problem: string) => findings.push({ story, element: describe(banner), problem });
    const style = getComputedStyle(banner);
    const rect = banner.getBoundingClientRect();
    if (style.position !== "fixed") add(`is position: ${style.position}, not fixed`);
    if (rect.bottom > height || height - rect.bottom > 32)
      add(`ends ${height - rect.bottom}px above the viewport's bottom`);
    if (rect.left < 0 || rect.right > width) add("overflows the viewport's width");
    if (!isOnTopAt(banner, rect.left + rect.width / 2, rect.top + rect.height / 2)) add("is covered by the page");
  }
  return { count: banners.length, findings };
}
