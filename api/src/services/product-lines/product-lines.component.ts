import {Component, createBindingFromClass} from '@loopback/core';
import {ProductLineService} from './product-line.service';
import {ProductLineRepository} from './product-line.repository';
import {ProductLineBindings} from './product-lines.keys';

/** Product lines and their warranty documents. */
export class ProductLinesComponent implements Component {
  bindings = [
    createBindingFromClass(ProductLineService, {key: ProductLineBindings.SERVICE}),
    createBindingFromClass(ProductLineRepository),
  ];
}
