import {useQuery} from '@apollo/client';
import {useParams} from 'react-router-dom';
import {isAdminRole, isDistributorRole} from '@voltcheck/api-client';
import type {StaffMemberQuery, StaffMemberQueryVariables} from '@voltcheck/api-client';
import {useSession} from '../../session/SessionContext';
import {STAFF_MEMBER} from './staff.queries';
import {EMPTY_STAFF_FORM} from '@voltcheck/ui-shared';
import type {StaffFormValues} from '@voltcheck/ui-shared';

/** What the add and edit forms start from: the staff member being edited, or an empty form with the mapping choices. */
export function useStaffFormSource(distributorRoute: boolean) {
  const {staffId, manufacturerId} = useParams();
  const {claims, profile} = useSession();
  const editing = !!staffId;
  const admin = isAdminRole(claims?.role);
  const distributor = distributorRoute || (!editing && isDistributorRole(claims?.role));
  const query = useQuery<StaffMemberQuery, StaffMemberQueryVariables>(STAFF_MEMBER, {
    variables: {id: staffId ?? ''},
    skip: !editing,
    fetchPolicy: 'network-only',
  });
  const member = query.data?.staffMember;
  let initial: StaffFormValues | undefined;
  if (!editing)
    initial = {
      ...EMPTY_STAFF_FORM,
      mapping: distributor
        ? (profile?.manufacturers ?? []).map(m => ({
            manufacturerId: m.id,
            displayName: m.name,
            attached: false,
            permissions: [],
          }))
        : [],
    };
  else if (member)
    initial = {
      userName: member.userName,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      phoneNumber: member.phoneNumber ?? '',
      designation: member.designation ?? '',
      permissions: member.permissions.filter(p => p.checked).map(p => p.id),
      mapping: member.manufacturerMapping.map(m => ({
        manufacturerId: Number(m.manufacturerId),
        displayName: m.displayName,
        attached: m.isManufacturerAttached,
        permissions: m.permissions.filter(p => p.checked).map(p => p.id),
      })),
    };
  return {
    staffId,
    manufacturerId: admin ? Number(manufacturerId) || 0 : undefined,
    admin,
    editing,
    distributor: distributor || (member?.manufacturerMapping.length ?? 0) > 0,
    member,
    initial,
    loading: query.loading,
    error: query.error,
  };
}
