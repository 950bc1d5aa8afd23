import {Component, createBindingFromClass} from '@loopback/core';
import {MyAccountService} from './my-account.service';
import {StaffAccess} from './staff-access.service';
import {StaffPermissionGrants} from './staff-permission-grants.service';
import {StaffService} from './staff.service';
import {StaffRepository} from './staff.repository';
import {StaffBindings} from './staff.keys';

/** Staff of manufacturers and distributors, and My Account. */
export class StaffComponent implements Component {
  bindings = [
    createBindingFromClass(StaffService, {key: StaffBindings.STAFF_SERVICE}),
    createBindingFromClass(MyAccountService, {key: StaffBindings.MY_ACCOUNT_SERVICE}),
    createBindingFromClass(StaffAccess),
    createBindingFromClass(StaffPermissionGrants),
    createBindingFromClass(StaffRepository),
  ];
}
