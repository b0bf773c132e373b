export { ProfileInfoForm } from "./ProfileInfoForm";
export type { ProfileInfoFormProps } from "./ProfileInfoForm";
