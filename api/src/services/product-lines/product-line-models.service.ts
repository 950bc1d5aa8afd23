import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {PERMISSION} from '../kernel/tenancy';
import {ProductLineAccess} from './product-line-access.service';
import {listPage, PageQuery, productIds} from './product-line-rules';
import {ProductLineRepository} from './product-line.repository';

/** Which models belong to a line (document 000's assign page): the two lists, assigning and unassigning. */
@injectable({scope: BindingScope.SINGLETON})
export class ProductLineModelsService {
  constructor(
    @service(ProductLineRepository) private readonly lines: ProductLineRepository,
    @service(ProductLineAccess) private readonly access: ProductLineAccess,
  ) {}

  /** Models of one line (the assign page's right list). */
  async modelsOfLine(caller: Caller, q: PageQuery & {id: number}) {
    const line = await this.access.visibleLine(caller, q.id, PERMISSION.read);
    const page = listPage(q, 8);
    const [list, count] = await Promise.all([
      this.lines.models(line.manufacturerId, line.productLineId, page),
      this.lines.modelCount(line.manufacturerId, line.productLineId, q.filter),
    ]);
    return {list, count};
  }

  /** The manufacturer's models in no line (the assign page's left list). */
  async modelsWithoutLine(caller: Caller, q: PageQuery & {manufacturerId?: number | null}) {
    const manufacturerId = await this.access.manufacturerOf(caller, q.manufacturerId, PERMISSION.read);
    const [list, count] = await Promise.all([
      this.lines.models(manufacturerId, null, listPage(q, 8)),
      this.lines.modelCount(manufacturerId, null, q.filter),
    ]);
    return {list, count};
  }

  /** Assigns the given models (or, with all, every model in no line) of the line's manufacturer. */
  async assign(caller: Caller, q: {lineId: number; productIds?: unknown; all?: boolean}): Promise<number> {
    this.access.refuseSuppliers(caller);
    const line = await this.access.visibleLine(caller, q.lineId, PERMISSION.manageProfile);
    const ref = {id: line.productLineId, manufacturerId: line.manufacturerId, lineName: line.lineName};
    if (q.all) return this.lines.assign(ref, 'all', caller.id);
    return this.lines.assign(ref, await this.ownModels(line.manufacturerId, productIds(q.productIds)), caller.id);
  }

  async unassign(caller: Caller, q: {lineId: number; productIds?: unknown; all?: boolean}): Promise<number> {
    this.access.refuseSuppliers(caller);
    const line = await this.access.visibleLine(caller, q.lineId, PERMISSION.manageProfile);
    const ref = {id: line.productLineId, manufacturerId: line.manufacturerId, lineName: line.lineName};
    return this.lines.unassign(ref, q.all ? 'all' : productIds(q.productIds), caller.id);
  }

  private async ownModels(manufacturerId: number, ids: number[]): Promise<number[]> {
    const own = await this.lines.ownModels(manufacturerId, ids);
    if (own.length !== ids.length) throw new ServiceError('No model has this id.', 'NOT_FOUND', {field: 'ProductId'});
    return own;
  }
}
