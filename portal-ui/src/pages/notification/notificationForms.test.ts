import {describe, expect, it} from 'vitest';
import {contactErrors, groupErrors, transfer} from './notificationForms';

describe('the notification forms', () => {
  it('need a group name and a description', () => {
    expect(groupErrors({groupName: ' ', description: ''})).toEqual({
      groupName: 'This field is required',
      description: 'This field is required',
    });
    expect(groupErrors({groupName: 'Ops', description: 'Failures'})).toEqual({});
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
