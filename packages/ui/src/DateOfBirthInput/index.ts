export { DateOfBirthInput } from "./DateOfBirthInput";
export type { DateOfBirthInputProps } from "./DateOfBirthInput";
