import {gql} from '@apollo/client';
import {api} from '@voltcheck/api-client';

export const STAFF_MEMBERS = gql`
  query StaffMembers($manufacturerId: ID, $distributorId: ID) {
    staffMembers(manufacturerId: $manufacturerId, distributorId: $distributorId) {
      staffId
      userId
      firstName
      lastName
      fullName
      email
      phoneNumber
      designation
      profilePhoto
      isActive
      emailConfirmed
      userName
      manufacturerId
      distributorId
      displayName
      permissions {
        id
        name
        checked
      }
      manufacturerMapping {
        manufacturerId
        displayName
        isManufacturerAttached
        permissions {
          id
          name
          checked
        }
      }
    }
  }
`;

export const STAFF_MEMBER = gql`
  query StaffMember($id: ID!) {
    staffMember(id: $id) {
      staffId
      userId
      firstName
      lastName
      fullName
      email
      phoneNumber
      designation
      profilePhoto
      isActive
      emailConfirmed
      userName
      manufacturerId
      distributorId
      displayName
      permissions {
        id
        name
        checked
      }
      manufacturerMapping {
        manufacturerId
        displayName
        isManufacturerAttached
        permissions {
          id
          name
          checked
        }
      }
    }
  }
`;

export const UPDATE_STAFF = gql`
  mutation UpdateStaff($id: ID!, $input: StaffInput!) {
    updateStaff(id: $id, input: $input) {
      staffId
    }
  }
`;

export const DELETE_STAFF = gql`
  mutation DeleteStaff($id: ID!) {
    deleteStaff(id: $id)
  }
`;

/** GET /api/account/AccountExist: status true means the name is taken. */
export async function isUserNameTaken(search: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api<{status: boolean}>(`/account/AccountExist?search=${encodeURIComponent(search)}`, {
    signal,
    anonymous: true,
  });
  return !!answer?.status;
}

/** POST /api/staff/add (multipart: MyFile, the fields, SerializedPermissions or SerializedManufacturerMapping). */
export function addStaff(form: FormData): Promise<{status: boolean; message: string; staffId: number}> {
  return api('/staff/add', {method: 'POST', body: form});
}

/** POST /api/staff/resetpassword (administrators). */
export function resetStaffPassword(body: {UserId: string | number; Password: string; ConfirmPassword: string}) {
  return api<{status: boolean; message: string}>('/staff/resetpassword', {method: 'POST', body});
}

/** POST /api/profile/uploadprofilephoto for a staff member one manages. */
export function uploadStaffPhoto(staffUserId: string | number, file: File) {
  const form = new FormData();
  form.append('StaffUserId', String(staffUserId));
  form.append('File', file);
  return api<{fileName: string}>('/profile/uploadprofilephoto', {method: 'POST', body: form});
}
