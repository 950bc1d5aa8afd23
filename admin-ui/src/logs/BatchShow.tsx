import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type {AdminVerificationBatchQuery} from '@voltcheck/api-client';
import {Title} from 'react-admin';
import {Link as RouterLink, useParams} from 'react-router-dom';
import {displayDay} from '../reports/dates';
import {ErrorState, Loading} from '../reports/PageStates';
import {ExchangeButtons} from './ExchangeButtons';
import {isVerified, requesterTypeLabel} from './logCodes';
import {VERIFICATION_BATCH} from './queries';
import {displayTime} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';

type Batch = AdminVerificationBatchQuery['verificationBatch'];

const Fact = ({label, children}: {label: string; children: React.ReactNode}) => (
  <Box sx={{mb: 1.5}}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{wordBreak: 'break-all'}}>
      {children}
    </Typography>
  </Box>
);

const InstallationCard = ({batch}: {batch: Batch}) => {
  const i = batch.installation;
  return (
    <Card variant="outlined" sx={{height: '100%'}}>
      <CardHeader title="Installation" slotProps={{title: {variant: 'subtitle1'}}} />
      <CardContent sx={{pt: 0}}>
        {!i ? (
          <Typography color="text.secondary">This batch created no installation.</Typography>
        ) : (
          <>
            <Fact label="Installation">
              #{i.productInstallationId} on {displayDay(i.installationDate)}
            </Fact>
            <Fact label="Address">{[i.city, i.state, i.postCode].filter(Boolean).join(', ')}</Fact>
            <Fact label="Installer accreditation">{i.installerAccreditationCode ?? '—'}</Fact>
            <Fact label="Retailer">{i.retailerName ?? '—'}</Fact>
            <Fact label="Rated power">{i.ratedPower === null ? '—' : `${i.ratedPower / 1000} kW`}</Fact>
          </>
        )}
      </CardContent>
    </Card>
  );
};

/** One verification batch: what was asked and answered, its signature, its items and the installation it created. */
export const BatchShow = () => {
  const {batchId = ''} = useParams();
  const {data, error, loading} = useConsoleQuery<AdminVerificationBatchQuery>(VERIFICATION_BATCH, {batchId});
  const batch = data?.verificationBatch;
  return (
    <Box sx={{mt: 2}}>
      <Title title="Verification batch" />
      <Button component={RouterLink} to="/Logs" startIcon={<ArrowBackIcon />} sx={{mb: 1}}>
        Logs
      </Button>
      <Loading loading={loading} />
      {error && <ErrorState message={error.message} />}
      {batch && (
        <Grid container spacing={2}>
          <Grid size={{xs: 12, md: 7}}>
            <Card variant="outlined" sx={{height: '100%'}}>
              <CardHeader
                title={`Batch ${batch.batchId}`}
                slotProps={{title: {variant: 'subtitle1', sx: {fontFamily: 'monospace'}}}}
                action={<ExchangeButtons batchId={batch.batchId} size="medium" />}
              />
              <CardContent sx={{pt: 0}}>
                {batch.isTest && (
                  <Chip
                    color="warning"
                    size="small"
                    label="Test mode: nothing but this batch was kept"
                    sx={{mb: 1.5}}
                  />
                )}
                <Fact label="Request">
                  {batch.requestId} · {requesterTypeLabel(batch.requestType)} · {batch.requestFormat} →{' '}
                  {batch.responseFormat}
                </Fact>
                <Fact label="App provider">{batch.appProviderName}</Fact>
                <Fact label="Received">{displayTime(batch.createdOn)}</Fact>
                <Fact label="Signature (Ed25519, of the response body)">
                  <Box component="code" sx={{fontSize: 12}}>
                    {batch.signature}
                  </Box>
                </Fact>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{xs: 12, md: 5}}>
            <InstallationCard batch={batch} />
          </Grid>
          <Grid size={12}>
            <Card variant="outlined">
              <CardHeader title={`Items (${batch.items.length})`} slotProps={{title: {variant: 'subtitle1'}}} />
              <Table size="small" aria-label="Batch items">
                <TableHead>
                  <TableRow>
                    {['Log', 'Serial', 'Brand', 'Model', 'Status', 'Parallel import comment'].map(h => (
                      <TableCell key={h}>{h}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {!batch.items.length && (
                    <TableRow>
                      <TableCell colSpan={6} sx={{color: 'text.secondary'}}>
                        {batch.isTest
                          ? 'A test-mode batch keeps no items: download the response to see what was answered.'
                          : 'No items.'}
                      </TableCell>
                    </TableRow>
                  )}
                  {batch.items.map(item => (
                    <TableRow key={item.productLogId}>
                      <TableCell>#{item.productLogId}</TableCell>
                      <TableCell sx={{fontFamily: 'monospace'}}>{item.failedSerial}</TableCell>
                      <TableCell>{item.requestedBrand}</TableCell>
                      <TableCell>{item.requestedModel}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={isVerified(item.status) ? 'success' : 'error'}
                          label={isVerified(item.status) ? 'Verified' : `Not Verified · ${item.reason}`}
                        />
                      </TableCell>
                      <TableCell>{item.parralelImportComment ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          </Grid>
        </Grid>
      )}
    </Box>
  );
};
