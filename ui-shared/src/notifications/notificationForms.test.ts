import {describe, expect, it} from 'vitest';
import {contactErrors, groupErrors, toggleKind, transfer} from './notificationForms';

describe('the notification forms', () => {
  it('need a group name, a description and at least one kind of mail', () => {
    expect(groupErrors({groupName: ' ', description: '', mailKinds: []})).toEqual({
      groupName: 'This field is required',
      description: 'This field is required',
      mailKinds: 'Choose at least one kind of mail.',
    });
    expect(groupErrors({groupName: 'Ops', description: 'Failures', mailKinds: ['LEDGER']})).toEqual({});
  });

  it('switch kinds of mail on and off, kept in the forms’ order', () => {
    expect(toggleKind(['LEDGER'], 'DIGEST', true)).toEqual(['DIGEST', 'LEDGER']);
    expect(toggleKind(['DIGEST', 'OVERDUE', 'LEDGER'], 'OVERDUE', false)).toEqual(['DIGEST', 'LEDGER']);
    expect(toggleKind(['DIGEST'], 'DIGEST', true)).toEqual(['DIGEST']);
  });

  it('need a valid email and, when given, a phone of 6 to 12 digits', () => {
    expect(contactErrors({email: '', phone: ''})).toEqual({email: 'This field is required'});
    expect(contactErrors({email: 'nope', phone: '12345'})).toEqual({
      email: 'Please enter valid email address',
      phone: 'Phone number should be between 6-12 characters',
    });
    expect(contactErrors({email: 'ops@brand.example', phone: '0412 345 678'})).toEqual({});
  });

  it('move contacts between the lists without duplicates', () => {
    expect(transfer(['1'], ['2', '1'], true)).toEqual(['1', '2']);
    expect(transfer(['1', '2', '3'], ['2'], false)).toEqual(['1', '3']);
  });
});
