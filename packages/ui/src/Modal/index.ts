export { Modal } from "./Modal";
export type { ModalProps } from "./Modal";
export { useAnyModalOpen } from "./modal-layer";
