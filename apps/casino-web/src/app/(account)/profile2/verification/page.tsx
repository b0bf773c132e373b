// The same page under the page URL table's other name for it (see ../../profile/verify/page.tsx).
export { default, generateMetadata } from "../../profile/verify/page";
