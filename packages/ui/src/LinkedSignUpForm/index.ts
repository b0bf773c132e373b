export { LinkedSignUpForm } from "./LinkedSignUpForm";
export type { LinkedIdentity, LinkedSignUpFormProps } from "./LinkedSignUpForm";
export { LinkedSignInOptions } from "./LinkedSignInOptions";
export type { LinkedSignInOptionsProps, LinkedSignInProvider } from "./LinkedSignInOptions";
