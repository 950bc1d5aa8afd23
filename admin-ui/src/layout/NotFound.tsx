import {Box, Typography} from '@mui/material';
import {Title} from 'react-admin';

/** Any unknown console path (document 002, section 8). */
export const NotFound = () => (
  <Box sx={{mt: 4, textAlign: 'center'}}>
    <Title title="Not found" />
    <Typography variant="h5" color="error">
      Error: Path does not exist!!
    </Typography>
  </Box>
);
