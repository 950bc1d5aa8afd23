import {Component, createBindingFromClass} from '@loopback/core';
import {ChangeRequestService} from './change-request.service';
import {ChangeRequestRepository} from './change-request.repository';
import {SupplierApprovalService} from './supplier-approval.service';
import {ChangeRequestBindings} from './change-requests.keys';

/** Change requests that link suppliers to manufacturers, and the manufacturers' approvals of them. */
export class ChangeRequestsComponent implements Component {
  bindings = [
    createBindingFromClass(ChangeRequestService, {key: ChangeRequestBindings.CHANGE_REQUEST_SERVICE}),
    createBindingFromClass(SupplierApprovalService, {key: ChangeRequestBindings.SUPPLIER_APPROVAL_SERVICE}),
    createBindingFromClass(ChangeRequestRepository),
  ];
}
