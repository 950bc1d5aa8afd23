import type {ReactNode} from 'react';
import Typography from '@mui/material/Typography';
import {NO_RESULT} from './serialFormat';
import {ErrorState, LoadingState} from '@voltcheck/ui-shared';

/** Loading, an error, 'No result found.', or the list. */
export function ListState({
  loading,
  error,
  empty,
  children,
}: {
  loading: boolean;
  error?: {message: string};
  empty: boolean;
  children: ReactNode;
}) {
  if (error) return <ErrorState message={`Error! ${error.message}`} />;
  if (loading && empty) return <LoadingState />;
  if (empty)
    return (
      <Typography color="text.secondary" sx={{py: 3, textAlign: 'center'}}>
        {NO_RESULT}
      </Typography>
    );
  return <>{children}</>;
}
