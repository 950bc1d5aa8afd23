import {useRef, useState} from 'react';
import {ApiError, MESSAGES} from '@voltcheck/api-client';
import type {RestSchema} from '@voltcheck/api-client';
import {
  fieldFromServer,
  FIELD_ORDER,
  INITIAL_VALUES,
  toRegistrationUser,
  validateAll,
  validateField,
} from './registerForm';
import type {FieldErrors, FieldName, RegisterValues} from './registerForm';
import {isManufacturerAvailable, isManufacturerOnCecList, isUsernameTaken, register} from './register.queries';
import {GENERIC_ERROR} from '@voltcheck/ui-shared';

export const MANUFACTURER_REGISTERED =
  'Manufacturer is already registered, Please use forgot password to reset your password.';
export const NOT_ON_CEC_LIST = 'Manufacturer name does not match with CEC list.';

type CheckedField = 'username' | 'companyName';

function focusField(name: FieldName) {
  const el = document.querySelector<HTMLElement>(`form[aria-label="Register"] [name="${name}"]`);
  el?.focus();
}

/** The registration form: values, client-side and server-side checks, and the submission. */
export function useRegisterForm() {
  const [values, setValues] = useState<RegisterValues>(INITIAL_VALUES);
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState<Partial<Record<CheckedField, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const checks = useRef<Partial<Record<CheckedField, {value: string; error?: string}>>>({});

  function change(patch: Partial<RegisterValues>) {
    const next = {...valuesRef.current, ...patch};
    valuesRef.current = next;
    setValues(next);
    // A field showing an error is re-checked as the user fixes it.
    setErrors(prev => {
      const copy = {...prev};
      for (const key of Object.keys(patch) as FieldName[]) {
        const name: FieldName = key === 'placeId' || key === 'addressLine1' ? 'address' : key;
        if (copy[name]) copy[name] = validateField(name, next);
      }
      return copy;
    });
  }

  /** Server-side availability checks; a check that cannot run leaves the decision to the server. */
  async function runCheck(name: CheckedField): Promise<string | undefined> {
    const {supplier} = valuesRef.current;
    // The company answer depends on the kind of company being registered.
    const value =
      name === 'companyName'
        ? `${valuesRef.current.companyName.trim()}\n${supplier}`
        : valuesRef.current.username.trim();
    const text = valuesRef.current[name].trim();
    const cached = checks.current[name];
    if (cached && cached.value === value) {
      setErrors(prev => ({...prev, [name]: cached.error}));
      return cached.error;
    }
    setChecking(c => ({...c, [name]: true}));
    try {
      let error: string | undefined;
      if (name === 'username') error = (await isUsernameTaken(text)) ? MESSAGES.usernameTaken : undefined;
      else if (!(await isManufacturerAvailable(text, supplier))) error = MANUFACTURER_REGISTERED;
      else if (!(await isManufacturerOnCecList(text, supplier))) error = NOT_ON_CEC_LIST;
      checks.current[name] = {value, error};
      const now = valuesRef.current;
      if (now[name].trim() === text && now.supplier === supplier) setErrors(prev => ({...prev, [name]: error}));
      return error;
    } catch {
      return undefined;
    } finally {
      setChecking(c => ({...c, [name]: false}));
    }
  }

  function blur(name: FieldName) {
    const v = valuesRef.current;
    const value = v[name];
    const empty = typeof value === 'string' ? !value.trim() : value === 0;
    if (empty && !errors[name]) return; // tabbing through an empty form does not nag; submit does
    const error = validateField(name, v);
    // A name that passes the client rules keeps its server answer until the server check says otherwise.
    if (!error && (name === 'username' || name === 'companyName')) void runCheck(name);
    else setErrors(prev => ({...prev, [name]: error}));
  }

  function showServerError(body: unknown) {
    const answer = (body && typeof body === 'object' ? body : {}) as Partial<RestSchema<'ErrorResponse'>>;
    const message = answer.message || GENERIC_ERROR;
    const field = fieldFromServer(answer.field);
    if (field) {
      setErrors(prev => ({...prev, [field]: message}));
      window.setTimeout(() => focusField(field));
    } else setFailure(message);
  }

  async function submit() {
    if (submitting) return;
    const v = valuesRef.current;
    const found = validateAll(v);
    setFailure('');
    setSubmitting(true);
    try {
      const [username, company] = await Promise.all([
        found.username ? undefined : runCheck('username'),
        found.companyName ? undefined : runCheck('companyName'),
      ]);
      if (username) found.username = username;
      if (company) found.companyName = company;
      setErrors(found);
      const first = FIELD_ORDER.find(name => found[name]);
      if (first) {
        window.setTimeout(() => focusField(first));
        return;
      }
      const answer = await register(toRegistrationUser(v));
      if (answer?.status) setSuccess(answer.message ?? '');
      else showServerError(answer);
    } catch (error) {
      if (error instanceof ApiError) showServerError(error.body ?? {message: error.message});
      else setFailure(GENERIC_ERROR);
    } finally {
      setSubmitting(false);
    }
  }

  return {values, errors, checking, submitting, failure, success, change, blur, submit};
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
