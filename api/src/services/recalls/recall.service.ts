import {BindingScope, injectable, service} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {Caller} from '../kernel/caller';
import {pageBounds} from '../kernel/sql-list';
import {invalidInput, ServiceError} from '../kernel/service-error';
import {PERMISSION} from '../kernel/tenancy';
import {NotifyService} from '../notify/notify.service';
import {TenancyService} from '../kernel/tenancy.service';
import {STATUS_PERMISSION} from './recall-access';
import {RecallNoticeFields, RecallRepository, RecallRow} from './recall.repository';
import {readSelection, RowProblem, SerialSelection} from './serial-selection';
import {formInput, readSerialListFile, SerialListFile} from './serial-list-file';
import {
  BatchProgress,
  manufacturerOf,
  missingRows,
  SerialStatusService,
  StatusChangeInput,
} from './serial-status.service';
import {StatusChangeQueued, StatusJobService} from './status-job.service';
import {StatusAudience} from './status-audience';

export type RecallInput = StatusChangeInput & Partial<Record<keyof RecallNoticeFields, unknown>>;

/** A recall as asked, its input read: what a queued recall's job runs. */
export interface QueuedRecall {
  manufacturerId: number;
  userId: number;
  notice: RecallNoticeFields;
  selection: SerialSelection;
  problems: RowProblem[];
}

export interface RecallCreated {
  id: number;
  affected: number;
  problems: RowProblem[];
}

export const RECALL_MESSAGES = {
  notFound: 'No recall of yours has this id.',
  manufacturer: 'manufacturerId: choose the manufacturer whose recall it is',
};

const TEXT_FIELDS: Array<[keyof RecallNoticeFields, number]> = [
  ['title', 200],
  ['hazard', 2000],
  ['remedy', 2000],
  ['noticeUrl', 2000],
  ['contact', 500],
];

/** The notice fields of a recall: each required and bounded; the notice a public http(s) address. */
export function readNotice(input: RecallInput): RecallNoticeFields {
  const out = {} as RecallNoticeFields;
  for (const [field, max] of TEXT_FIELDS) {
    const value = typeof input[field] === 'string' ? (input[field] as string).trim() : '';
    if (!value || value.length > max) throw invalidInput(field, `This field is required (at most ${max} characters)`);
    out[field] = value;
  }
  let url: URL | undefined;
  try {
    url = new URL(out.noticeUrl);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw invalidInput('noticeUrl', 'an http or https address');
  return out;
}

/** Paging as the REST routes take it: 1-based pages. */
export const numberedPage = (page?: number, perPage?: number) => pageBounds((page ?? 1) - 1, perPage);

/**
 * Recalls: a manufacturer (or an administrator for it) recalls serials with a notice (title, hazard, remedy, notice
 * URL, contact). Creating one marks its serials recalled in one transaction, records where each one was (its reach),
 * tells the manufacturer's and the verifying providers' endpoints, and mails the manufacturer's notification groups.
 */
@injectable({scope: BindingScope.SINGLETON})
export class RecallService {
  constructor(
    @service(RecallRepository) private readonly recalls: RecallRepository,
    @service(SerialStatusService) private readonly statuses: SerialStatusService,
    @service(StatusAudience) private readonly audience: StatusAudience,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @service(NotifyService) private readonly notify: NotifyService,
    @service(StatusJobService) private readonly jobs: StatusJobService,
  ) {}

  /** POST /api/recalls/file: the same recall, its serials those of an uploaded list file. */
  async createFromFile(
    caller: Caller,
    fields: Record<string, string>,
    file?: SerialListFile,
  ): Promise<RecallCreated | StatusChangeQueued> {
    const input = formInput(fields, [...TEXT_FIELDS.map(([field]) => field), 'manufacturerId']);
    await this.tenancy.scopeOf(caller, manufacturerOf(input), STATUS_PERMISSION);
    readNotice(input);
    const {serials, rows} = await readSerialListFile(file);
    return this.create(caller, {...input, serials}, rows);
  }

  /**
   * POST /api/recalls: done at once, or queued as a job when it selects many serials. `listRows`: the rows a list
   * file's serials came from.
   */
  async create(caller: Caller, input: RecallInput, listRows?: number[]): Promise<RecallCreated | StatusChangeQueued> {
    const scope = await this.tenancy.scopeOf(caller, manufacturerOf(input), STATUS_PERMISSION);
    const notice = readNotice(input);
    const {selection, problems} = readSelection(input, listRows);
    if (scope.manufacturerId === undefined)
      throw invalidInput('manufacturerId', 'choose the manufacturer whose recall it is');
    const manufacturerId = scope.manufacturerId;
    const recall: QueuedRecall = {manufacturerId, userId: caller.id, notice, selection, problems};
    const total = await this.jobs.overThreshold(manufacturerId, selection);
    if (total !== undefined)
      return this.jobs.queueJob(caller, {kind: 'recall', manufacturerId, total, request: recall});
    const {answer, deliveries} = await this.recalls.transaction(db => this.createIn(db, recall));
    await this.audience.dispatch(deliveries);
    return answer;
  }

  /** A recall with its input read, in the caller's transaction (a queued recall's job runs it too). */
  async createIn(
    db: Queryable,
    {manufacturerId, userId, notice, selection, problems}: QueuedRecall,
    progress?: BatchProgress,
  ): Promise<{answer: RecallCreated; deliveries: number[]}> {
    const id = await this.recalls.insert(db, manufacturerId, userId, notice);
    const change = {manufacturerId, status: 'recalled' as const, recallId: id, reason: `Recall: ${notice.title}`};
    const row = await this.statuses.apply(
      db,
      {...change, userId, selection},
      'recall.create',
      {id, ...notice},
      progress,
    );
    await this.recalls.recount(db, id);
    await this.notify.recallCreated(db, manufacturerId, {id, ...notice, affected: row.matched});
    return {
      answer: {id, affected: row.matched, problems: [...problems, ...missingRows(selection, row)]},
      deliveries: row.deliveries,
    };
  }

  async list(
    caller: Caller,
    q: {page?: number; perPage?: number; q?: string; manufacturerId?: number},
  ): Promise<{items: RecallRow[]; total: number}> {
    const scope = await this.tenancy.scopeOf(caller, q.manufacturerId, PERMISSION.read);
    return this.recalls.list(scope.manufacturerId ?? null, {...numberedPage(q.page, q.perPage), q: q.q});
  }

  /** One recall the caller may see (with `permission`); NOT_FOUND for any other, as for an unknown id. */
  async visible(caller: Caller, id: number, permission: number = PERMISSION.read): Promise<RecallRow> {
    const found = Number.isSafeInteger(id) ? await this.recalls.one(id) : undefined;
    if (!found || !(await this.tenancy.sees(caller, {manufacturerId: found.manufacturerId}, permission)))
      throw new ServiceError(RECALL_MESSAGES.notFound, 'NOT_FOUND');
    return found;
  }
}
