import {useState} from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {dashboardTabs} from './dashboardTabList';

/** The tab container below the dashboard's panels. */
export function DashboardTabs({manufacturerId}: {manufacturerId: number | undefined}) {
  const tabs = dashboardTabs(manufacturerId);
  const [index, setIndex] = useState(0);
  const active = Math.min(index, tabs.length - 1);
  return (
    <Card>
      <Tabs
        value={active}
        onChange={(_, i: number) => setIndex(i)}
        sx={{borderBottom: 1, borderColor: 'divider', px: 2}}
      >
        {tabs.map(t => (
          <Tab key={t.label} label={t.label} />
        ))}
      </Tabs>
      <Box sx={{p: 2}} role="tabpanel" aria-label={tabs[active].label}>
        {tabs[active].element}
      </Box>
    </Card>
  );
}
