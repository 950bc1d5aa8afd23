import {Component, createBindingFromClass} from '@loopback/core';
import {ChangeRequestService} from './change-request.service';
import {ChangeRequestRepository} from './change-request.repository';
import {SupplierApprovalService} from './supplier-approval.service';
import {ChangeRequestBindings} from './change-requests.keys';
import {ChangeRequestReviewService} from './change-request-review.service';
import {SupplierLinkRequestRepository} from './supplier-link-request.repository';
import {SupplierLinkRequestService} from './supplier-link-request.service';

/** Change requests that link suppliers to manufacturers: the suppliers' asks, the manufacturers' approvals, the reviews. */
export class ChangeRequestsComponent implements Component {
  bindings = [
    createBindingFromClass(ChangeRequestService, {key: ChangeRequestBindings.CHANGE_REQUEST_SERVICE}),
    createBindingFromClass(SupplierApprovalService, {key: ChangeRequestBindings.SUPPLIER_APPROVAL_SERVICE}),
    createBindingFromClass(ChangeRequestReviewService, {key: ChangeRequestBindings.REVIEW_SERVICE}),
    createBindingFromClass(SupplierLinkRequestService, {key: ChangeRequestBindings.SUPPLIER_LINK_REQUEST_SERVICE}),
    createBindingFromClass(ChangeRequestRepository),
    createBindingFromClass(SupplierLinkRequestRepository),
  ];
}
