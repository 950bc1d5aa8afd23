import {describe, expect, it} from 'vitest';
import {EMPTY_STAFF_FORM, MAPPING_REQUIRED, serializedMapping, togglePermission, validateStaff} from './staffForm';

const filled = {
  ...EMPTY_STAFF_FORM,
  userName: 'newbie',
  firstName: 'New',
  lastName: 'Bie',
  email: 'new@example.com',
};

describe('validateStaff', () => {
  it('requires user name, names and a valid email, with the messages of document 001', () => {
    expect(validateStaff(EMPTY_STAFF_FORM, {editing: false, distributor: false})).toEqual({
      userName: 'This field is required',
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
    });
    expect(validateStaff({...filled, email: 'nope'}, {editing: false, distributor: false}).email).toBe(
      'Please enter valid email address',
    );
    expect(validateStaff(filled, {editing: false, distributor: false, userNameTaken: true}).userName).toBe(
      'User name already taken',
    );
  });

  it('takes the phone as optional on add and required on edit, 04 or 06 then 8 digits', () => {
    expect(validateStaff(filled, {editing: false, distributor: false})).toEqual({});
    expect(validateStaff(filled, {editing: true, distributor: false}).phoneNumber).toBe('This field is required');
    expect(
      validateStaff({...filled, phoneNumber: '0212345678'}, {editing: false, distributor: false}).phoneNumber,
    ).toBe('Mobile should be 10 digit and must start from 04 or 06');
    expect(validateStaff({...filled, phoneNumber: '0612345678'}, {editing: true, distributor: false})).toEqual({});
  });

  it("needs one attached manufacturer with one permission for a distributor's new staff member", () => {
    const mapping = [{manufacturerId: 3, displayName: 'A', attached: true, permissions: []}];
    expect(validateStaff({...filled, mapping}, {editing: false, distributor: true}).mapping).toBe(MAPPING_REQUIRED);
    expect(
      validateStaff({...filled, mapping: [{...mapping[0], permissions: [1]}]}, {editing: false, distributor: true}),
    ).toEqual({});
  });
});

describe('mapping and permissions', () => {
  it('toggles a permission in order and serializes the mapping without the detached permissions', () => {
    expect(togglePermission([1, 4], 2)).toEqual([1, 2, 4]);
    expect(togglePermission([1, 2], 1)).toEqual([2]);
    expect(
      serializedMapping([
        {manufacturerId: 3, displayName: 'A', attached: false, permissions: [1]},
        {manufacturerId: 4, displayName: 'B', attached: true, permissions: [1, 2]},
      ]),
    ).toEqual([
      {manufacturerId: 3, isManufacturerAttached: false, permissions: []},
      {
        manufacturerId: 4,
        isManufacturerAttached: true,
        permissions: [
          {id: 1, checked: true},
          {id: 2, checked: true},
        ],
      },
    ]);
  });
});
