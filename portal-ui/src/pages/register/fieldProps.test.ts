import type {ChangeEvent} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {fieldProps} from './fieldProps';
import {INITIAL_VALUES} from './registerForm';
import type {RegisterForm} from './useRegisterForm';

function givenForm(state: Partial<RegisterForm> = {}): RegisterForm {
  return {
    values: INITIAL_VALUES,
    errors: {},
    submitting: false,
    change: vi.fn(),
    blur: vi.fn(),
    ...state,
  } as RegisterForm;
}

describe('fieldProps', () => {
  it("wires a text field to the form's value, error, change and blur", () => {
    const form = givenForm({
      values: {...INITIAL_VALUES, email: 'mia@'},
      errors: {email: 'Please enter valid email address'},
    });
    const props = fieldProps(form, 'email', 'Email');
    expect(props).toMatchObject({
      name: 'email',
      label: 'Email',
      value: 'mia@',
      error: true,
      helperText: 'Please enter valid email address',
      disabled: false,
    });
    props.onChange({target: {value: 'mia@demo.au'}} as ChangeEvent<HTMLInputElement>);
    expect(form.change).toHaveBeenCalledWith({email: 'mia@demo.au'});
    props.onBlur();
    expect(form.blur).toHaveBeenCalledWith('email');
  });

  it('shows no error for a clean field, and locks every field while the form is sent', () => {
    const props = fieldProps(givenForm({submitting: true}), 'username', 'Username');
    expect(props).toMatchObject({error: false, helperText: undefined, disabled: true});
  });
});
