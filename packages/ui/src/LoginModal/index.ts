export { LoginModal } from "./LoginModal";
export type { LoginCredentials, LoginModalProps } from "./LoginModal";
