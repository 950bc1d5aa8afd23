import {Box, Card, CardContent, CardHeader, Skeleton, useTheme} from '@mui/material';
import {Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis} from 'recharts';
import type {AdminStats} from '../providers';
import {roleLabel} from '../users/roles';

/** Accounts per role, every role shown (zero included). */
export const UsersByRoleChart = ({stats}: {stats?: AdminStats}) => {
  const theme = useTheme();
  const data = (stats?.usersByRole ?? []).map(r => ({role: roleLabel(r.role), count: r.count}));
  return (
    <Card sx={{height: '100%'}}>
      <CardHeader title="Users by role" subheader={stats ? `${stats.totalUsers} accounts` : ' '} />
      <CardContent sx={{pt: 0}}>
        {!stats ? (
          <Skeleton variant="rounded" height={260} />
        ) : (
          <Box sx={{height: 260}}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} layout="vertical" margin={{left: 8, right: 24, top: 4, bottom: 4}}>
                <CartesianGrid horizontal={false} stroke={theme.palette.divider} />
                <XAxis type="number" allowDecimals={false} tick={{fontSize: 12}} />
                <YAxis type="category" dataKey="role" width={150} tick={{fontSize: 12}} />
                <Tooltip cursor={{fill: 'rgba(11,93,122,0.06)'}} />
                <Bar
                  dataKey="count"
                  name="Accounts"
                  fill={theme.palette.primary.main}
                  radius={[0, 6, 6, 0]}
                  barSize={18}
                />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
