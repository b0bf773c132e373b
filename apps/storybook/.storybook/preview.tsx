// The component tests render stories with the same annotations (packages/ui/.storybook/preview.tsx).
export { default } from "../../../packages/ui/.storybook/preview";
