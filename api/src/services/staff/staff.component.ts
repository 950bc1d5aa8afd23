import {Component, createBindingFromClass} from '@loopback/core';
import {MyAccountService} from './my-account.service';
import {MyAccountStore} from './my-account.store';
import {StaffService} from './staff.service';
import {StaffStore} from './staff.store';
import {StaffBindings} from './staff.keys';

/** Staff of manufacturers and distributors, and My Account. */
export class StaffComponent implements Component {
  bindings = [
    createBindingFromClass(StaffService, {key: StaffBindings.STAFF_SERVICE}),
    createBindingFromClass(MyAccountService, {key: StaffBindings.MY_ACCOUNT_SERVICE}),
    createBindingFromClass(StaffStore),
    createBindingFromClass(MyAccountStore),
  ];
}
