import {Component, createBindingFromClass} from '@loopback/core';
import {BatterySystemModelRepository} from './battery-system-model.repository';
import {ProductSerialRepository} from './product-serial.repository';
import {ProductRepository} from './product.repository';
import {ProductsService} from './products.service';
import {SerialExportService} from './serial-export.service';
import {SerialsService} from './serials.service';
import {SerialBindings} from './serials.keys';

/** Serials and models as the portal lists them, and the serial exports. */
export class SerialsComponent implements Component {
  bindings = [
    createBindingFromClass(SerialsService, {key: SerialBindings.SERIALS_SERVICE}),
    createBindingFromClass(ProductsService, {key: SerialBindings.PRODUCTS_SERVICE}),
    createBindingFromClass(SerialExportService, {key: SerialBindings.EXPORT_SERVICE}),
    createBindingFromClass(ProductSerialRepository),
    createBindingFromClass(ProductRepository),
    createBindingFromClass(BatterySystemModelRepository),
  ];
}
