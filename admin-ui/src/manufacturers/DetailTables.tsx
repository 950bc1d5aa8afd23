import {Button, Table, TableBody, TableCell, TableHead, TableRow, Typography} from '@mui/material';
import type {
  ManufacturerInstallationsQuery,
  ManufacturerStaffQuery,
  ManufacturerUploadsQuery,
} from '@voltcheck/api-client';
import {useState} from 'react';
import {ResetPasswordDialog} from '../registry/ResetPasswordDialog';
import {DETAIL_INSTALLATIONS, DETAIL_STAFF, DETAIL_UPLOADS} from './detailQueries';
import {displayDay} from '../reports/dates';
import {displayDate} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';

const Empty = ({text}: {text: string}) => (
  <Typography sx={{p: 2}} color="text.secondary">
    {text}
  </Typography>
);

export const InstallationsTab = ({manufacturerId}: {manufacturerId: string}) => {
  const {data, error} = useConsoleQuery<ManufacturerInstallationsQuery>(DETAIL_INSTALLATIONS, {manufacturerId});
  if (error) return <Empty text="Some error occured" />;
  const rows = data?.installations.list ?? [];
  if (data && !rows.length) return <Empty text="No verified installation yet." />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Location</TableCell>
          <TableCell>Installer</TableCell>
          <TableCell>Retailer</TableCell>
          <TableCell align="right">Serials</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(i => (
          <TableRow key={i.productInstallationId}>
            <TableCell>{displayDay(i.installationDate)}</TableCell>
            <TableCell>{[i.address.city, i.address.state, i.address.postCode].filter(Boolean).join(' ')}</TableCell>
            <TableCell>{i.installerAccreditationCode ?? '—'}</TableCell>
            <TableCell>{i.retailerName ?? '—'}</TableCell>
            <TableCell align="right">{i.productSerialCount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const UploadsTab = ({manufacturerId}: {manufacturerId: string}) => {
  const {data, error} = useConsoleQuery<ManufacturerUploadsQuery>(DETAIL_UPLOADS, {manufacturerId});
  if (error) return <Empty text="Some error occured" />;
  const rows = data?.uploadHistory.list ?? [];
  if (data && !rows.length) return <Empty text="No upload yet." />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>File</TableCell>
          <TableCell>Uploaded</TableCell>
          <TableCell align="right">Records</TableCell>
          <TableCell align="right">Saved</TableCell>
          <TableCell align="right">Failed</TableCell>
          <TableCell>State</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(u => (
          <TableRow key={u.uploadId}>
            <TableCell>{u.sourceFileName ?? '—'}</TableCell>
            <TableCell>{displayDate(u.uploadedOn)}</TableCell>
            <TableCell align="right">{u.totalRecords}</TableCell>
            <TableCell align="right">{u.success}</TableCell>
            <TableCell align="right">{u.failed}</TableCell>
            <TableCell>{u.stateLabel}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The manufacturer's accounts; the admin view offers Reset Password only (document 002, section 2.5). */
export const StaffTab = ({manufacturerId}: {manufacturerId: string}) => {
  const {data, error} = useConsoleQuery<ManufacturerStaffQuery>(DETAIL_STAFF, {filter: {manufacturerId}});
  const [reset, setReset] = useState<{id: string; username: string}>();
  if (error) return <Empty text="Some error occured" />;
  const rows = data?.allUsers ?? [];
  if (data && !rows.length) return <Empty text="No staff found." />;
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Username</TableCell>
            <TableCell>Role</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(u => (
            <TableRow key={u.id}>
              <TableCell>{`${u.firstName} ${u.lastName}`.trim()}</TableCell>
              <TableCell>{u.username}</TableCell>
              <TableCell>{u.role}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setReset(u)}>
                  Reset Password
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {reset && <ResetPasswordDialog userId={reset.id} userName={reset.username} onClose={() => setReset(undefined)} />}
    </>
  );
};
