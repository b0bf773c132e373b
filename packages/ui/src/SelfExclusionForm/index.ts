export { SelfExclusionForm } from "./SelfExclusionForm";
export type { CustomSelfExclusion, SelfExclusionChoice, SelfExclusionFormProps } from "./SelfExclusionForm";
