import {securityId} from '@loopback/security';
import {Caller, Role} from '../../services/kernel/caller';
import type {Scope} from '../../services/kernel/tenancy';
import type {TenancyService} from '../../services/kernel/tenancy.service';
import type {BatterySystemModelRepository} from '../../services/serials/battery-system-model.repository';
import type {ProductRecord, ProductRepository, SerialStats} from '../../services/serials/product.repository';
import {ProductsService} from '../../services/serials/products.service';

/** Which model a caller may see, and whose serial counts it sees (fake repository and tenancy). */
describe('ProductsService (unit)', () => {
  const stats = (n: number): SerialStats => ({failed: n, installed: n, pending: n, totalRequests: n});
  const model = (productId: number, manufacturerId: number): ProductRecord => ({
    productId,
    manufacturerId,
    model: `M-${productId}`,
    productType: 'battery',
    wattage: null,
    approvedDate: null,
    expiryDate: null,
    fireTested: false,
    productLine: null,
    productWarranty: null,
    serialStats: stats(9),
    test: false,
  });
  const caller = (role: Role, manufacturerIds: number[] = []): Caller => ({
    [securityId]: '1',
    id: 1,
    username: 'u',
    role,
    manufacturerIds,
    manufacturerId: manufacturerIds[0] ?? null,
    distributorId: role === 'supplier' ? 50 : null,
  });

  function givenService() {
    const repo = {
      product: jest.fn(async (id: number) => (id === 1 ? model(1, 3) : undefined)),
      products: jest.fn(async () => ({count: 2, list: [model(1, 3), model(2, 3)]})),
      supplierStats: jest.fn(async () => new Map([[1, stats(1)]])),
    };
    const systems = {systemOf: jest.fn(async () => ({system: null, module: null}))};
    const tenancy = {
      scopeOf: jest.fn(async (c: Caller, manufacturerId?: number | null): Promise<Scope> => {
        if (c.role === 'admin') return {kind: 'all', manufacturerId: manufacturerId ?? undefined};
        const target = manufacturerId ?? c.manufacturerIds[0];
        return c.role === 'supplier'
          ? {kind: 'supplier', manufacturerId: target, distributorId: 50}
          : {kind: 'manufacturer', manufacturerId: target};
      }),
    };
    return {
      service: new ProductsService(
        repo as unknown as ProductRepository,
        tenancy as unknown as TenancyService,
        systems as unknown as BatterySystemModelRepository,
      ),
      repo,
    };
  }

  it("answers a model of the caller's manufacturer, and any model to administrators", async () => {
    const {service} = givenService();
    expect((await service.scopeOfProduct(caller('manufacturer', [3]), '1')).scope).toEqual({
      kind: 'manufacturer',
      manufacturerId: 3,
    });
    expect((await service.scopeOfProduct(caller('admin'), 1)).scope).toEqual({kind: 'all', manufacturerId: 3});
    expect(await service.product(caller('manufacturer', [3]), 1)).toEqual({
      ...model(1, 3),
      batterySystem: null,
      batteryModule: null,
    });
  });

  it('answers as unknown: an id that is not one, a model that is not, of another manufacturer, or of another than asked', async () => {
    const {service, repo} = givenService();
    const notFound = {code: 'NOT_FOUND', message: 'No model has this id.'};
    await expect(service.scopeOfProduct(caller('manufacturer', [3]), 'abc')).rejects.toMatchObject(notFound);
    expect(repo.product).not.toHaveBeenCalled();
    await expect(service.scopeOfProduct(caller('manufacturer', [3]), 2)).rejects.toMatchObject(notFound);
    await expect(service.scopeOfProduct(caller('manufacturer', [4]), 1)).rejects.toMatchObject(notFound);
    await expect(service.scopeOfProduct(caller('admin'), 1, 4)).rejects.toMatchObject(notFound);
  });

  it('gives a supplier its own counts of each model, zero where it has none', async () => {
    const {service, repo} = givenService();
    const page = await service.products(caller('supplier', [3]), {});
    expect(repo.supplierStats).toHaveBeenCalledWith(50, [1, 2]);
    expect(page.list.map(p => p.serialStats)).toEqual([stats(1), stats(0)]);
    expect((await service.product(caller('supplier', [3]), 1)).serialStats).toEqual(stats(1));
    // Others see the maintained counts as read.
    expect((await service.products(caller('manufacturer', [3]), {})).list[0].serialStats).toEqual(stats(9));
    expect(repo.supplierStats).toHaveBeenCalledTimes(2);
  });
});
