export { VipClub } from "./VipClub";
export type { VipClubLoyalty, VipClubProps } from "./VipClub";
