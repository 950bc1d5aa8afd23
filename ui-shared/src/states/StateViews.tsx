import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import type {ReactNode} from 'react';

/** The catalogue's generic load error (document 000 section 8). */
export const GENERIC_ERROR = 'OOPS.. Some error has occured, please retry.';

export function LoadingState({label = 'Loading…'}: {label?: string}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center'}}
    >
      <CircularProgress size={28} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

export function ErrorState({message = GENERIC_ERROR, onRetry}: {message?: string; onRetry?: () => void}) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}

export function EmptyState({title, children, icon}: {title: string; children?: ReactNode; icon?: ReactNode}) {
  return (
    <Box sx={{textAlign: 'center', py: 4, px: 2, color: 'text.secondary'}}>
      <Box sx={{fontSize: 40, color: 'primary.light', mb: 1}}>{icon ?? <InboxOutlinedIcon fontSize="inherit" />}</Box>
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      {children && (
        <Typography variant="body2" sx={{mt: 0.5}}>
          {children}
        </Typography>
      )}
    </Box>
  );
}
