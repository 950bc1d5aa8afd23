import {useState} from 'react';
import {useMutation, useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import {useNavigate, useSearchParams} from 'react-router-dom';
import {isAdminRole, isDistributorRole} from '@voltcheck/api-client';
import type {
  DeleteStaffMutation,
  DeleteStaffMutationVariables,
  StaffMembersQuery,
  StaffMembersQueryVariables,
} from '@voltcheck/api-client';
import {config} from '../../config';
import {isForbidden} from '../../components/forbidden';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useSession} from '../../session/SessionContext';
import {DeleteStaffDialog} from './DeleteStaffDialog';
import {DELETE_STAFF, STAFF_MEMBERS} from './staff.queries';
import {StaffCard} from './StaffCard';
import type {StaffCardMember} from './StaffCard';
import {STAFF_SNACKBAR_MS} from '@voltcheck/ui-shared';
import {EmptyState, ErrorState, LoadingState, ResetPasswordDrawer} from '@voltcheck/ui-shared';

/** Account reset success shows for 3 s (document 001 section 8). */
const RESET_SNACKBAR_MS = 3000;

/** `/Staff`: the Staff Members cards, 'Add Members', Edit and Delete; administrators (?manufacturerId=) reset passwords. */
export function StaffPage() {
  useDocumentTitle(`${config.productCode} | Staff`);
  const {claims} = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const admin = isAdminRole(claims?.role);
  const manufacturerId = params.get('manufacturerId');
  const distributorId = params.get('distributorId');
  const {data, loading, error, refetch} = useQuery<StaffMembersQuery, StaffMembersQueryVariables>(STAFF_MEMBERS, {
    variables: {manufacturerId, distributorId},
    fetchPolicy: 'cache-and-network',
    skip: admin && !manufacturerId && !distributorId,
  });
  const [deleteStaff, deleting] = useMutation<DeleteStaffMutation, DeleteStaffMutationVariables>(DELETE_STAFF);
  const [toDelete, setToDelete] = useState<StaffCardMember | null>(null);
  const [toReset, setToReset] = useState<StaffCardMember | null>(null);
  const [notice, setNotice] = useState<{message: string; severity: 'success' | 'error'; ms: number} | null>(null);
  const mapped = isDistributorRole(claims?.role) || !!distributorId;
  const members = data?.staffMembers ?? [];
  // Staff without the Manage Staff permission: the server refuses the list and every change, so no Retry, no Add.
  const forbidden = isForbidden(error);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const answer = await deleteStaff({variables: {id: toDelete.staffId}});
      setNotice({message: answer.data?.deleteStaff ?? '', severity: 'success', ms: STAFF_SNACKBAR_MS});
      await refetch();
    } catch (e) {
      setNotice({message: (e as Error).message, severity: 'error', ms: STAFF_SNACKBAR_MS});
    }
    setToDelete(null);
  }

  return (
    <Box>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap'}}>
        <Typography variant="h1" sx={{flex: 1}}>
          Staff Members
        </Typography>
        {!forbidden && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Icon />}
            onClick={() => navigate(admin ? `/addmember/${manufacturerId ?? ''}` : '/addmember')}
          >
            Add Members
          </Button>
        )}
      </Box>
      {admin && !manufacturerId && !distributorId ? (
        <Alert severity="info">Missing manufacturer information</Alert>
      ) : loading && !data ? (
        <LoadingState />
      ) : error ? (
        <ErrorState message={error.message} onRetry={forbidden ? undefined : () => void refetch()} />
      ) : !members.length ? (
        <EmptyState title="No result found." icon={<PeopleOutlineIcon />}>
          No staff member has been added yet.
        </EmptyState>
      ) : (
        <Grid container spacing={2}>
          {members.map(member => (
            <Grid key={member.staffId} size={{xs: 12, sm: 6, lg: 4}}>
              <StaffCard
                member={member}
                adminView={admin}
                mapped={mapped}
                onEdit={() =>
                  navigate(mapped ? `/editdistributorstaff/${member.staffId}` : `/editstaff/${member.staffId}`, {
                    state: {staff: member},
                  })
                }
                onDelete={() => setToDelete(member)}
                onResetPassword={() => setToReset(member)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <DeleteStaffDialog
        open={!!toDelete}
        busy={deleting.loading}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
      <ResetPasswordDrawer
        member={toReset}
        onClose={() => setToReset(null)}
        onReset={message => {
          setToReset(null);
          setNotice({message, severity: 'success', ms: RESET_SNACKBAR_MS});
        }}
      />
      <Snackbar open={!!notice} autoHideDuration={notice?.ms} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} onClose={() => setNotice(null)} variant="filled">
          {notice?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
