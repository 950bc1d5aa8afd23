import {gql} from '@apollo/client';
import {createApolloClient} from '@voltcheck/api-client';
import type {AdminStaffMembersQuery, AdminStaffMembersQueryVariables} from '@voltcheck/api-client';
import {graphqlQuery} from '@voltcheck/api-client/react-admin';
import {config} from '../config';

const ADMIN_STAFF_MEMBERS = gql`
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

const client = createApolloClient({uri: config.graphqlUrl, onUnauthorized: null});

/** A manufacturer's (or a distributor's) staff members, as administrators see them (document 002 section 2.5). */
export function fetchStaff(variables: AdminStaffMembersQueryVariables): Promise<AdminStaffMember[]> {
  return graphqlQuery<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>(client, {
    query: ADMIN_STAFF_MEMBERS,
    variables,
  }).then(d => d.staffMembers);
}

/** Account reset success is shown for 3 s; a failure shows the catalogue's message (document 002 section 8). */
export const RESET_SUCCESS_MS = 3000;
