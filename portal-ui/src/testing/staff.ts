import type {StaffMemberFieldsFragment} from '@voltcheck/api-client';

/** A staff member of Demo Energy as the staff documents answer it (StaffMemberFields), with the fields given. */
export function givenStaffMember(member: Partial<StaffMemberFieldsFragment> = {}): StaffMemberFieldsFragment {
  return {
    staffId: '42',
    userId: '142',
    firstName: 'Sam',
    lastName: 'Staff',
    fullName: 'Sam Staff',
    email: 'sam@demo-energy.example',
    phoneNumber: '0412345679',
    designation: 'Warehouse lead',
    profilePhoto: null,
    isActive: true,
    emailConfirmed: true,
    userName: 'sam.staff',
    manufacturerId: '1',
    distributorId: null,
    displayName: 'Demo Energy',
    permissions: [{id: 1, name: 'Read', checked: true}],
    manufacturerMapping: [],
    ...member,
  };
}
