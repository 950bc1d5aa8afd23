import {Component, createBindingFromClass} from '@loopback/core';
import {ProductLineService} from './product-line.service';
import {ProductLineStore} from './product-line.store';
import {ProductLineBindings} from './product-lines.keys';

/** Product lines and their warranty documents. */
export class ProductLinesComponent implements Component {
  bindings = [
    createBindingFromClass(ProductLineService, {key: ProductLineBindings.SERVICE}),
    createBindingFromClass(ProductLineStore),
  ];
}
