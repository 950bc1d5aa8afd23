import {BindingKey} from '@loopback/core';
import type {ProductLineFilesService} from './product-line-files.service';
import type {ProductLineModelsService} from './product-line-models.service';
import type {ProductLineService} from './product-line.service';

export namespace ProductLineBindings {
  export const SERVICE = BindingKey.create<ProductLineService>('services.ProductLineService');
  /** Which models belong to a line (the assign page). */
  export const MODELS_SERVICE = BindingKey.create<ProductLineModelsService>('services.ProductLineModelsService');
  /** The lines' logos and warranty documents, served. */
  export const FILES_SERVICE = BindingKey.create<ProductLineFilesService>('services.ProductLineFilesService');
}
