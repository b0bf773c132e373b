export { SignUpNextSteps } from "./SignUpNextSteps";
export type { SignUpNextStepsProps } from "./SignUpNextSteps";
