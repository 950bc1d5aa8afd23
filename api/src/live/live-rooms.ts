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

/**
 * Who hears of long work someone started (an import, a large status change): the account that started it, the
 * manufacturer's own accounts (when it is one manufacturer's work) and the administrators; with the `about` that
 * limits it to receivers who may see that manufacturer's records.
 */
export function workAudience(
  startedBy: number,
  manufacturerId: number | null,
): {rooms: string[]; about: {manufacturerId?: number}} {
  if (manufacturerId === null) return {rooms: [`user:${startedBy}`, 'admin'], about: {}};
  return {rooms: [`user:${startedBy}`, `manufacturer:${manufacturerId}`, 'admin'], about: {manufacturerId}};
}
