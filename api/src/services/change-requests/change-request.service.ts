import {BindingScope, injectable, service} from '@loopback/core';
import {repository} from '@loopback/repository';
import {PoolClient} from 'pg';
import {Caller} from '../kernel/caller';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {ListParams, toDbId} from '../kernel/sql-list';
import {AppUserRepository} from '../accounts/app-user.repository';
import {DistributorRepository} from '../registry/distributor.repository';
import {ManufacturerRepository} from '../registry/manufacturer.repository';
import {ChangeRequestReviewService} from './change-request-review.service';
import {
  ChangeRequestCommentEntry,
  ChangeRequestEntry,
  ChangeRequestFilter,
  ChangeRequestRepository,
} from './change-request.repository';

export interface NewChangeRequest {
  manufacturerId: unknown;
  distributorId: unknown;
  startDate: string;
  endDate?: string | null;
  title?: string | null;
  description?: string | null;
  /** Usernames of the administrators asked to review. */
  assignees?: string[] | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (d: string) => ISO_DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));

/**
 * Change requests (server.md section 7): proposed, commented, approved by a reviewer other than the
 * creator, merged (the link applies at once) or closed without a change. Every step is audited.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ChangeRequestService {
  constructor(
    @service(ChangeRequestRepository) private readonly requests: ChangeRequestRepository,
    @repository(ManufacturerRepository) private readonly manufacturers: ManufacturerRepository,
    @repository(DistributorRepository) private readonly suppliers: DistributorRepository,
    @repository(AppUserRepository) private readonly users: AppUserRepository,
    @service(ChangeRequestReviewService) private readonly review: ChangeRequestReviewService,
  ) {}

  list(p: ListParams<ChangeRequestFilter>): Promise<ChangeRequestEntry[]> {
    return this.requests.list(p);
  }

  count(filter?: ChangeRequestFilter | null): Promise<number> {
    return this.requests.count(filter);
  }

  async get(id: unknown): Promise<ChangeRequestEntry | null> {
    const n = toDbId(id);
    return n === null ? null : this.requests.get(n);
  }

  comments(id: number): Promise<ChangeRequestCommentEntry[]> {
    return this.requests.comments(id);
  }

  async create(caller: Caller, input: NewChangeRequest): Promise<ChangeRequestEntry> {
    const manufacturerId = toDbId(input.manufacturerId);
    const distributorId = toDbId(input.distributorId);
    if (!validDay(input.startDate ?? '')) throw new ServiceError('startDate: a date as YYYY-MM-DD.', 'VALIDATION');
    const endDate = input.endDate?.trim() || null;
    if (endDate && !validDay(endDate)) throw new ServiceError('endDate: a date as YYYY-MM-DD.', 'VALIDATION');
    if (endDate && endDate < input.startDate)
      throw new ServiceError('endDate: the end date is before the start date.', 'VALIDATION');
    return this.requests.transaction(async db => {
      if (manufacturerId === null || !(await this.manufacturers.exists(manufacturerId)))
        throw new ServiceError('No manufacturer has this id.', 'NOT_FOUND', {field: 'manufacturerId'});
      if (distributorId === null || !(await this.suppliers.exists(distributorId)))
        throw new ServiceError('No supplier has this id.', 'NOT_FOUND', {field: 'distributorId'});
      const assigneeIds = await this.users.adminIds(db, (input.assignees ?? []).map(a => a.trim()).filter(Boolean));
      const id = await this.requests.insert(db, {
        title: input.title?.trim() || 'Link supplier to manufacturer',
        description: input.description?.trim() || null,
        manufacturerId,
        distributorId,
        startDate: input.startDate,
        endDate,
        createdBy: caller.id,
        assigneeIds,
      });
      const created = (await this.requests.get(id, db))!;
      await audit(db, caller, 'changeRequest.create', created, undefined, created);
      return created;
    });
  }

  comment(caller: Caller, id: unknown, body: string): Promise<ChangeRequestEntry> {
    if (!body?.trim()) throw new ServiceError('The comment is empty.', 'VALIDATION');
    return this.change(id, async (db, before) => {
      await this.requests.addComment(db, before.id, caller.id, body.trim());
      await audit(db, caller, 'changeRequest.comment', before, undefined, {body: body.trim()});
    });
  }

  approve(caller: Caller, id: unknown): Promise<ChangeRequestEntry> {
    return this.change(id, async (db, before) => {
      if (before.createdById === caller.id)
        throw new ServiceError('The creator of a change request cannot approve it.', 'FORBIDDEN');
      await this.requests.approve(db, before.id, caller.id);
      await audit(db, caller, 'changeRequest.approve', before, {reviewApproved: false}, {reviewApproved: true});
    });
  }

  /** Applies the link (the supplier may upload for the brand from its start date), closes the request, mails the supplier. */
  merge(caller: Caller, id: unknown): Promise<ChangeRequestEntry> {
    return this.change(id, async (db, before) => {
      if (!before.reviewApproved) throw new ServiceError('Only an approved change request can be merged.', 'CONFLICT');
      const link = {distributorId: before.distributorId, manufacturerId: before.manufacturerId};
      const old = await this.suppliers.lockLink(db, link.distributorId, link.manufacturerId);
      const applied = {...link, startDate: before.startDate, endDate: before.endDate};
      await this.suppliers.upsertLink(db, applied);
      await this.requests.close(db, before.id, caller.id);
      await audit(db, caller, 'changeRequest.merge', before, {status: 'Open'}, {status: 'Closed', isMerged: true});
      await recordAudit(db, {
        userId: caller.id,
        action: old ? 'supplierLink.update' : 'supplierLink.create',
        entity: 'SupplierLink',
        entityId: `${link.distributorId}:${link.manufacturerId}`,
        before: old ? {startDate: old.startDate, endDate: old.endDate} : undefined,
        after: {startDate: applied.startDate, endDate: applied.endDate, changeRequest: before.id},
      });
      await this.review.tellSupplier(db, before);
    });
  }

  /** Closes without merging: nothing else changes. */
  close(caller: Caller, id: unknown): Promise<ChangeRequestEntry> {
    return this.change(id, async (db, before) => {
      await this.requests.close(db, before.id, null);
      await audit(db, caller, 'changeRequest.close', before, {status: 'Open'}, {status: 'Closed', isMerged: false});
    });
  }

  /** Runs one step on an open request, locked, and answers the request after it. */
  private change(id: unknown, step: (db: PoolClient, before: ChangeRequestEntry) => Promise<void>) {
    return this.requests.transaction(async db => {
      const n = toDbId(id);
      const before = n === null ? null : await this.requests.get(n, db, true);
      if (!before) throw new ServiceError('No change request has this id.', 'NOT_FOUND');
      if (before.status !== 'Open') throw new ServiceError('The change request is closed.', 'CONFLICT');
      await step(db, before);
      return (await this.requests.get(before.id, db))!;
    });
  }
}

function audit(
  db: Parameters<typeof recordAudit>[0],
  caller: Caller,
  action: string,
  request: ChangeRequestEntry,
  before: unknown,
  after: unknown,
) {
  return recordAudit(db, {userId: caller.id, action, entity: 'ChangeRequest', entityId: request.id, before, after});
}
