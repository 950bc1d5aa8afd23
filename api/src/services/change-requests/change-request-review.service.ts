import {BindingScope, inject, injectable, service} from '@loopback/core';
import {PoolClient} from 'pg';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {inTransaction} from '../../jobs/job-queue';
import {isAllowed} from '../kernel/admin-allow-list';
import {Caller} from '../kernel/caller';
import {MailService} from '../kernel/mail.service';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {toDbId} from '../kernel/sql-list';
import {ChangeRequestEntry, ChangeRequestRepository} from './change-request.repository';
import {SupplierLinkRequestRepository} from './supplier-link-request.repository';

export const REVIEW_MESSAGES = {
  ownRequest: 'You created this change request: another administrator must approve it.',
  noOtherAdmin:
    'No other administrator is active, so an administrator on the manufacturers allow-list may approve it alone, with a reason.',
  notAllowListed: 'Only an administrator on the manufacturers allow-list may approve a change request alone.',
  othersExist: 'Another administrator is active: ask them to approve it.',
  reasonRequired: 'reason: say why this request is approved without a second administrator.',
} as const;

/** What stands between an administrator and approving a request, and whether it may approve alone. */
export interface ApprovalBlock {
  reason: string | null;
  mayApproveAlone: boolean;
}

/**
 * The review of change requests beyond the plain approval: why the caller cannot approve (its own request), the
 * way out when no second administrator exists (an allow-listed administrator approves alone, with a recorded
 * reason, audited), and the mail that tells the supplier's accounts its link is in place once merged.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ChangeRequestReviewService {
  constructor(
    @service(ChangeRequestRepository) private readonly requests: ChangeRequestRepository,
    @service(SupplierLinkRequestRepository) private readonly links: SupplierLinkRequestRepository,
    @service(MailService) private readonly mail: MailService,
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'adminAllowList' | 'publicUrl'>,
  ) {}

  async block(caller: Caller, request: ChangeRequestEntry): Promise<ApprovalBlock> {
    if (request.status !== 'Open' || request.reviewApproved || request.createdById !== caller.id)
      return {reason: null, mayApproveAlone: false};
    if ((await this.links.otherActiveAdmins(caller.id)) > 0)
      return {reason: REVIEW_MESSAGES.ownRequest, mayApproveAlone: false};
    const allowed = isAllowed(this.config, 'manufacturers', caller);
    return {
      reason: `${REVIEW_MESSAGES.ownRequest} ${allowed ? REVIEW_MESSAGES.noOtherAdmin : REVIEW_MESSAGES.notAllowListed}`,
      mayApproveAlone: allowed,
    };
  }

  /** Approves the caller's own request when no other administrator could; the reason is a comment and audited. */
  async approveAlone(caller: Caller, id: unknown, reason: string): Promise<ChangeRequestEntry> {
    const why = reason?.trim();
    if (!why) throw new ServiceError(REVIEW_MESSAGES.reasonRequired, 'VALIDATION', {field: 'reason'});
    if (!isAllowed(this.config, 'manufacturers', caller))
      throw new ServiceError(REVIEW_MESSAGES.notAllowListed, 'FORBIDDEN');
    return this.requests.transaction(async db => {
      const n = toDbId(id);
      const before = n === null ? null : await this.requests.get(n, db, true);
      if (!before) throw new ServiceError('No change request has this id.', 'NOT_FOUND');
      if (before.status !== 'Open') throw new ServiceError('The change request is closed.', 'CONFLICT');
      if (before.reviewApproved) return before;
      // Anyone but the creator approves the plain way; alone is only for the creator left without a reviewer.
      if (before.createdById !== caller.id || (await this.links.otherActiveAdmins(caller.id, db)) > 0)
        throw new ServiceError(REVIEW_MESSAGES.othersExist, 'CONFLICT');
      await this.requests.addComment(db, before.id, caller.id, `Approved without a second administrator: ${why}`);
      await this.requests.approve(db, before.id, caller.id);
      await recordAudit(db, {
        userId: caller.id,
        action: 'changeRequest.approveAlone',
        entity: 'ChangeRequest',
        entityId: before.id,
        before: {reviewApproved: false},
        after: {reviewApproved: true, reason: why},
      });
      return (await this.requests.get(before.id, db))!;
    });
  }

  /** Inside the merge's transaction: the supplier's own accounts hear that the link is in place. */
  async tellSupplier(db: PoolClient, request: ChangeRequestEntry): Promise<void> {
    const queueing = inTransaction(db);
    for (const account of await this.links.supplierAccounts(db, request.distributorId))
      await this.mail.send(
        {
          to: account.email,
          subject: `Your account is linked to ${request.brandName}`,
          text:
            `Hello ${account.firstName || 'there'},\n\n` +
            `Your request to work for ${request.brandName} is approved: from ${request.startDate} your account can ` +
            `upload serials for it. Sign in again to see ${request.brandName} in the portal: ` +
            `${this.config.publicUrl}/login\n`,
        },
        queueing,
      );
  }
}
