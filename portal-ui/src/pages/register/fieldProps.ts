import type {ChangeEvent} from 'react';
import type {FieldName} from './registerForm';
import type {RegisterForm} from './useRegisterForm';

type TextFieldName = Exclude<FieldName, 'uploadFrequency' | 'supplier'>;

/** The wiring every text field of the registration form shares. */
export function fieldProps(form: RegisterForm, name: TextFieldName, label: string) {
  return {
    name,
    label,
    value: form.values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.change({[name]: e.target.value}),
    onBlur: () => form.blur(name),
    error: !!form.errors[name],
    helperText: form.errors[name],
    disabled: form.submitting,
  };
}
