import type {ReactNode} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {Role} from '@voltcheck/api-client';
import {useDocumentTitle} from './useDocumentTitle';
import {useSession} from '../session/SessionContext';

/** A page's title and why it is not for the signed-in account, in place of a screen whose calls would be refused. */
export function RefusedPage({title, message}: {title: string; message: string}) {
  useDocumentTitle(title);
  return (
    <Box>
      <Typography variant="h1" sx={{mb: 3}}>
        {title}
      </Typography>
      <Alert severity="info">{message}</Alert>
    </Box>
  );
}

/**
 * A page only some roles use (its menu entry is hidden from the others): one who types its address hears why,
 * instead of a screen that fails on its first call.
 */
export function RoleGate({
  allows,
  title,
  message,
  children,
}: {
  allows: (role: Role) => boolean;
  title: string;
  message: string;
  children: ReactNode;
}) {
  const {claims} = useSession();
  if (claims && !allows(claims.role)) return <RefusedPage title={title} message={message} />;
  return <>{children}</>;
}
