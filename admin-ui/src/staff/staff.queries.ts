import {gql, type TypedDocumentNode} from '@apollo/client';
import type {AdminStaffMembersQuery, AdminStaffMembersQueryVariables} from '@voltcheck/api-client';

export const ADMIN_STAFF_MEMBERS: TypedDocumentNode<AdminStaffMembersQuery, AdminStaffMembersQueryVariables> = gql`
  query AdminStaffMembers($manufacturerId: ID, $distributorId: ID) {
    staffMembers(manufacturerId: $manufacturerId, distributorId: $distributorId) {
      staffId
      userId
      fullName
      userName
      designation
      profilePhoto
      emailConfirmed
      manufacturerMapping {
        displayName
        isManufacturerAttached
      }
    }
  }
`;

export type AdminStaffMember = AdminStaffMembersQuery['staffMembers'][number];

/** Account reset success is shown for 3 s; a failure shows the catalogue's message (document 002 section 8). */
export const RESET_SUCCESS_MS = 3000;
