import {useState} from 'react';
import {useQuery} from '@apollo/client';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {useNavigate} from 'react-router-dom';
import {hasNoManufacturer, isAdminRole} from '@voltcheck/api-client';
import type {ProductsQuery, ProductsQueryVariables} from '@voltcheck/api-client';
import {config} from '../../config';
import {manufacturerIdVariable} from '../../session/manufacturerChoice';
import {isSupplierType} from '../../session/roles';
import {useSession} from '../../session/SessionContext';
import {ListState, Paging, SearchBox} from '../serials';
import {CONTACT_MANUFACTURER} from './modelFormat';
import {ModelRow} from './ModelRow';
import {ModifyProductLineDialog} from './ModifyProductLineDialog';
import {MODELS_PAGE_SIZE, PRODUCTS} from './models.queries';
import type {ProductModel} from './models.queries';
import {useDebouncedValue} from '@voltcheck/ui-shared';

/**
 * The dashboard's Models tab (document 001 section 2): the models with product line, dates, warranty,
 * available serials and failed requests; search and paging of 100. `manufacturerId`: a distributor's
 * chosen manufacturer, or the one an administrator looks at.
 */
export function ModelsTab({manufacturerId}: {manufacturerId?: number}) {
  const {claims} = useSession();
  const admin = isAdminRole(claims?.role);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filter = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const noManufacturer = !admin && hasNoManufacturer(claims);
  // Supplier-type roles cannot assign product lines (document 001 section 6); admins get no per-row actions.
  const mayModify = !admin && !isSupplierType(claims?.role);
  const [modifying, setModifying] = useState<ProductModel>();
  const {data, loading, error} = useQuery<ProductsQuery, ProductsQueryVariables>(PRODUCTS, {
    skip: noManufacturer,
    variables: {
      filter: filter || null,
      manufacturerId: manufacturerIdVariable(manufacturerId),
      first: MODELS_PAGE_SIZE,
      skip: (page - 1) * MODELS_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  if (noManufacturer) return <Typography sx={{py: 3, textAlign: 'center'}}>{CONTACT_MANUFACTURER}</Typography>;
  const list = data?.products;
  return (
    <Box>
      <Box sx={{display: 'flex', justifyContent: 'flex-end', mb: 1.5}}>
        <SearchBox
          label="Search models"
          value={search}
          onChange={v => {
            setSearch(v);
            setPage(1);
          }}
        />
      </Box>
      <ListState loading={loading} error={error} empty={!list?.list.length}>
        <TableContainer>
          <Table size="small" aria-label="Models">
            <TableHead>
              <TableRow>
                <TableCell>Models</TableCell>
                <TableCell>Product line</TableCell>
                <TableCell>Approval date</TableCell>
                <TableCell>Expiry date</TableCell>
                <TableCell>Component and Performance warranty</TableCell>
                <TableCell>Available serials</TableCell>
                <TableCell>Failed requests</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list?.list.map(p => (
                <ModelRow
                  key={p.productId}
                  p={p}
                  admin={admin}
                  onView={m => navigate(`/model/${m.productId}`, {state: {model: m}})}
                  onModify={mayModify ? setModifying : undefined}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Paging page={page} count={list?.count ?? 0} onPage={setPage} pageSize={MODELS_PAGE_SIZE} />
      </ListState>
      {modifying && (
        <ModifyProductLineDialog
          model={modifying}
          manufacturerId={manufacturerId}
          onClose={() => setModifying(undefined)}
        />
      )}
    </Box>
  );
}
