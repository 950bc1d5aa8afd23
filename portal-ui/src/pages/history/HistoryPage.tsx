import {useState} from 'react';
import {useQuery} from '@apollo/client';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {isAdminRole} from '@voltcheck/api-client';
import type {UploadHistoryQuery, UploadHistoryQueryVariables} from '@voltcheck/api-client';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {manufacturerIdVariable, useManufacturerChoice} from '../../session/manufacturerChoice';
import {useSession} from '../../session/SessionContext';
import {HISTORY_PAGE_SIZE, UPLOAD_HISTORY} from './history.queries';
import {UploadCard} from './UploadCard';
import {EmptyState, LoadingState, Pager, useDebouncedValue} from '@voltcheck/ui-shared';

export const NO_HISTORY = 'No upload history available';

/** `/history`: search plus paged upload history, one card per upload. */
export function HistoryPage() {
  useDocumentTitle(`${config.productCode} | History`);
  const {claims} = useSession();
  const admin = isAdminRole(claims?.role);
  const {manufacturerId} = useManufacturerChoice();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filter = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const {data, loading, error, refetch} = useQuery<UploadHistoryQuery, UploadHistoryQueryVariables>(UPLOAD_HISTORY, {
    variables: {
      manufacturerId: manufacturerIdVariable(manufacturerId),
      filter: filter || null,
      skip: (page - 1) * HISTORY_PAGE_SIZE,
      first: HISTORY_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const history = error ? undefined : data?.uploadHistory;

  return (
    <Box>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap'}}>
        <Typography variant="h1" sx={{flex: 1}}>
          Upload history
        </Typography>
        <TextField
          size="small"
          placeholder="Search file name or id"
          value={search}
          onChange={e => {
            setSearch(e.target.value);
            setPage(1);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: {'aria-label': 'Search uploads'},
          }}
          sx={{width: {xs: '100%', sm: 320}}}
        />
      </Box>
      {loading && !history && <LoadingState />}
      {!loading && (!history || history.list.length === 0) && <EmptyState title={NO_HISTORY} />}
      {history && history.list.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{mb: 1.5}}>
            {history.count} upload{history.count === 1 ? '' : 's'}
          </Typography>
          <Stack spacing={2}>
            {history.list.map(u => (
              <UploadCard
                key={u.uploadId}
                upload={u}
                isAdmin={admin}
                manufacturerId={manufacturerId ?? (admin ? u.manufacturerId : undefined)}
                onChanged={() => void refetch()}
              />
            ))}
          </Stack>
          <Pager
            sx={{mt: 3, display: 'flex', justifyContent: 'center'}}
            count={history?.count ?? 0}
            pageSize={HISTORY_PAGE_SIZE}
            page={page}
            onPage={setPage}
          />
        </>
      )}
    </Box>
  );
}
