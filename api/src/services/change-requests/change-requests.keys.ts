import {BindingKey} from '@loopback/core';
import type {ChangeRequestService} from './change-request.service';
import type {SupplierApprovalService} from './supplier-approval.service';
import type {ChangeRequestReviewService} from './change-request-review.service';
import type {SupplierLinkRequestService} from './supplier-link-request.service';

export namespace ChangeRequestBindings {
  export const CHANGE_REQUEST_SERVICE = BindingKey.create<ChangeRequestService>('services.ChangeRequestService');
  export const SUPPLIER_APPROVAL_SERVICE = BindingKey.create<SupplierApprovalService>(
    'services.SupplierApprovalService',
  );
  export const REVIEW_SERVICE = BindingKey.create<ChangeRequestReviewService>('services.ChangeRequestReviewService');
  export const SUPPLIER_LINK_REQUEST_SERVICE = BindingKey.create<SupplierLinkRequestService>(
    'services.SupplierLinkRequestService',
  );
}
