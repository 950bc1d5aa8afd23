import {Role} from '../kernel/caller';
import {ADMIN_ROLES} from '../kernel/caller';
import {PERMISSION} from '../kernel/tenancy';

/**
 * Who changes serial statuses and runs recalls: administrators, the manufacturer's own accounts, and its staff
 * holding the Upload permission (they already put serials into circulation; docs/decisions.md). Suppliers and
 * distributors do not: a status is the manufacturer's word on its own units.
 */
export const STATUS_ROLES: readonly Role[] = [...ADMIN_ROLES, 'madmin', 'manufacturer', 'mstaff'];
export const STATUS_PERMISSION = PERMISSION.upload;
