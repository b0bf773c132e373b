// The same page under the name the menu's static data gives it (see ../../bonuses/page.tsx).
export { default, generateMetadata } from "../../bonuses/page";
