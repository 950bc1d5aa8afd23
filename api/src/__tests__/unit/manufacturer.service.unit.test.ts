import {securityId} from '@loopback/security';
import {Caller} from '../../services/kernel/caller';
import {
  AdminManufacturer,
  ManufacturerRepository,
  ManufacturerService,
  NAME_TAKEN,
  NOT_AUTHORIZED,
} from '../../services/registry';

const admin: Caller = {
  [securityId]: '1',
  id: 1,
  username: 'root',
  role: 'admin',
  manufacturerIds: [],
  manufacturerId: null,
  distributorId: null,
};

const manufacturer = (m: Partial<AdminManufacturer> = {}): AdminManufacturer => ({
  id: 3,
  name: 'Maker',
  abn: '51824753556',
  phone: '0298765432',
  email: 'office@maker.example',
  address: '1 Main St',
  logo: null,
  uploadFrequency: 2,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  userCount: 1,
  supplierCount: 0,
  userId: 7,
  userName: 'maker',
  totalSerial: 0,
  totalInstalled: 0,
  totalPending: 0,
  totalRequest: 0,
  totalFailed: 0,
  recentUpload: null,
  uploadOverdue: false,
  ...m,
});

/** The service on a fake repository holding one manufacturer; records the columns set and the audit entries. */
function givenService(o: {allowList?: string[]; nameTaken?: boolean} = {}) {
  let current = manufacturer();
  const changes: Array<Map<string, unknown>> = [];
  const audits: unknown[][] = [];
  const tx = {query: async (_text: string, values: unknown[]) => (audits.push(values), {rows: [], rowCount: 1})};
  const repo = {
    lock: async (_db: unknown, id: number) => id === current.id,
    adminGet: async (id: number) => (id === current.id ? current : null),
    setActive: async (_db: unknown, _id: number, isActive: boolean) => {
      current = {...current, isActive};
    },
    change: async (_db: unknown, _id: number, updates: Map<string, unknown>) => {
      if (o.nameTaken) throw Object.assign(new Error('duplicate key'), {code: '23505'});
      changes.push(new Map(updates));
      for (const [column, value] of updates)
        current = {...current, [column === 'upload_frequency' ? 'uploadFrequency' : column]: value};
    },
    transaction: async <T>(work: (db: unknown) => Promise<T>) => work(tx),
  } as unknown as ManufacturerRepository;
  const service = new ManufacturerService(repo, {adminAllowList: {manufacturers: o.allowList} as never});
  return {service, changes, audits};
}

describe('ManufacturerService', () => {
  it('changes and audits only the fields that differ, normalised as the registration stores them', async () => {
    const {service, changes, audits} = givenService();
    const after = await service.update(admin, 3, {
      name: 'Maker',
      phone: '02 9876 5432',
      email: ' sales@maker.example ',
      uploadFrequency: 4,
      address: null,
    });
    expect(changes).toEqual([
      new Map<string, unknown>([
        ['email', 'sales@maker.example'],
        ['upload_frequency', 4],
      ]),
    ]);
    expect(after).toMatchObject({email: 'sales@maker.example', uploadFrequency: 4, phone: '0298765432'});
    expect(audits).toHaveLength(1);
    expect(audits[0].slice(1, 4)).toEqual(['manufacturer.update', 'Manufacturer', '3']);
    expect(JSON.parse(audits[0][4] as string)).toEqual({email: 'office@maker.example', uploadFrequency: 2});
    expect(JSON.parse(audits[0][5] as string)).toEqual({email: 'sales@maker.example', uploadFrequency: 4});
  });

  it('writes nothing for a change that changes nothing, and refuses a broken rule or a name taken', async () => {
    const same = givenService();
    expect(await same.service.update(admin, 3, {name: 'Maker', abn: '51 824 753 556'})).toMatchObject({name: 'Maker'});
    expect([same.changes, same.audits]).toEqual([[], []]);
    await expect(same.service.update(admin, 3, {email: 'not an email'})).rejects.toMatchObject({field: 'email'});
    await expect(same.service.update(admin, 99, {name: 'Other'})).rejects.toMatchObject({code: 'NOT_FOUND'});
    const taken = givenService({nameTaken: true});
    await expect(taken.service.update(admin, 3, {name: 'Taken'})).rejects.toMatchObject({
      code: 'CONFLICT',
      message: NAME_TAKEN,
    });
    expect(taken.audits).toEqual([]);
  });

  it('activates and deactivates for administrators on the allow-list, auditing real changes only', async () => {
    const refused = givenService({allowList: ['someone']});
    expect(refused.service.canActivate(admin)).toBe(false);
    await expect(refused.service.setActive(admin, 3, false)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: NOT_AUTHORIZED,
    });
    const {service, audits} = givenService({allowList: ['root']});
    expect(await service.setActive(admin, 3, true)).toMatchObject({isActive: true});
    expect(audits).toEqual([]);
    expect(await service.setActive(admin, '3', false)).toMatchObject({isActive: false});
    expect(audits.map(values => values[1])).toEqual(['manufacturer.deactivate']);
    await expect(service.setActive(admin, 3, 'yes' as unknown as boolean)).rejects.toMatchObject({code: 'VALIDATION'});
    await expect(service.setActive(admin, 'x', true)).rejects.toMatchObject({code: 'NOT_FOUND'});
  });
});
