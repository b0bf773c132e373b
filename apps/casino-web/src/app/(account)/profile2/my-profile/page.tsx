// The same page under the name the menu's static data gives it (see ../../profile/page.tsx).
export { default, generateMetadata } from "../../profile/page";
