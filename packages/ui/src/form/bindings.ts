import type { RefCallBack } from "react-hook-form";

/** A react-hook-form field (`useController`'s `field`) with a value of type `V`. */
interface BoundField<V> {
  value: V;
  onChange(value: V): void;
  onBlur(): void;
  ref: RefCallBack;
  name: string;
}

/**
 * A form field as the kit's value inputs take it (`DateOfBirthInput`): value, change, blur, the
 * ref that takes focus on an error, and the name.
 *
 * @example <DateOfBirthInput label="Date of birth" {...valueBinding(dateOfBirth.field)} />
 */
export function valueBinding<V>(field: BoundField<V>) {
  return {
    value: field.value,
    onValueChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    name: field.name,
  };
}

/**
 * The calling code and the number as `PhoneField` takes them: the number's field takes the focus
 * and names the pair.
 *
 * @example <PhoneField label="Phone" countries={countries} {...phoneBinding(phoneCode.field, phone.field)} />
 */
export function phoneBinding(code: BoundField<string | undefined>, number: BoundField<string | undefined>) {
  return {
    phoneCode: code.value ?? "",
    onPhoneCodeChange: (value: string) => code.onChange(value),
    phone: number.value ?? "",
    onPhoneChange: (value: string) => number.onChange(value),
    onBlur: number.onBlur,
    inputRef: number.ref,
    name: number.name,
  };
}
