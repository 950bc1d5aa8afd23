import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import {Alert, Box, LinearProgress, Typography} from '@mui/material';
import type {ReactNode} from 'react';

/** The empty state of a list or chart: what is missing and why. */
export const EmptyState = ({children}: {children: ReactNode}) => (
  <Box sx={{py: 6, textAlign: 'center', color: 'text.secondary'}} role="status">
    <InboxOutlinedIcon sx={{fontSize: 40, opacity: 0.5}} />
    <Typography sx={{mt: 1}}>{children}</Typography>
  </Box>
);

export const ErrorState = ({message}: {message: string}) => (
  <Alert severity="error" sx={{my: 2}}>
    {message}
  </Alert>
);

/** A thin bar while a query runs, keeping the layout still. */
export const Loading = ({loading}: {loading: boolean}) => (
  <Box sx={{height: 4}}>{loading ? <LinearProgress /> : null}</Box>
);
