export { RegistrationClosed } from "./RegistrationClosed";
export type { RegistrationClosedProps } from "./RegistrationClosed";
