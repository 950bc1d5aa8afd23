import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {CopyButton} from './CopyButton';
import {MapLink} from './MapLink';
import type {ImagesTarget} from './SerialImagesDialog';
import {SerialThumbnail} from './SerialThumbnail';
import {requestTypeName} from './serialFormat';
import type {FailedSerial} from './serials.queries';
import {shortDateTime} from '@voltcheck/ui-shared';

/** The rows of the Failed sub-tab (and, with comments, of Parallel Import and a model's Serial Failed tab). */
export function FailedSerialsTable({
  rows,
  withComment,
  onImages,
}: {
  rows: FailedSerial[];
  withComment?: boolean;
  onImages: (target: ImagesTarget) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={withComment ? 'Parallel imports' : 'Failed serials'}>
        <TableHead>
          <TableRow>
            <TableCell>Serial</TableCell>
            <TableCell>Model</TableCell>
            <TableCell>Requested Time</TableCell>
            <TableCell>Requester</TableCell>
            <TableCell>Request Type</TableCell>
            <TableCell>Requested Brand</TableCell>
            <TableCell>Requested Model</TableCell>
            <TableCell>App</TableCell>
            <TableCell>Location</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(r => (
            <TableRow key={r.productLogId} hover>
              <TableCell>
                <Box sx={{display: 'flex', alignItems: 'center', gap: 1}}>
                  <SerialThumbnail
                    image={r.image}
                    serial={r.failedSerial}
                    onOpen={() => onImages({serial: r.failedSerial, productSerialId: r.productSerialId})}
                  />
                  <Box>
                    <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
                      {r.failedSerial}
                    </Typography>
                    {withComment && r.parralelImportComment && (
                      <Typography variant="caption" color="text.secondary">
                        {r.parralelImportComment}
                      </Typography>
                    )}
                  </Box>
                  <CopyButton value={r.failedSerial} />
                </Box>
              </TableCell>
              <TableCell>{r.requestedModel || 'NA'}</TableCell>
              <TableCell>{shortDateTime(r.requestedTime)}</TableCell>
              <TableCell>{r.requesterName}</TableCell>
              <TableCell>{requestTypeName(r.requesterType)}</TableCell>
              <TableCell>{r.requestedBrand}</TableCell>
              <TableCell>{r.requestedModel}</TableCell>
              <TableCell>{r.requesterAppName}</TableCell>
              <TableCell>
                <MapLink latitude={r.latitude} longitude={r.longitude} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
