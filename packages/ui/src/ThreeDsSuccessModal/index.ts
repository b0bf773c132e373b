export { ThreeDsSuccessModal } from "./ThreeDsSuccessModal";
export type { ThreeDsSuccessModalProps } from "./ThreeDsSuccessModal";
