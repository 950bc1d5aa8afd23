import {Table, TableBody, TableCell, TableHead, TableRow, Typography} from '@mui/material';
import type {ManufacturerInstallationsQuery, ManufacturerUploadsQuery} from '@voltcheck/api-client';
import {DETAIL_INSTALLATIONS, DETAIL_UPLOADS} from './detailQueries';
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
