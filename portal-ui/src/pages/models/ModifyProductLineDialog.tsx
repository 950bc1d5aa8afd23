import {useState} from 'react';
import {useApolloClient, useQuery} from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import {Link as RouterLink} from 'react-router-dom';
import type {ProductLinesQuery, ProductLinesQueryVariables} from '@voltcheck/api-client';
import {config} from '../../config';
import {manufacturerIdVariable} from '../../session/manufacturerChoice';
import {ProductLineLogo} from '../product-line/StoredFile';
import {PRODUCT_LINES, productLineCalls} from '../product-line/productLine.queries';
import {ListState, Paging, SearchBox} from '../serials';
import {modifyPageSize, years} from './modelFormat';
import type {ProductModel} from './models.queries';
import {useDebouncedValue} from '@voltcheck/ui-shared';

/**
 * 'Modify Product Line' (document 001 section 2): the manufacturer's product lines, searchable and paged, to assign
 * the model to (or move it to) one line, or to take it out of its line. The server refuses supplier-type roles
 * (403) and answers another brand's line or model as unknown; its message is shown as it comes.
 */
export function ModifyProductLineDialog({
  model,
  manufacturerId,
  onClose,
}: {
  model: ProductModel;
  manufacturerId?: number;
  onClose: () => void;
}) {
  const apollo = useApolloClient();
  const current = model.productLine?.productLineId ?? null;
  const [chosen, setChosen] = useState<string | null>(current);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const filter = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const size = modifyPageSize(filter);
  const {
    data,
    loading,
    error: loadError,
  } = useQuery<ProductLinesQuery, ProductLinesQueryVariables>(PRODUCT_LINES, {
    variables: {
      filter: filter || null,
      skip: (page - 1) * size,
      first: size,
      manufacturerId: manufacturerIdVariable(manufacturerId ?? Number(model.manufacturerId)),
    },
    fetchPolicy: 'network-only',
  });
  const lines = data?.productLines ?? [];

  const run = async (call: () => Promise<{status: boolean; message?: string}>) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await call();
      if (!answer.status) throw new Error(answer.message);
      // The models and the lines' model counts change: both are fetched again.
      await apollo.refetchQueries({include: ['Products', 'Product', 'ProductLines']});
      onClose();
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  const productId = Number(model.productId);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="modify-product-line">
      <DialogTitle id="modify-product-line">Modify Product Line</DialogTitle>
      <DialogContent>
        <Box sx={{display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 1}}>
          <Box sx={{fontWeight: 600}}>{model.model}</Box>
          <SearchBox
            label="Search product lines"
            value={search}
            onChange={v => {
              setSearch(v);
              setPage(1);
            }}
          />
        </Box>
        <ListState loading={loading} error={loadError} empty={!lines.length}>
          <List dense aria-label="Product lines">
            {lines.map(line => {
              const w = line.productWarranty;
              return (
                <ListItemButton
                  key={line.productLineId}
                  selected={chosen === line.productLineId}
                  onClick={() => setChosen(line.productLineId)}
                >
                  <Radio
                    edge="start"
                    checked={chosen === line.productLineId}
                    tabIndex={-1}
                    slotProps={{input: {'aria-label': line.lineName}}}
                  />
                  <ListItemAvatar>
                    <ProductLineLogo logo={line.logo} name={line.lineName} />
                  </ListItemAvatar>
                  <ListItemText
                    sx={{ml: 1}}
                    primary={line.lineName}
                    secondary={
                      w
                        ? `Component ${years(w.componentInYears)} · Performance ${years(w.performanceInYears)} · ${line.totalProduct} models`
                        : `${line.totalProduct} models`
                    }
                  />
                  {current === line.productLineId && <Chip size="small" label="Current" />}
                </ListItemButton>
              );
            })}
          </List>
          <Paging page={page} count={data?.productLineCount ?? 0} onPage={setPage} pageSize={size} />
        </ListState>
        {!loading && !loadError && !filter && !lines.length && (
          <Box sx={{textAlign: 'center'}}>
            <Link component={RouterLink} to="/addproduct">
              Add Product Line
            </Link>
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{mt: 2}}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {current && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => void run(() => productLineCalls.unassign(Number(current), [productId], false))}
            sx={{mr: 'auto'}}
          >
            Remove from product line
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={busy || !chosen || chosen === current}
          onClick={() => void run(() => productLineCalls.assignModel(Number(chosen), productId))}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
