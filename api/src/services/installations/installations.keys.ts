import {BindingKey} from '@loopback/core';
import type {InstallationListingService} from './installation-listing.service';
import type {InstallationService} from './installation.service';

export namespace InstallationBindings {
  export const SERVICE = BindingKey.create<InstallationService>('services.InstallationService');
  export const LISTING_SERVICE = BindingKey.create<InstallationListingService>('services.InstallationListingService');
}
