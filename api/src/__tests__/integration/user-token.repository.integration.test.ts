import {UserTokenRepository} from '../../services/accounts';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount, givenDataSource} from '../helpers/registry-rows.helpers';

describe('UserTokenRepository (user_token: single-use activation and reset tokens)', () => {
  let db: MigratedDatabase;
  let repo: UserTokenRepository;
  let user: number;
  let other: number;
  const inAnHour = () => new Date(Date.now() + 3600_000);

  beforeAll(async () => {
    db = await givenMigratedDatabase('user_token_repo');
    repo = new UserTokenRepository(await givenDataSource(db.pool));
    user = await givenAccount(db.pool);
    other = await givenAccount(db.pool);
  });
  afterAll(() => db.drop());

  it('consumes a token once, only the user’s own of that purpose and unexpired', async () => {
    await repo.create({userId: user, purpose: 'reset', tokenHash: 'h1', expiresAt: inAnHour()});
    await repo.create({userId: user, purpose: 'reset', tokenHash: 'h-old', expiresAt: new Date(Date.now() - 1000)});
    expect(await repo.consume(other, 'reset', 'h1')).toBe(false);
    expect(await repo.consume(user, 'activate', 'h1')).toBe(false);
    expect(await repo.consume(user, 'reset', 'h-old')).toBe(false);
    expect(await repo.consume(user, 'reset', 'h1')).toBe(true);
    expect(await repo.consume(user, 'reset', 'h1')).toBe(false);
    expect((await repo.findByHash('h1'))?.usedAt).toBeInstanceOf(Date);
    expect(await repo.findByHash('none')).toBeNull();
  });

  it('knows whether a user holds an open token, and retires the open ones of a purpose', async () => {
    await repo.create({userId: other, purpose: 'activate', tokenHash: 'a1', expiresAt: inAnHour()});
    await repo.create({userId: other, purpose: 'reset', tokenHash: 'r1', expiresAt: inAnHour()});
    expect(await repo.hasOpen(other, 'activate')).toBe(true);
    await repo.retireOpen(other, 'activate');
    expect(await repo.hasOpen(other, 'activate')).toBe(false);
    expect(await repo.hasOpen(other, 'reset')).toBe(true);
  });
});
