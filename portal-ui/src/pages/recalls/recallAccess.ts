import {isAdminRole, type Role} from '@voltcheck/api-client';
import {isSupplierType} from '../../session/roles';

/** The staff permission that lets a manufacturer's staff create recalls, change serials' status and mark remedies (Upload, as the server decides). */
export const RECALL_PERMISSION = 2;

/**
 * Who is offered the recall actions: administrators, a manufacturer's own accounts, and its staff holding the
 * permission (the server checks the same on every door). Suppliers and distributors never change a serial's status.
 */
export function canManageRecalls(role: Role | undefined, isStaff: boolean, permissions?: readonly number[]): boolean {
  if (!role || isSupplierType(role)) return false;
  if (isAdminRole(role)) return true;
  return !isStaff || !!permissions?.includes(RECALL_PERMISSION);
}
