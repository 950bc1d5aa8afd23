import {Caller, isAdmin, MANUFACTURER_ROLES} from '../services/kernel/caller';

/**
 * Rooms a caller's socket joins. A manufacturer room carries everything of that manufacturer, so
 * only its own accounts join it; suppliers and distributors join their company's room, and see
 * only what is published there or to themselves (server.md section 1).
 */
export function roomsOf(caller: Caller): string[] {
  const rooms = [`user:${caller.id}`];
  if (MANUFACTURER_ROLES.includes(caller.role)) rooms.push(...caller.manufacturerIds.map(id => `manufacturer:${id}`));
  if (caller.distributorId !== null) rooms.push(`distributor:${caller.distributorId}`);
  if (isAdmin(caller)) rooms.push('admin');
  return rooms;
}
