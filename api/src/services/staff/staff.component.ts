import {Component, createBindingFromClass} from '@loopback/core';
import {MyAccountService} from './my-account.service';
import {StaffService} from './staff.service';
import {StaffRepository} from './staff.repository';
import {StaffBindings} from './staff.keys';

/** Staff of manufacturers and distributors, and My Account. */
export class StaffComponent implements Component {
  bindings = [
    createBindingFromClass(StaffService, {key: StaffBindings.STAFF_SERVICE}),
    createBindingFromClass(MyAccountService, {key: StaffBindings.MY_ACCOUNT_SERVICE}),
    createBindingFromClass(StaffRepository),
  ];
}
