import {securityId} from '@loopback/security';
import {AdminUser, AdminUserService, AppUserRepository} from '../../services/accounts';
import {Caller, Role} from '../../services/kernel/caller';

const caller = (id: number, role: Role = 'admin'): Caller => ({
  [securityId]: String(id),
  id,
  username: `user${id}`,
  role,
  manufacturerIds: [],
  manufacturerId: null,
  distributorId: null,
});

const account = (u: Partial<AdminUser> = {}): AdminUser => ({
  id: 8,
  username: 'target',
  email: 'target@example.com',
  firstName: 'Tess',
  lastName: 'Target',
  mobile: null,
  role: 'madmin',
  manufacturerId: 3,
  distributorId: null,
  companyName: 'Maker',
  isActive: true,
  emailConfirmed: true,
  failedLogins: 0,
  lockoutEnd: null,
  locked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...u,
});

/** The service on a fake repository holding one account; records what changed and the audit entries. */
function givenService(target: AdminUser, allowList?: string[]) {
  let current = target;
  const changes: string[] = [];
  const audits: unknown[][] = [];
  const tx = {query: async (_text: string, values: unknown[]) => (audits.push(values), {rows: [], rowCount: 1})};
  const users = {
    lockTarget: async (_db: unknown, id: number) => (id === current.id ? {id} : null),
    adminGet: async (id: number) => (id === current.id ? current : null),
    setActive: async (_db: unknown, _id: number, isActive: boolean) => {
      changes.push(`active ${isActive}`);
      current = {...current, isActive};
    },
    clearLockout: async () => {
      changes.push('unlock');
      current = {...current, lockoutEnd: null, failedLogins: 0, locked: false};
    },
    transaction: async <T>(work: (db: unknown) => Promise<T>) => work(tx),
  } as unknown as AppUserRepository;
  const service = new AdminUserService(users, {adminAllowList: {settings: allowList} as never});
  return {service, changes, audits};
}

const actions = (audits: unknown[][]) => audits.map(values => values[1]);

describe('AdminUserService', () => {
  it('deactivates and unlocks an account, auditing each change with its before and after', async () => {
    const {service, changes, audits} = givenService(account({lockoutEnd: '2999-01-01T00:00:00.000Z', failedLogins: 5}));
    const after = await service.update(caller(1), 8, {isActive: false, unlock: true});
    expect(after).toMatchObject({isActive: false, lockoutEnd: null, failedLogins: 0});
    expect(changes).toEqual(['active false', 'unlock']);
    expect(actions(audits)).toEqual(['user.deactivate', 'user.unlock']);
    expect(JSON.parse(audits[1][4] as string)).toEqual({lockoutEnd: '2999-01-01T00:00:00.000Z', failedLogins: 5});
  });

  it('changes nothing that is already so: no write, no audit entry', async () => {
    const {service, changes, audits} = givenService(account());
    await service.update(caller(1), 8, {isActive: true, unlock: true});
    expect([changes, audits]).toEqual([[], []]);
  });

  it('refuses a superadmin’s account to administrators, one’s own deactivation, unknown ids, callers off the list', async () => {
    const superadmin = givenService(account({role: 'superadmin'}));
    await expect(superadmin.service.update(caller(1), 8, {isActive: false})).rejects.toMatchObject({code: 'FORBIDDEN'});
    expect((await superadmin.service.update(caller(2, 'superadmin'), 8, {isActive: false})).isActive).toBe(false);
    const self = givenService(account({id: 1}));
    await expect(self.service.update(caller(1), 1, {isActive: false})).rejects.toMatchObject({code: 'VALIDATION'});
    await expect(self.service.update(caller(1), 'nine', {unlock: true})).rejects.toMatchObject({code: 'NOT_FOUND'});
    const listed = givenService(account(), ['someone-else']);
    await expect(listed.service.update(caller(1), 8, {isActive: false})).rejects.toMatchObject({code: 'FORBIDDEN'});
    expect([self.changes, listed.changes]).toEqual([[], []]);
  });
});
