import {BindingKey} from '@loopback/core';
import type {ProductLineService} from './product-line.service';

export namespace ProductLineBindings {
  export const SERVICE = BindingKey.create<ProductLineService>('services.ProductLineService');
}
