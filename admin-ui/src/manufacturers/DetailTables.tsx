import {Button, Table, TableBody, TableCell, TableHead, TableRow, Typography} from '@mui/material';
import type {ManufacturerInstallationsQuery, ManufacturerUploadsQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {DETAIL_INSTALLATIONS, DETAIL_UPLOADS} from './detailQueries';
import {displayDay} from '../reports/dates';
import {displayDate, LoadingState, UploadAdminMenu, uploadSystemCounts} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';
import {InstalledSerials} from './InstalledSerials';
import {UploadDownloads} from './UploadDownloads';

const Empty = ({text}: {text: string}) => (
  <Typography sx={{p: 2}} color="text.secondary">
    {text}
  </Typography>
);

type Installation = ManufacturerInstallationsQuery['installations']['list'][number];

/** The Installation(verified) tab: each installation, and its installed serials in a dialog (the portal's list). */
export const InstallationsTab = ({manufacturerId}: {manufacturerId: string}) => {
  const {data, error} = useConsoleQuery<ManufacturerInstallationsQuery>(DETAIL_INSTALLATIONS, {manufacturerId});
  const [open, setOpen] = useState<Installation | null>(null);
  if (error) return <Empty text="Some error occured" />;
  if (!data) return <LoadingState label="Loading installations" />;
  const rows = data.installations.list;
  if (!rows.length) return <Empty text="No verified installation yet." />;
  return (
    <>
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
              <TableCell align="right">
                <Button
                  size="small"
                  aria-label={`Installed serials of installation ${i.productInstallationId}`}
                  onClick={() => setOpen(i)}
                >
                  {i.productSerialCount}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {open && (
        <InstalledSerials
          installationId={open.productInstallationId}
          manufacturerId={manufacturerId}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
};

/** The Upload History tab: each upload's figures, its files (original, report, ledger report), delete and restore. */
export const UploadsTab = ({manufacturerId}: {manufacturerId: string}) => {
  const {data, error, reload} = useConsoleQuery<ManufacturerUploadsQuery>(DETAIL_UPLOADS, {manufacturerId});
  if (error) return <Empty text="Some error occured" />;
  if (!data) return <LoadingState label="Loading uploads" />;
  const rows = data.uploadHistory.list;
  if (!rows.length) return <Empty text="No upload yet." />;
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
          <TableCell>Files</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(u => (
          <TableRow key={u.uploadId} data-upload-id={u.uploadId}>
            <TableCell sx={{textDecoration: u.stateLabel === 'Deleted' ? 'line-through' : 'none'}}>
              {u.sourceFileName ?? '—'}
            </TableCell>
            <TableCell>{displayDate(u.uploadedOn)}</TableCell>
            <TableCell align="right">{u.totalRecords}</TableCell>
            <TableCell align="right">
              {u.success}
              {uploadSystemCounts(u).length > 0 && (
                <Typography variant="caption" color="text.secondary" sx={{display: 'block'}} data-system-counts>
                  {uploadSystemCounts(u)
                    .map(([label, n]) => `${n} ${label.toLowerCase()}`)
                    .join(' · ')}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{u.failed}</TableCell>
            <TableCell>
              {u.stateLabel}
              {u.deleteReason && (
                <Typography variant="caption" color="error" sx={{display: 'block'}}>
                  {u.deleteReason}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <UploadDownloads upload={u} manufacturerId={manufacturerId} />
            </TableCell>
            <TableCell>
              <UploadAdminMenu upload={u} onChanged={reload} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
