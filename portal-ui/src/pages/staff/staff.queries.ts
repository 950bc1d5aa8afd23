import {gql, type TypedDocumentNode} from '@apollo/client';
import type {
  DeleteStaffMutation,
  DeleteStaffMutationVariables,
  StaffMemberQuery,
  StaffMemberQueryVariables,
  StaffMembersQuery,
  StaffMembersQueryVariables,
  UpdateStaffMutation,
  UpdateStaffMutationVariables,
} from '@voltcheck/api-client';
import {publicRest, rest} from '@voltcheck/api-client';

/** A staff member as its card and its form show it: details, permissions, the distributor's manufacturers. */
export const STAFF_MEMBER_FIELDS = gql`
  fragment StaffMemberFields on StaffMember {
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
      ...StaffPermissionFields
    }
    manufacturerMapping {
      manufacturerId
      displayName
      isManufacturerAttached
      permissions {
        ...StaffPermissionFields
      }
    }
  }
  fragment StaffPermissionFields on StaffPermission {
    id
    name
    checked
  }
`;

export const STAFF_MEMBERS: TypedDocumentNode<StaffMembersQuery, StaffMembersQueryVariables> = gql`
  query StaffMembers($manufacturerId: ID, $distributorId: ID) {
    staffMembers(manufacturerId: $manufacturerId, distributorId: $distributorId) {
      ...StaffMemberFields
    }
  }
  ${STAFF_MEMBER_FIELDS}
`;

export const STAFF_MEMBER: TypedDocumentNode<StaffMemberQuery, StaffMemberQueryVariables> = gql`
  query StaffMember($id: ID!) {
    staffMember(id: $id) {
      ...StaffMemberFields
    }
  }
  ${STAFF_MEMBER_FIELDS}
`;

export const UPDATE_STAFF: TypedDocumentNode<UpdateStaffMutation, UpdateStaffMutationVariables> = gql`
  mutation UpdateStaff($id: ID!, $input: StaffInput!) {
    updateStaff(id: $id, input: $input) {
      staffId
    }
  }
`;

export const DELETE_STAFF: TypedDocumentNode<DeleteStaffMutation, DeleteStaffMutationVariables> = gql`
  mutation DeleteStaff($id: ID!) {
    deleteStaff(id: $id)
  }
`;

/** GET /api/account/AccountExist: status true means the name is taken. */
export async function isUserNameTaken(search: string, signal?: AbortSignal): Promise<boolean> {
  return !!(await publicRest.GET('/api/account/AccountExist', {params: {query: {search}}, signal}))?.status;
}

export {addStaff} from '@voltcheck/ui-shared';

/** POST /api/profile/uploadprofilephoto for a staff member one manages. */
export function uploadStaffPhoto(staffUserId: string | number, file: File) {
  return rest.upload('/api/profile/uploadprofilephoto', {StaffUserId: staffUserId, File: file});
}
