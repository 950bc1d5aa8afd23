/** The notification forms' rules and messages (document 002 section 5), checked as the user types. */
export const FORM_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter valid email address',
  phone: 'Phone number should be between 6-12 characters',
  deleteGroup: 'Do you want to delete this group?',
} as const;

export function groupErrors(form: {
  groupName: string;
  description: string;
}): Partial<Record<'groupName' | 'description', string>> {
  return {
    ...(form.groupName.trim() ? {} : {groupName: FORM_MESSAGES.required}),
    ...(form.description.trim() ? {} : {description: FORM_MESSAGES.required}),
  };
}

export function contactErrors(form: {email: string; phone: string}): Partial<Record<'email' | 'phone', string>> {
  const email = form.email.trim();
  const phone = form.phone.replace(/[\s()-]/g, '');
  return {
    ...(!email
      ? {email: FORM_MESSAGES.required}
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
        ? {}
        : {email: FORM_MESSAGES.email}),
    ...(phone && !/^\+?\d{6,12}$/.test(phone) ? {phone: FORM_MESSAGES.phone} : {}),
  };
}

/** The two transfer lists after moving `moving` (ids) to the assigned side (`toAssigned`) or back. */
export function transfer(assigned: string[], moving: string[], toAssigned: boolean): string[] {
  if (toAssigned) return [...assigned, ...moving.filter(id => !assigned.includes(id))];
  return assigned.filter(id => !moving.includes(id));
}
