import {BindingKey} from '@loopback/core';
import type {ProductsService} from './products.service';
import type {SerialExportService} from './serial-export.service';
import type {SerialsService} from './serials.service';

export namespace SerialBindings {
  export const SERIALS_SERVICE = BindingKey.create<SerialsService>('services.SerialsService');
  export const PRODUCTS_SERVICE = BindingKey.create<ProductsService>('services.ProductsService');
  export const EXPORT_SERVICE = BindingKey.create<SerialExportService>('services.SerialExportService');
}
