/** Where Storybook finds stories: beside each component of @casino/ui, and this app's own docs pages. */
export const storyGlobs = [
  "../src/**/*.mdx",
  "../../../packages/ui/src/**/*.mdx",
  "../../../packages/ui/src/**/*.stories.@(ts|tsx)",
] as const;
