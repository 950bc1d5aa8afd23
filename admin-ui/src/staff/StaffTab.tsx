import {useState} from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import {StaffCards} from './StaffCards';
import {ADMIN_STAFF_MEMBERS, RESET_SUCCESS_MS} from './staff.queries';
import type {AdminStaffMember} from './staff.queries';
import {ResetPasswordDrawer} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';

/**
 * The staff of one manufacturer or distributor as administrators see it (document 002 section 2.5): the
 * cards and the reset-password drawer. The manufacturer detail's Staff tab can show it as it is.
 */
export function StaffTab({manufacturerId, distributorId}: {manufacturerId?: string; distributorId?: string}) {
  const chosen = !!manufacturerId || !!distributorId;
  const {data, error, loading} = useConsoleQuery(
    ADMIN_STAFF_MEMBERS,
    {manufacturerId: manufacturerId ?? null, distributorId: distributorId ?? null},
    !chosen,
  );
  const [toReset, setToReset] = useState<AdminStaffMember | null>(null);
  const [notice, setNotice] = useState('');
  // Another company's staff are never shown while this one's load (useConsoleQuery keeps the previous answer).
  const members = loading ? undefined : data?.staffMembers;

  if (!manufacturerId && !distributorId) return <Alert severity="info">Missing manufacturer information</Alert>;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!members) return <CircularProgress aria-label="Loading staff" />;
  return (
    <>
      <StaffCards members={members} mapped={!!distributorId} onReset={setToReset} />
      <ResetPasswordDrawer
        member={toReset}
        onClose={() => setToReset(null)}
        onReset={message => {
          setToReset(null);
          setNotice(message);
        }}
      />
      <Snackbar open={!!notice} autoHideDuration={RESET_SUCCESS_MS} onClose={() => setNotice('')}>
        <Alert severity="success" variant="filled">
          {notice}
        </Alert>
      </Snackbar>
    </>
  );
}
