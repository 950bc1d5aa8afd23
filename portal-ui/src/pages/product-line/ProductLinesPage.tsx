import {useState} from 'react';
import {useQuery} from '@apollo/client';
import {Link as RouterLink} from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {ProductLinesQuery, ProductLinesQueryVariables} from '@voltcheck/api-client';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {DeleteProductLineDialog} from './DeleteProductLineDialog';
import {PRODUCT_LINE_PAGE_SIZE, PRODUCT_LINES} from './productLine.queries';
import type {ProductLineItem} from './productLine.queries';
import {ProductLineRow} from './ProductLineRow';
import {EmptyState, GENERIC_ERROR, LoadingState, Pager, useDebouncedValue, WithReason} from '@voltcheck/ui-shared';
import {PERMISSION, usePermissionRefusal} from '../../session/permissions';

/** `/productline` (document 000 section 2): search, Add Product Line, paged rows of 100. Changes need Manage Profile. */
export function ProductLinesPage() {
  useDocumentTitle('Product Line');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ProductLineItem | null>(null);
  const refusal = usePermissionRefusal(PERMISSION.manageProfile);
  const filter = useDebouncedValue(search.trim(), 300);
  const {data, loading, error, refetch} = useQuery<ProductLinesQuery, ProductLinesQueryVariables>(PRODUCT_LINES, {
    variables: {filter: filter || null, skip: (page - 1) * PRODUCT_LINE_PAGE_SIZE, first: PRODUCT_LINE_PAGE_SIZE},
    fetchPolicy: 'cache-and-network',
  });
  const lines = data?.productLines ?? [];

  return (
    <Box>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{justifyContent: 'space-between', mb: 3}}>
        <Typography variant="h1">Product Line</Typography>
        <Stack direction="row" spacing={2}>
          <TextField
            size="small"
            label="Search"
            value={search}
            onChange={e => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
          <WithReason reason={refusal}>
            <Button
              variant="contained"
              component={RouterLink}
              to="/addproduct"
              sx={{whiteSpace: 'nowrap', flexShrink: 0}}
            >
              Add Product Line
            </Button>
          </WithReason>
        </Stack>
      </Stack>
      <Card>
        {error && <Alert severity="error">{GENERIC_ERROR}</Alert>}
        {loading && !data && <LoadingState />}
        {data && !lines.length && <EmptyState title="No result found." />}
        {lines.length > 0 && (
          <TableContainer>
            <Table aria-label="Product lines">
              <TableHead>
                <TableRow>
                  <TableCell>Product line</TableCell>
                  <TableCell>Component warranty</TableCell>
                  <TableCell>Performance warranty</TableCell>
                  <TableCell>Models</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map(line => (
                  <ProductLineRow
                    key={line.productLineId}
                    line={line}
                    refusal={refusal}
                    onDelete={() => setDeleting(line)}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      <Pager
        sx={{mt: 2}}
        count={data?.productLineCount ?? 0}
        pageSize={PRODUCT_LINE_PAGE_SIZE}
        page={page}
        onPage={setPage}
      />
      {deleting && (
        <DeleteProductLineDialog line={deleting} onClose={() => setDeleting(null)} onDeleted={() => void refetch()} />
      )}
    </Box>
  );
}
