import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {ProductLineAccess} from './product-line-access.service';
import {ProductLineFilesService} from './product-line-files.service';
import {listPage, PageQuery, PRODUCT_LINE_MESSAGES as M, ProductLineForm} from './product-line-rules';
import {ProductLineRepository} from './product-line.repository';
import {ProductLineRow} from './product-line.sql';

/**
 * Product lines and their warranties (document 000): listed, added, edited and deleted, as ProductLineAccess
 * allows; their models are ProductLineModelsService's, their files ProductLineFilesService's.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ProductLineService {
  constructor(
    @service(ProductLineRepository) private readonly lines: ProductLineRepository,
    @service(ProductLineAccess) private readonly access: ProductLineAccess,
    @service(ProductLineFilesService) private readonly files: ProductLineFilesService,
    @service(TenancyService) private readonly tenancy: TenancyService,
  ) {}

  async productLine(caller: Caller, id: number, manufacturerId?: number | null): Promise<ProductLineRow> {
    return this.access.visibleLine(caller, id, PERMISSION.read, manufacturerId);
  }

  async productLines(caller: Caller, q: PageQuery & {manufacturerId?: number | null}) {
    const scope = await this.tenancy.scopeOf(caller, q.manufacturerId);
    return this.lines.list(scope.manufacturerId, listPage(q, 100));
  }

  async productLineCount(caller: Caller, q: {filter?: string | null; manufacturerId?: number | null}) {
    const scope = await this.tenancy.scopeOf(caller, q.manufacturerId);
    return this.lines.count(scope.manufacturerId, q.filter);
  }

  /** Refuses, before a form is read, a caller who may change no product line (suppliers, staff without Manage Profile). */
  async mayChange(caller: Caller): Promise<void> {
    await this.access.mayChange(caller);
  }

  async add(caller: Caller, form: ProductLineForm): Promise<number> {
    this.access.refuseSuppliers(caller);
    const manufacturerId = await this.access.manufacturerOf(
      caller,
      form.ManufacturerId ? Number(form.ManufacturerId) : undefined,
      PERMISSION.manageProfile,
    );
    const input = await this.files.inputOf(form, undefined);
    if (await this.lines.nameTaken(manufacturerId, input.lineName))
      throw new ServiceError(M.nameTaken, 'CONFLICT', {field: 'Title'});
    return this.lines.create(manufacturerId, input, caller.id);
  }

  async update(caller: Caller, form: ProductLineForm): Promise<void> {
    this.access.refuseSuppliers(caller);
    const line = await this.access.visibleLine(caller, Number(form.ProductLineId), PERMISSION.manageProfile);
    const input = await this.files.inputOf(form, line);
    if (await this.lines.nameTaken(line.manufacturerId, input.lineName, line.productLineId))
      throw new ServiceError(M.nameTaken, 'CONFLICT', {field: 'Title'});
    await this.lines.update(line.productLineId, input, caller.id, {lineName: line.lineName});
  }

  async remove(caller: Caller, id: number): Promise<void> {
    this.access.refuseSuppliers(caller);
    const line = await this.access.visibleLine(caller, id, PERMISSION.manageProfile);
    await this.lines.remove(line.productLineId, caller.id, {lineName: line.lineName});
  }
}
