import {BindingKey} from '@loopback/core';
import type {ChangeRequestService} from './change-request.service';
import type {SupplierApprovalService} from './supplier-approval.service';

export namespace ChangeRequestBindings {
  export const CHANGE_REQUEST_SERVICE = BindingKey.create<ChangeRequestService>('services.ChangeRequestService');
  export const SUPPLIER_APPROVAL_SERVICE = BindingKey.create<SupplierApprovalService>(
    'services.SupplierApprovalService',
  );
}
