import {BindingScope, injectable, service} from '@loopback/core';
import {Caller} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {Page, toDbId} from '../kernel/sql-list';
import {TenancyService} from '../kernel/tenancy.service';
import {BatteryModuleOf, BatterySystemModel, BatterySystemModelRepository} from './battery-system-model.repository';
import {ProductRecord, ProductRepository} from './product.repository';

/**
 * The Models tab and model detail (document 001 section 2): the scope's models with their product
 * line, warranty and serialStats. A supplier's serialStats count only the serials its account uploaded.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ProductsService {
  constructor(
    @service(ProductRepository) private readonly productRepository: ProductRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @service(BatterySystemModelRepository) private readonly systems: BatterySystemModelRepository,
  ) {}

  async products(caller: Caller, page: Page & {manufacturerId?: number | null}) {
    const scope = await this.tenancy.scopeOf(caller, page.manufacturerId);
    const result = await this.productRepository.products(scope, page);
    if (scope.kind === 'supplier') await this.ownStats(scope.distributorId, result.list);
    return result;
  }

  /** One model (model detail), with its modular data: a unit's modules and configurations, a module's capacity. */
  async product(
    caller: Caller,
    productId: unknown,
    manufacturerId?: number | null,
  ): Promise<ProductRecord & {batterySystem: BatterySystemModel | null; batteryModule: BatteryModuleOf | null}> {
    const {scope, product} = await this.scopeOfProduct(caller, productId, manufacturerId);
    if (scope.kind === 'supplier') await this.ownStats(scope.distributorId, [product]);
    const {system, module} = await this.systems.systemOf(product.productId);
    return {...product, batterySystem: system, batteryModule: module};
  }

  /** A model and the caller's scope for it; a model of a manufacturer outside the scope answers as an unknown one. */
  async scopeOfProduct(caller: Caller, productId: unknown, manufacturerId?: number | null) {
    const id = toDbId(productId);
    const product = id === null ? undefined : await this.productRepository.product(id);
    const notFound = new ServiceError('No model has this id.', 'NOT_FOUND');
    if (
      !product ||
      (manufacturerId !== undefined && manufacturerId !== null && manufacturerId !== product.manufacturerId)
    )
      throw notFound;
    const admin = caller.role === 'superadmin' || caller.role === 'admin';
    // a model of the sandbox only is test data: for anyone but an administrator, it is not there
    if (!admin && (!caller.manufacturerIds.includes(product.manufacturerId) || product.test)) throw notFound;
    return {scope: await this.tenancy.scopeOf(caller, product.manufacturerId), product};
  }

  private async ownStats(distributorId: number, products: ProductRecord[]): Promise<void> {
    const stats = await this.productRepository.supplierStats(
      distributorId,
      products.map(p => p.productId),
    );
    for (const p of products)
      p.serialStats = stats.get(p.productId) ?? {failed: 0, installed: 0, pending: 0, totalRequests: 0};
  }
}
