import type { StorybookConfig } from "@storybook/react-vite";
import { storyGlobs } from "../src/story-globs";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: [...storyGlobs],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: {},
};

export default config;
