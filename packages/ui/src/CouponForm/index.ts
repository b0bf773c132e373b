export { CouponForm } from "./CouponForm";
export type { CouponFormProps, CouponResult } from "./CouponForm";
