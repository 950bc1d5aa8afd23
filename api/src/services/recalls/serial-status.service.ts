import {BindingScope, injectable, service} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {Caller} from '../kernel/caller';
import {recordAudit} from '../kernel/record-audit';
import {invalidInputOf, ServiceError} from '../kernel/service-error';
import {TenancyService} from '../kernel/tenancy.service';
import {normaliseSerial} from '../verification/verification-rules';
import {rangeSerial, readSelection, RowProblem, SELECTION_MESSAGES, SerialSelection} from './serial-selection';
import {SerialStatusRepository, StatusHistoryEntry} from './serial-status.repository';
import {SERIAL_STATUSES, SerialStatus, StatusChange, StatusChangeRow} from './serial-status.sql';
import {STATUS_PERMISSION} from './recall-access';
import {StatusAudience} from './status-audience';

export interface StatusChangeInput {
  serials?: unknown;
  range?: unknown;
  model?: unknown;
  status?: unknown;
  reason?: unknown;
  recallId?: unknown;
  manufacturerId?: unknown;
}

export interface StatusChangeAnswer {
  changed: number;
  problems: RowProblem[];
}

export const STATUS_MESSAGES = {
  status: `status: one of ${SERIAL_STATUSES.join(', ')}`,
  reason: 'reason: This field is required (at most 500 characters)',
  recallNeeded: 'recallId: serials are marked recalled under a recall (create one with POST /api/recalls)',
  recallOnlyForRecalled: 'recallId: only with status recalled',
  noRecall: 'No recall of yours has this id.',
  noSerial: 'No serial of yours has this number.',
};

/** A reason as stored: trimmed, required, at most 500 characters. */
export function readReason(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text.length > 500) throw invalidInputOf(STATUS_MESSAGES.reason);
  return text;
}

/**
 * Serial statuses: a manufacturer's admin, its staff with the Upload permission, and administrators change the
 * status of one serial, a list, a range or a model's uploads in a date window, always with a reason; each change is
 * one transaction, audited, kept in each serial's history and told to whoever must hear of it.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SerialStatusService {
  constructor(
    @service(SerialStatusRepository) private readonly statuses: SerialStatusRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @service(StatusAudience) private readonly audience: StatusAudience,
  ) {}

  /** POST /api/serials/status. */
  async change(caller: Caller, input: StatusChangeInput): Promise<StatusChangeAnswer> {
    // who may, before what: a caller refused is refused whatever the body says
    const scope = await this.tenancy.scopeOf(caller, manufacturerOf(input), STATUS_PERMISSION);
    const status = input.status as SerialStatus;
    if (!SERIAL_STATUSES.includes(status)) throw invalidInputOf(STATUS_MESSAGES.status);
    const reason = readReason(input.reason);
    const recallId = input.recallId === undefined || input.recallId === null ? null : Number(input.recallId);
    if (status === 'recalled' && recallId === null) throw invalidInputOf(STATUS_MESSAGES.recallNeeded);
    if (status !== 'recalled' && recallId !== null) throw invalidInputOf(STATUS_MESSAGES.recallOnlyForRecalled);
    const {selection, problems} = readSelection(input);
    const {deliveries, answer} = await this.statuses.transaction(async db => {
      let manufacturerId = scope.manufacturerId ?? null;
      if (recallId !== null) {
        const owner = Number.isSafeInteger(recallId) ? await this.statuses.recallOwner(db, recallId) : undefined;
        if (owner === undefined || (manufacturerId !== null && owner !== manufacturerId))
          throw new ServiceError(STATUS_MESSAGES.noRecall, 'NOT_FOUND', {field: 'recallId'});
        manufacturerId = owner;
      }
      const change: StatusChange = {manufacturerId, status, recallId, reason, userId: caller.id, selection};
      const row = await this.apply(db, caller, change, 'serial.status');
      return {
        answer: {changed: row.changed, problems: [...problems, ...missingRows(selection, row)]},
        deliveries: row.deliveries,
      };
    });
    await this.audience.dispatch(deliveries);
    return answer;
  }

  /**
   * Applies a change in the caller's transaction: the rows, the audit entry and the webhooks (queued with the
   * change; `dispatch` them once it commits). Recalls use it too.
   */
  async apply(
    db: Queryable,
    caller: Caller,
    change: StatusChange,
    action: string,
    recall?: {id: number; title: string; hazard: string; remedy: string; noticeUrl: string; contact: string},
  ): Promise<StatusChangeRow & {deliveries: number[]}> {
    const row = await this.statuses.change(db, change);
    await recordAudit(db, {
      userId: caller.id,
      action,
      entity: recall ? 'Recall' : 'ProductSerial',
      entityId: recall?.id ?? null,
      after: {
        status: change.status,
        reason: change.reason,
        recallId: change.recallId,
        selection: describe(change.selection),
        changed: row.changed,
        ...(recall ? {name: recall.title} : {}),
      },
    });
    const deliveries = await this.audience.enqueue(db, change, row, recall);
    return {...row, deliveries};
  }

  /** GET /api/serials/{serial}/status-history: 404 for a serial that is not the caller's. */
  async history(caller: Caller, serial: string, manufacturerId?: number): Promise<StatusHistoryEntry[]> {
    const scope = await this.tenancy.scopeOf(caller, manufacturerId);
    const entries = await this.statuses.history(scope.manufacturerId ?? null, normaliseSerial(serial));
    if (!entries) throw new ServiceError(STATUS_MESSAGES.noSerial, 'NOT_FOUND');
    return entries;
  }
}

/** The manufacturer a body names, if any. */
export function manufacturerOf(input: {manufacturerId?: unknown}): number | undefined {
  return input.manufacturerId === undefined || input.manufacturerId === null ? undefined : Number(input.manufacturerId);
}

/** The rows of a list or a range that named no serial of the caller's, as problems. */
export function missingRows(selection: SerialSelection, row: Pick<StatusChangeRow, 'missing'>): RowProblem[] {
  const sent =
    selection.kind === 'list' && row.missing.length
      ? new Map(selection.rows.map((n, i) => [n, selection.sent[i]]))
      : undefined;
  return row.missing.map(m => ({
    row: m.n,
    serial:
      selection.kind === 'list'
        ? (sent?.get(m.n) ?? m.norm)
        : selection.kind === 'range'
          ? rangeSerial(selection.range, m.n)
          : m.norm,
    problem: SELECTION_MESSAGES.unknown,
  }));
}

/** A selection as the audit log keeps it: what was asked, not every serial. */
function describe(s: SerialSelection): object {
  if (s.kind === 'list') return {serials: s.norms.length, first: s.norms.slice(0, 20)};
  if (s.kind === 'range') return {range: s.range};
  return {model: s.model};
}
