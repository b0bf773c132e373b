export { SelfExclusionForm } from "./SelfExclusionForm";
export type { SelfExclusionChoice, SelfExclusionFormProps } from "./SelfExclusionForm";
