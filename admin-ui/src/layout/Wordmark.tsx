import BoltIcon from '@mui/icons-material/Bolt';
import {Box, Typography} from '@mui/material';

/** The VoltCheck mark and name: amber bolt on the grid's teal. */
export const Wordmark = ({suffix = 'Admin', inverse = false}: {suffix?: string; inverse?: boolean}) => (
  <Box sx={{display: 'flex', alignItems: 'center', gap: 1, userSelect: 'none'}}>
    <Box
      sx={{
        width: 30,
        height: 30,
        borderRadius: '8px',
        display: 'grid',
        placeItems: 'center',
        bgcolor: inverse ? 'primary.main' : 'rgba(255,255,255,0.14)',
        color: 'secondary.main',
      }}
    >
      <BoltIcon fontSize="small" />
    </Box>
    <Typography
      component="span"
      sx={{fontWeight: 700, fontSize: '1.1rem', letterSpacing: 0.2, color: inverse ? 'primary.dark' : 'inherit'}}
    >
      VoltCheck
      <Box component="span" sx={{fontWeight: 500, ml: 0.75, opacity: 0.8}}>
        {suffix}
      </Box>
    </Typography>
  </Box>
);
