import {BindingScope, injectable, service} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {Caller} from '../kernel/caller';
import {recordAudit} from '../kernel/record-audit';
import {invalidInputOf, ServiceError} from '../kernel/service-error';
import {TenancyService} from '../kernel/tenancy.service';
import {normaliseSerial} from '../verification/verification-rules';
import {rangeSerial, readSelection, RowProblem, SELECTION_MESSAGES, SerialSelection} from './serial-selection';
import {formInput, readSerialListFile, SerialListFile} from './serial-list-file';
import {SerialStatusRepository, StatusHistoryEntry} from './serial-status.repository';
import {SERIAL_STATUSES, SerialStatus, StatusChange, StatusChangeRow} from './serial-status.sql';
import {STATUS_PERMISSION} from './recall-access';
import {StatusAudience} from './status-audience';
import {batchesOf, mergeRows, namedCount} from './status-batches';
import {StatusChangeQueued, StatusJobService} from './status-job.service';

export interface StatusChangeInput {
  serials?: unknown;
  range?: unknown;
  model?: unknown;
  status?: unknown;
  reason?: unknown;
  recallId?: unknown;
  manufacturerId?: unknown;
}

/** A change run in batches: `size` serials per statement, `report` told how many it has been through after each. */
export interface BatchProgress {
  size: number;
  report(processed: number): Promise<void>;
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
    @service(StatusJobService) private readonly jobs: StatusJobService,
  ) {}

  /** POST /api/serials/status/file: the same change, its serials those of an uploaded list file. */
  async changeFromFile(
    caller: Caller,
    fields: Record<string, string>,
    file?: SerialListFile,
  ): Promise<StatusChangeAnswer | StatusChangeQueued> {
    const input = formInput(fields, ['status', 'reason', 'recallId', 'manufacturerId']);
    await this.tenancy.scopeOf(caller, manufacturerOf(input), STATUS_PERMISSION);
    const {serials, rows} = await readSerialListFile(file);
    return this.change(caller, {...input, serials}, rows);
  }

  /**
   * POST /api/serials/status: done at once, or queued as a job when it selects many serials. `listRows`: the rows a
   * list file's serials came from.
   */
  async change(
    caller: Caller,
    input: StatusChangeInput,
    listRows?: number[],
  ): Promise<StatusChangeAnswer | StatusChangeQueued> {
    // who may, before what: a caller refused is refused whatever the body says
    const scope = await this.tenancy.scopeOf(caller, manufacturerOf(input), STATUS_PERMISSION);
    const status = input.status as SerialStatus;
    if (!SERIAL_STATUSES.includes(status)) throw invalidInputOf(STATUS_MESSAGES.status);
    const reason = readReason(input.reason);
    const recallId = input.recallId === undefined || input.recallId === null ? null : Number(input.recallId);
    if (status === 'recalled' && recallId === null) throw invalidInputOf(STATUS_MESSAGES.recallNeeded);
    if (status !== 'recalled' && recallId !== null) throw invalidInputOf(STATUS_MESSAGES.recallOnlyForRecalled);
    const {selection, problems} = readSelection(input, listRows);
    let manufacturerId = scope.manufacturerId ?? null;
    if (recallId !== null) {
      const owner = Number.isSafeInteger(recallId) ? await this.statuses.recallOwner(recallId) : undefined;
      if (owner === undefined || (manufacturerId !== null && owner !== manufacturerId))
        throw new ServiceError(STATUS_MESSAGES.noRecall, 'NOT_FOUND', {field: 'recallId'});
      manufacturerId = owner;
    }
    const change: StatusChange = {manufacturerId, status, recallId, reason, userId: caller.id, selection};
    const total = await this.jobs.overThreshold(manufacturerId, selection);
    if (total !== undefined)
      return this.jobs.queueJob(caller, {kind: 'status', manufacturerId, total, request: {change, problems}});
    const {answer, deliveries} = await this.statuses.transaction(db => this.changeIn(db, change, problems));
    await this.audience.dispatch(deliveries);
    return answer;
  }

  /** A change with its selection read, in the caller's transaction (a queued change's job runs it too). */
  async changeIn(
    db: Queryable,
    change: StatusChange,
    problems: RowProblem[],
    progress?: BatchProgress,
  ): Promise<{answer: StatusChangeAnswer; deliveries: number[]; matched: number}> {
    const row = await this.apply(db, change, 'serial.status', undefined, progress);
    return {
      matched: row.matched,
      answer: {changed: row.changed, problems: [...problems, ...missingRows(change.selection, row)]},
      deliveries: row.deliveries,
    };
  }

  /**
   * Applies a change in the caller's transaction: the rows (in batches of `progress.size`, reporting after each;
   * without `progress`, one statement), the audit entry and the webhooks (queued with the change; `dispatch` them
   * once it commits). Recalls use it too.
   */
  async apply(
    db: Queryable,
    change: StatusChange,
    action: string,
    recall?: {id: number; title: string; hazard: string; remedy: string; noticeUrl: string; contact: string},
    progress?: BatchProgress,
  ): Promise<StatusChangeRow & {deliveries: number[]}> {
    const row = progress ? await this.changeInBatches(db, change, progress) : await this.statuses.change(db, change);
    await recordAudit(db, {
      userId: change.userId,
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

  private async changeInBatches(db: Queryable, change: StatusChange, progress: BatchProgress) {
    const rows: StatusChangeRow[] = [];
    let processed = 0;
    const s = change.selection;
    const ids = s.kind === 'model' ? await this.statuses.modelIds(db, change.manufacturerId, s.model) : undefined;
    for (const batch of batchesOf(s, progress.size, ids)) {
      const row = await this.statuses.change(db, {...change, selection: batch});
      rows.push(row);
      processed += namedCount(batch) ?? row.matched;
      await progress.report(processed);
    }
    return mergeRows(rows);
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
