export { ProfileDetails } from "./ProfileDetails";
export type { ProfileDetailsProps } from "./ProfileDetails";
