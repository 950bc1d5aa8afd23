import {Box, Tab, Tabs} from '@mui/material';
import {useState} from 'react';
import {SerialsTab} from './DetailCatalogue';
import {RequestTab} from './RequestTabs';

type Sub = 'serials' | 'failed' | 'parallel';

/** The detail's Serials tab: the uploaded serials, then the portal's Failed and Parallel Import sub-tabs. */
export const SerialsTabs = ({manufacturerId}: {manufacturerId: string}) => {
  const [sub, setSub] = useState<Sub>('serials');
  return (
    <Box>
      <Tabs value={sub} onChange={(_, v: Sub) => setSub(v)} aria-label="Serials" sx={{px: 2}}>
        <Tab value="serials" label="Uploaded" />
        <Tab value="failed" label="Failed" />
        <Tab value="parallel" label="Parallel Import" />
      </Tabs>
      {sub === 'serials' && <SerialsTab manufacturerId={manufacturerId} />}
      {sub !== 'serials' && <RequestTab key={sub} manufacturerId={manufacturerId} kind={sub} />}
    </Box>
  );
};
