import SearchIcon from '@mui/icons-material/Search';
import {Box, Card, InputAdornment, Stack, Tab, Tabs, TextField} from '@mui/material';
import type {AdminLeadershipStatsQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title} from 'react-admin';
import {DayField} from '../reports/DayField';
import {lastDays} from '../reports/dates';
import {ErrorState, Loading} from '../reports/PageStates';
import {LeadershipTable} from './LeadershipTable';
import {LEADERSHIP_STATS} from './queries';
import {useConsoleQuery} from '../graphql';
import {useDebouncedValue} from '@voltcheck/ui-shared';

/** The SPV Leadership Board (/AdminStats, document 002 section 2.12): Manufacturers and App Providers. */
export const LeadershipBoard = () => {
  const [tab, setTab] = useState(0);
  const [search, setSearch] = useState('');
  const [range, setRange] = useState(() => lastDays(30));
  const debounced = useDebouncedValue(search.trim(), 300);
  const {data, error, loading} = useConsoleQuery<AdminLeadershipStatsQuery>(LEADERSHIP_STATS, {
    search: debounced || null,
    from: range.from,
    to: range.to,
  });
  const stats = data?.leadershipStats;
  return (
    <Card sx={{mt: 2}}>
      <Title title="SPV Leadership Board" />
      <Tabs value={tab} onChange={(_, t: number) => setTab(t)} sx={{px: 2, borderBottom: 1, borderColor: 'divider'}}>
        <Tab label="Manufacturers" />
        <Tab label="App Providers" />
      </Tabs>
      {tab === 0 && (
        <Stack direction="row" spacing={2} useFlexGap sx={{p: 2, flexWrap: 'wrap', alignItems: 'flex-start'}}>
          <TextField
            size="small"
            placeholder="Search Manufacturer"
            sx={{width: 300}}
            value={search}
            onChange={e => setSearch(e.target.value)}
            slotProps={{
              htmlInput: {'aria-label': 'Search Manufacturer'},
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            helperText=" "
          />
          <DayField
            label="From Date"
            separator="-"
            value={range.from}
            onChange={from => setRange(r => ({...r, from}))}
          />
          <DayField label="To Date" separator="-" value={range.to} onChange={to => setRange(r => ({...r, to}))} />
        </Stack>
      )}
      <Loading loading={loading} />
      {error && <ErrorState message="No pull request available" />}
      <Box sx={{pb: 2}}>
        {stats && tab === 0 && (
          <LeadershipTable
            nameHeader="Manufacturer"
            fileName="leadership_manufacturers.csv"
            rows={stats.manufacturers.map(m => ({...m, key: m.manufacturerId, name: m.displayName}))}
          />
        )}
        {stats && tab === 1 && (
          <LeadershipTable
            nameHeader="App Provider"
            fileName="leadership_app_providers.csv"
            rows={stats.appProviders.map(a => ({...a, key: a.id, name: a.appProvider}))}
          />
        )}
      </Box>
    </Card>
  );
};
