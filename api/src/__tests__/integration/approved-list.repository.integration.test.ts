import {ApprovedListRepository} from '../../services/registry';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenBrand, givenImporter, givenLink} from '../helpers/registry-rows.helpers';
import {givenDistributor, givenManufacturer} from '../helpers/serial-rows.helpers';

describe('ApprovedListRepository (brand and importer: the approved lists, the weekly supplier list)', () => {
  let db: MigratedDatabase;
  let repo: ApprovedListRepository;
  let sunBrand: number;

  beforeAll(async () => {
    db = await givenMigratedDatabase('approved_list_repo');
    repo = new ApprovedListRepository(db.pool);
    sunBrand = await givenBrand(db.pool, 'SunPower');
    await givenBrand(db.pool, 'Old Brand', false);
    await givenBrand(db.pool, 'Power_Cells');
    const maker = (await givenManufacturer(db.pool, 'Volta')).manufacturerId;
    await givenImporter(db.pool, 'Power Imports', '11 111 111 111');
    await givenImporter(db.pool, 'Volta Traders', null);
    await givenImporter(db.pool, 'Zed Supplies', '22 222 222 222');
    // Volta Traders is a registered supplier already linked to Volta's manufacturer.
    const traders = await givenDistributor(db.pool, [], 'Volta Traders');
    await givenLink(db.pool, {distributorId: traders, manufacturerId: maker});
  });
  afterAll(() => db.drop());

  it('finds an approved name as the list spells it: brands for manufacturers, importers too for suppliers', async () => {
    expect(await repo.find(' sunpower ', 'manufacturer')).toEqual({name: 'SunPower', brandId: sunBrand});
    expect(await repo.find('old brand', 'any')).toBeNull();
    expect(await repo.find('power imports', 'manufacturer')).toBeNull();
    expect(await repo.find('power imports', 'supplier')).toEqual({name: 'Power Imports', brandId: null});
    expect(await repo.find('nobody', 'any')).toBeNull();
  });

  it('searches both lists, names starting with the text first, then alphabetically, LIKE wildcards literal', async () => {
    expect(await repo.search('power', 'any', 10)).toEqual(['Power Imports', 'Power_Cells', 'SunPower']);
    expect(await repo.search('power', 'manufacturer', 10)).toEqual(['Power_Cells', 'SunPower']);
    // The two that start with the text win the two places, then come back in alphabetical order.
    expect(await repo.search('POWER', 'any', 2)).toEqual(['Power Imports', 'Power_Cells']);
    expect(await repo.search('r_c', 'any', 10)).toEqual(['Power_Cells']);
    expect(await repo.search('%', 'any', 10)).toEqual([]);
  });

  it('lists the approved brands, and an importer by name in any case', async () => {
    expect(await repo.brands()).toEqual(['Power_Cells', 'SunPower', 'Volta']);
    expect(await repo.importer('ZED SUPPLIES')).toEqual({importerName: 'Zed Supplies', importerABN: '22 222 222 222'});
    expect(await repo.importer('Nobody')).toBeNull();
  });

  it('lists the importers a supplier may be registered for under a brand, those not yet linked first', async () => {
    expect(await repo.importersFor('volta')).toEqual([
      {importerName: 'Power Imports', importerABN: '11 111 111 111', importerStatus: 'Approved'},
      {importerName: 'Zed Supplies', importerABN: '22 222 222 222', importerStatus: 'Approved'},
      {importerName: 'Volta Traders', importerABN: null, importerStatus: 'Registered'},
    ]);
    expect(await repo.importersFor('No Such Brand')).toEqual([]);
  });

  it('lists the weekly list by name, filtered by a part of the name or ABN, at most `limit`', async () => {
    expect((await repo.importers(undefined, 10)).map(i => i.importerName)).toEqual([
      'Power Imports',
      'Volta Traders',
      'Zed Supplies',
    ]);
    expect(await repo.importers(' 222 ', 10)).toEqual([{importerName: 'Zed Supplies', importerABN: '22 222 222 222'}]);
    expect((await repo.importers('', 1)).map(i => i.importerName)).toEqual(['Power Imports']);
    expect(await repo.importers('_', 10)).toEqual([]);
  });

  it('replaces the whole weekly list, counting what was added, changed, removed and left as it was', async () => {
    const counts = await repo.replaceImporters(
      [
        {importerName: 'Power Imports', importerABN: '11 111 111 111'},
        {importerName: 'VOLTA TRADERS', importerABN: null},
        {importerName: 'New Importer', importerABN: '33 333 333 333'},
      ],
      {userId: null, fileName: 'list.csv'},
    );
    expect(counts).toEqual({added: 1, changed: 1, removed: 1, unchanged: 1});
    expect(await repo.importers(undefined, 10)).toEqual([
      {importerName: 'New Importer', importerABN: '33 333 333 333'},
      {importerName: 'Power Imports', importerABN: '11 111 111 111'},
      {importerName: 'VOLTA TRADERS', importerABN: null},
    ]);
  });
});
