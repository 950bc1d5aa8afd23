import {useState} from 'react';
import {useQuery} from '@apollo/client';
import {Link as RouterLink, useNavigate, useParams} from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type {
  FreeModelsQuery,
  FreeModelsQueryVariables,
  LineModelsQuery,
  LineModelsQueryVariables,
  ProductLineQuery,
  ProductLineQueryVariables,
} from '@voltcheck/api-client';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {DeleteProductLineDialog} from './DeleteProductLineDialog';
import {ModelList} from './ModelList';
import {ASSIGN_REFRESH_MS, FREE_MODELS, LINE_MODELS, PRODUCT_LINE, productLineCalls} from './productLine.queries';
import {ProductLineLogo, WarrantyLink} from './StoredFile';
import {useModelListState} from './useModelList';
import {LoadingState, WithReason} from '@voltcheck/ui-shared';
import {PERMISSION, usePermissionRefusal} from '../../session/permissions';

/** `/AssignProductLine/{id}` (document 000 section 2): All Models, unassigned on the left, assigned on the right. */
export function AssignProductLinePage() {
  useDocumentTitle('All Models');
  const {id = ''} = useParams();
  const navigate = useNavigate();
  const free = useModelListState();
  const mine = useModelListState();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const refusal = usePermissionRefusal(PERMISSION.manageProfile);
  const lineQuery = useQuery<ProductLineQuery, ProductLineQueryVariables>(PRODUCT_LINE, {variables: {id}});
  const line = lineQuery.data?.productLine;
  const manufacturerId = line?.manufacturerId ?? null;
  const freeQuery = useQuery<FreeModelsQuery, FreeModelsQueryVariables>(FREE_MODELS, {
    variables: {...free.variables, manufacturerId},
    skip: !line,
    fetchPolicy: 'network-only',
  });
  const mineQuery = useQuery<LineModelsQuery, LineModelsQueryVariables>(LINE_MODELS, {
    variables: {...mine.variables, id},
    skip: !line,
    fetchPolicy: 'network-only',
  });

  if (lineQuery.loading) return <LoadingState />;
  if (!line) return <Alert severity="error">Product Line Not Found</Alert>;

  const run = async (call: () => Promise<{status: boolean; message?: string}>, side: typeof free) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await call();
      if (!answer.status) throw new Error(answer.message);
      side.clear();
      await new Promise(resolve => setTimeout(resolve, ASSIGN_REFRESH_MS));
      await Promise.all([freeQuery.refetch(), mineQuery.refetch(), lineQuery.refetch()]);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const ids = (s: Set<string>) => [...s].map(Number);
  const w = line.productWarranty;

  return (
    <Box>
      <Button component={RouterLink} to="/productline" startIcon={<ArrowBackIcon />} sx={{mb: 1}}>
        Back to Product Line
      </Button>
      <Typography variant="h1" sx={{mb: 2}}>
        All Models
      </Typography>
      <Card sx={{mb: 3}}>
        <CardContent>
          <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} sx={{alignItems: {sm: 'center'}}}>
            <ProductLineLogo logo={line.logo} name={line.lineName} />
            <Typography variant="h6" sx={{flexGrow: 1}}>
              {line.lineName}
            </Typography>
            <Typography>
              Component: {w?.componentInYears ?? '—'} years{' '}
              <WarrantyLink link={w?.componentWarrantyLink ?? null} label="component-warranty" />
            </Typography>
            <Typography>
              Performance: {w?.performanceInYears ?? '—'} years{' '}
              <WarrantyLink link={w?.performanceWarrantyLink ?? null} label="performance-warranty" />
            </Typography>
            <Typography>{line.totalProduct} models</Typography>
            <WithReason reason={refusal}>
              <Button component={RouterLink} to={`/EditProductLine/${line.productLineId}`}>
                Edit
              </Button>
            </WithReason>
            <WithReason reason={refusal}>
              <Button color="error" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            </WithReason>
          </Stack>
        </CardContent>
      </Card>
      {error && (
        <Alert severity="error" sx={{mb: 2}}>
          {error}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{xs: 12, md: 6}}>
          <ModelList
            {...free}
            title="Unassigned Models"
            allLabel="Select All"
            actionLabel="Assign"
            models={freeQuery.data?.productNotHavingProductline.list ?? []}
            total={freeQuery.data?.productNotHavingProductline.count ?? 0}
            busy={busy}
            refusal={refusal}
            onAction={() => void run(() => productLineCalls.assign(Number(id), ids(free.selected), free.all), free)}
          />
        </Grid>
        <Grid size={{xs: 12, md: 6}}>
          <ModelList
            {...mine}
            title="Assigned Models"
            allLabel="Remove all"
            actionLabel="Remove"
            models={mineQuery.data?.productsByProductline.list ?? []}
            total={mineQuery.data?.productsByProductline.count ?? 0}
            busy={busy}
            refusal={refusal}
            onAction={() => void run(() => productLineCalls.unassign(Number(id), ids(mine.selected), mine.all), mine)}
          />
        </Grid>
      </Grid>
      {deleting && (
        <DeleteProductLineDialog
          line={line}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate('/productline')}
        />
      )}
    </Box>
  );
}
