import {Component, createBindingFromClass} from '@loopback/core';
import {ProductLineAccess} from './product-line-access.service';
import {ProductLineFilesService} from './product-line-files.service';
import {ProductLineModelsService} from './product-line-models.service';
import {ProductLineService} from './product-line.service';
import {ProductLineRepository} from './product-line.repository';
import {ProductLineBindings} from './product-lines.keys';

/** Product lines, their models and their warranty documents. */
export class ProductLinesComponent implements Component {
  bindings = [
    createBindingFromClass(ProductLineService, {key: ProductLineBindings.SERVICE}),
    createBindingFromClass(ProductLineModelsService, {key: ProductLineBindings.MODELS_SERVICE}),
    createBindingFromClass(ProductLineFilesService, {key: ProductLineBindings.FILES_SERVICE}),
    createBindingFromClass(ProductLineAccess),
    createBindingFromClass(ProductLineRepository),
  ];
}
