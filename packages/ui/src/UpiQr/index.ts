export { UpiQr } from "./UpiQr";
export type { UpiQrProps, UpiQrState } from "./UpiQr";
