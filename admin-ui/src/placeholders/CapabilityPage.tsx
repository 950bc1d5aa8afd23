import ConstructionIcon from '@mui/icons-material/Construction';
import {Box, Card, CardContent, Typography} from '@mui/material';
import {Title} from 'react-admin';
import type {Capability} from './capabilities';

/** The page of a console entry whose capability is not built yet: says so, shows no data. */
export const CapabilityPage = ({capability}: {capability: Capability}) => (
  <Box sx={{mt: 2, maxWidth: 760}}>
    <Title title={capability.title} />
    <Card>
      <CardContent sx={{display: 'flex', gap: 2.5, alignItems: 'flex-start', p: 3}}>
        <Box
          sx={{bgcolor: 'rgba(245,165,36,0.15)', color: 'secondary.dark', borderRadius: 2, p: 1.25, display: 'flex'}}
        >
          <ConstructionIcon />
        </Box>
        <Box>
          <Typography variant="h5" component="h2" gutterBottom>
            {capability.title} — arrives with {capability.arrivesWith}
          </Typography>
          <Typography color="text.secondary" sx={{mb: 1.5}}>
            This part of the console is not available yet. It arrives with {capability.arrivesWith}.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            What it will hold: {capability.summary}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  </Box>
);
