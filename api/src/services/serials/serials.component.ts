import {Component, createBindingFromClass} from '@loopback/core';
import {ProductListingStore} from './product-listing.store';
import {ProductsService} from './products.service';
import {SerialDetailStore} from './serial-detail.store';
import {SerialExportService} from './serial-export.service';
import {SerialExportStore} from './serial-export.store';
import {SerialListingStore} from './serial-listing.store';
import {SerialsService} from './serials.service';
import {SerialBindings} from './serials.keys';

/** Serials and models as the portal lists them, and the serial exports. */
export class SerialsComponent implements Component {
  bindings = [
    createBindingFromClass(SerialsService, {key: SerialBindings.SERIALS_SERVICE}),
    createBindingFromClass(ProductsService, {key: SerialBindings.PRODUCTS_SERVICE}),
    createBindingFromClass(SerialExportService, {key: SerialBindings.EXPORT_SERVICE}),
    createBindingFromClass(SerialListingStore),
    createBindingFromClass(SerialDetailStore),
    createBindingFromClass(ProductListingStore),
    createBindingFromClass(SerialExportStore),
  ];
}
