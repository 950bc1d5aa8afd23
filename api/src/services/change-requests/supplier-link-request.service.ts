import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {toDbId} from '../kernel/sql-list';
import {ChangeRequestEntry, ChangeRequestRepository} from './change-request.repository';
import {SupplierLinkRequest, toLinkRequest} from './supplier-approval.service';
import {LinkableManufacturer, SupplierLinkRequestRepository} from './supplier-link-request.repository';

/** Where a supplier's request stands, as its screen says it. */
export type LinkRequestState = 'Waiting for approval' | 'Approved' | 'Linked' | 'Declined';

export type OwnLinkRequest = SupplierLinkRequest & {state: LinkRequestState};

export const LINK_REQUEST_MESSAGES = {
  notSupplier: "Only a supplier's or distributor's own account can request a link to a manufacturer.",
  unknown: 'No manufacturer has this id.',
  linked: 'Your account is already linked to this manufacturer.',
  open: 'A request to link your account to this manufacturer is already open.',
  tooLong: 'message: at most 1000 characters.',
} as const;

const stateOf = (r: ChangeRequestEntry): LinkRequestState =>
  r.isMerged ? 'Linked' : r.status === 'Closed' ? 'Declined' : r.reviewApproved ? 'Approved' : 'Waiting for approval';

/**
 * The supplier's side of a link to a manufacturer (server.md section 7): a supplier or distributor account asks
 * to be linked to a manufacturer, which opens a change request that it created; the manufacturer (Approve Supplier)
 * or an administrator approves, an administrator merges, and the supplier's accounts are told by mail. Distributor
 * staff act for their company's links but do not ask for new ones.
 */
@injectable({scope: BindingScope.SINGLETON})
export class SupplierLinkRequestService {
  constructor(
    @service(ChangeRequestRepository) private readonly requests: ChangeRequestRepository,
    @service(SupplierLinkRequestRepository) private readonly links: SupplierLinkRequestRepository,
  ) {}

  /** The caller's company's requests, newest first, each with where it stands. */
  async mine(caller: Caller): Promise<OwnLinkRequest[]> {
    const distributorId = this.supplierOf(caller);
    const rows = await this.requests.list({filter: {distributorId}, perPage: 200, sortOrder: 'DESC'});
    return rows.map(r => ({...toLinkRequest(r), state: stateOf(r)}));
  }

  /** Manufacturers to choose from (a name fragment narrows them; 20 at most). */
  manufacturers(caller: Caller, search?: string | null): Promise<LinkableManufacturer[]> {
    return this.links.linkable(this.supplierOf(caller), search?.trim() || null, 20);
  }

  async request(caller: Caller, manufacturerId: unknown, message?: string | null): Promise<OwnLinkRequest> {
    const distributorId = this.supplierOf(caller);
    const id = toDbId(manufacturerId);
    const description = message?.trim() || null;
    if (description && description.length > 1000) throw new ServiceError(LINK_REQUEST_MESSAGES.tooLong, 'VALIDATION');
    return this.requests.transaction(async db => {
      await this.links.lockSupplier(db, distributorId);
      const target = id === null ? undefined : await this.links.oneLinkable(db, distributorId, id);
      if (!target || id === null)
        throw new ServiceError(LINK_REQUEST_MESSAGES.unknown, 'NOT_FOUND', {field: 'manufacturerId'});
      if (target.linked) throw new ServiceError(LINK_REQUEST_MESSAGES.linked, 'CONFLICT');
      if (target.open_request_id !== null) throw new ServiceError(LINK_REQUEST_MESSAGES.open, 'CONFLICT');
      const requestId = await this.requests.insert(db, {
        title: `Link supplier to ${target.name}`,
        description,
        manufacturerId: id,
        distributorId,
        // The link starts on the day it is asked for; an administrator may still change the dates before merging.
        startDate: new Date().toISOString().slice(0, 10),
        endDate: null,
        createdBy: caller.id,
        assigneeIds: [],
      });
      const created = (await this.requests.get(requestId, db))!;
      await recordAudit(db, {
        userId: caller.id,
        action: 'changeRequest.request',
        entity: 'ChangeRequest',
        entityId: requestId,
        after: {supplier: created.distributorName, manufacturer: created.brandName, description},
      });
      return {...toLinkRequest(created), state: stateOf(created)};
    });
  }

  private supplierOf(caller: Caller): number {
    if ((caller.role !== 'supplier' && caller.role !== 'mdistributor') || caller.distributorId === null)
      throw new ServiceError(LINK_REQUEST_MESSAGES.notSupplier, 'FORBIDDEN');
    return caller.distributorId;
  }
}
