import ViewModuleIcon from '@mui/icons-material/ViewModule';
import {Box, Card, CardContent, Typography} from '@mui/material';
import {Title} from 'react-admin';

/**
 * Modules (/Module). VoltCheck keeps each battery as one serial and holds no module records of
 * modular batteries, so this page says what would appear here instead of showing sample rows.
 */
export const ModuleList = () => (
  <Card sx={{mt: 2, maxWidth: 760}}>
    <Title title="Modules" />
    <CardContent sx={{display: 'flex', gap: 2.5, p: 3}}>
      <Box sx={{bgcolor: 'action.hover', borderRadius: 2, p: 1.25, display: 'flex', alignSelf: 'flex-start'}}>
        <ViewModuleIcon />
      </Box>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          No modules are recorded
        </Typography>
        <Typography color="text.secondary">
          The modules of modular batteries (each module&apos;s serial under its battery&apos;s serial, 9 per page)
          appear here once manufacturers upload them. Today every battery is kept as one serial with its module capacity
          in its flash data, so there is nothing to list.
        </Typography>
      </Box>
    </CardContent>
  </Card>
);
