import {gql} from '@apollo/client';
import {publicRest, rest, type UploadFields} from '@voltcheck/api-client';

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
  return !!(await publicRest.GET('/api/account/AccountExist', {params: {query: {search}}, signal}))?.status;
}

/** The multipart form of POST /api/staff/add: MyFile, the fields, SerializedPermissions or SerializedManufacturerMapping. */
export type NewStaffForm = UploadFields<'/api/staff/add'>;

export function addStaff(form: NewStaffForm) {
  return rest.upload('/api/staff/add', form);
}

/** POST /api/profile/uploadprofilephoto for a staff member one manages. */
export function uploadStaffPhoto(staffUserId: string | number, file: File) {
  return rest.upload('/api/profile/uploadprofilephoto', {StaffUserId: staffUserId, File: file});
}
