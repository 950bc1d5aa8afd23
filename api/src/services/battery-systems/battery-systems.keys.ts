import {BindingKey} from '@loopback/core';
import type {BatterySystemListingService} from './battery-system-listing.service';

export namespace BatterySystemBindings {
  export const LISTING_SERVICE = BindingKey.create<BatterySystemListingService>('services.BatterySystemListingService');
}
