export { TextField } from "./TextField";
export type { TextFieldProps } from "./TextField";
export { Field } from "./Field";
export type { FieldControlProps, FieldProps } from "./Field";
