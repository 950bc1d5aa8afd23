import type {ReactNode} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {isSupplierType} from '../../session/roles';
import {useSession} from '../../session/SessionContext';
import {PERMISSION, usePermissionRefusal} from '../../session/permissions';

/** What the server answers supplier-type roles on every product-line change (403), word for word. */
export const SUPPLIERS_CANNOT_CHANGE = 'Suppliers and distributors cannot change product lines or warranties.';

/**
 * The product-line pages are not for supplier-type roles (document 000 section 6: the menu hides them). One who
 * types the address hears why instead of a form every call of which the server would refuse.
 */
export function ProductLineGate({children, changes = false}: {children: ReactNode; changes?: boolean}) {
  const {claims} = useSession();
  const refusal = usePermissionRefusal(PERMISSION.manageProfile);
  if (isSupplierType(claims?.role)) return <Refused message={SUPPLIERS_CANNOT_CHANGE} />;
  // The add and edit forms, typed as an address by staff who may not change lines: the reason, not a form.
  if (changes && refusal) return <Refused message={refusal} />;
  return <>{children}</>;
}

function Refused({message}: {message: string}) {
  useDocumentTitle('Product Line');
  return (
    <Box>
      <Typography variant="h1" sx={{mb: 3}}>
        Product Line
      </Typography>
      <Alert severity="info">{message}</Alert>
    </Box>
  );
}
