export { Toast, ToastProvider } from "./Toast";
export type { ToastProps, ToastProviderProps } from "./Toast";
