// The account menu's VIP club is the same page (see ../../../(rewards)/vip-club/page.tsx).
export { default, generateMetadata } from "../../../(rewards)/vip-club/page";
