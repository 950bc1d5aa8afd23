import {BindingKey} from '@loopback/core';
import type {MyAccountService} from './my-account.service';
import type {StaffService} from './staff.service';

export namespace StaffBindings {
  export const STAFF_SERVICE = BindingKey.create<StaffService>('services.StaffService');
  export const MY_ACCOUNT_SERVICE = BindingKey.create<MyAccountService>('services.MyAccountService');
}
