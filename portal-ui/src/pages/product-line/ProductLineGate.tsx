import type {ReactNode} from 'react';
import {RefusedPage} from '../../components/RoleGate';
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
  if (isSupplierType(claims?.role)) return <RefusedPage title="Product Line" message={SUPPLIERS_CANNOT_CHANGE} />;
  // The add and edit forms, typed as an address by staff who may not change lines: the reason, not a form.
  if (changes && refusal) return <RefusedPage title="Product Line" message={refusal} />;
  return <>{children}</>;
}
