import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {toDbId} from '../kernel/sql-list';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {ChangeRequestEntry, ChangeRequestRepository} from './change-request.repository';

/** What a manufacturer sees of a request to link a supplier to it: no administrator's names or comments. */
export type SupplierLinkRequest = Pick<
  ChangeRequestEntry,
  | 'id'
  | 'number'
  | 'title'
  | 'description'
  | 'manufacturerId'
  | 'brandName'
  | 'distributorId'
  | 'distributorName'
  | 'startDate'
  | 'endDate'
  | 'createdAt'
  | 'status'
  | 'reviewApproved'
  | 'isMerged'
>;

const NOT_FOUND = 'No change request has this id.';

export function toLinkRequest(r: ChangeRequestEntry): SupplierLinkRequest {
  const {id, number, title, description, manufacturerId, brandName, distributorId, distributorName} = r;
  const {startDate, endDate, createdAt, status, reviewApproved, isMerged} = r;
  return {
    ...{id, number, title, description, manufacturerId, brandName, distributorId, distributorName},
    ...{startDate, endDate, createdAt, status, reviewApproved, isMerged},
  };
}

/**
 * Permission 3, Approve Supplier (document 000 section 3): a manufacturer's own accounts approve the
 * change requests that link a supplier to it (server.md section 7: a reviewer other than the creator
 * approves; an administrator then merges). Its administrators may always; its staff only with the
 * permission. A request about another manufacturer answers as an unknown id.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SupplierApprovalService {
  constructor(
    @service(ChangeRequestRepository) private readonly requests: ChangeRequestRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
  ) {}

  /** The requests about the caller's manufacturer (`manufacturerId` when it acts for several), newest first. */
  async list(caller: Caller, manufacturerId?: unknown, status?: string | null): Promise<SupplierLinkRequest[]> {
    const target = manufacturerId === undefined || manufacturerId === null ? null : toDbId(manufacturerId);
    if (manufacturerId !== undefined && manufacturerId !== null && target === null)
      throw new ServiceError('No manufacturer has this id.', 'NOT_FOUND', {field: 'manufacturerId'});
    const scope = await this.tenancy.scopeOf(caller, target, PERMISSION.approveSupplier);
    const rows = await this.requests.list({
      filter: {manufacturerId: scope.manufacturerId, status},
      perPage: 500,
      sortOrder: 'DESC',
    });
    return rows.map(toLinkRequest);
  }

  /** Approves an open request about the caller's manufacturer; approving it again changes nothing. */
  async approve(caller: Caller, id: unknown): Promise<SupplierLinkRequest> {
    const n = toDbId(id);
    if (n === null) throw new ServiceError(NOT_FOUND, 'NOT_FOUND');
    return this.requests.transaction(async db => {
      const before = await this.requests.get(n, db, true);
      if (
        !before ||
        !(await this.tenancy.sees(caller, {manufacturerId: before.manufacturerId}, PERMISSION.approveSupplier))
      )
        throw new ServiceError(NOT_FOUND, 'NOT_FOUND');
      if (before.status !== 'Open') throw new ServiceError('The change request is closed.', 'CONFLICT');
      if (before.createdById === caller.id)
        throw new ServiceError('The creator of a change request cannot approve it.', 'FORBIDDEN');
      if (!before.reviewApproved) {
        await this.requests.approve(db, before.id, caller.id);
        await recordAudit(db, {
          userId: caller.id,
          action: 'changeRequest.approve',
          entity: 'ChangeRequest',
          entityId: before.id,
          before: {reviewApproved: false},
          after: {reviewApproved: true, by: 'manufacturer'},
        });
      }
      return toLinkRequest((await this.requests.get(before.id, db))!);
    });
  }
}
