import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect } from "react";
import "@casino/ui/styles.css";
import { EN_TEXTS } from "@casino/i18n";
import { setFallbackTexts } from "@casino/i18n/react";
import { DEFAULT_THEME, isTheme, THEMES } from "@casino/ui";

// Stories and tests draw outside any provider: they read the static English texts.
setFallbackTexts(EN_TEXTS);

/**
 * Wraps each story in a themed root. The theme is also set on <html>, because modals, popovers,
 * tooltips and toasts are portalled to <body>, outside the story's root — as in a site, where the
 * theme attribute sits on <html>.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = isTheme(context.globals["theme"]) ? context.globals["theme"] : DEFAULT_THEME;
  return (
    <ThemeRoot theme={theme}>
      <Story />
    </ThemeRoot>
  );
};

function ThemeRoot({ theme, children }: { theme: string; children: React.ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.dataset["theme"] = theme;
  }, [theme]);
  return (
    <div data-theme={theme} style={{ padding: "var(--casino-space-4)" }}>
      {children}
    </div>
  );
}

/** Shared by apps/storybook and the component tests, so stories render the same in both. */
const preview: Preview = {
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: "error" },
  },
  globalTypes: {
    theme: {
      description: "Brand theme (the data-theme attribute)",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: THEMES.map((theme) => ({ value: theme, title: theme })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME },
  decorators: [withTheme],
};

export default preview;
