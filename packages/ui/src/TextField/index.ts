export { TextField } from "./TextField";
export type { TextFieldProps } from "./TextField";
export { EmailField } from "./EmailField";
export type { EmailFieldProps } from "./EmailField";
export { Field } from "./Field";
export type { FieldControlProps, FieldProps } from "./Field";
