import type { Preview } from "@storybook/react-vite";
import "../src/themes/themes.css";

/** Shared by apps/storybook and the component tests, so stories render the same in both. */
const preview: Preview = {
  parameters: {
    layout: "centered",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
