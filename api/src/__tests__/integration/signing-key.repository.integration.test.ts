import {SigningKeyRepository} from '../../services/signing';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';

const jwk = (kid: string) => ({
  kty: 'OKP',
  crv: 'Ed25519',
  x: `x-${kid}`,
  kid,
  alg: 'EdDSA' as const,
  use: 'sig' as const,
});

describe('SigningKeyRepository (signing_key: the keys that sign, and those published)', () => {
  let db: MigratedDatabase;
  let repo: SigningKeyRepository;

  beforeAll(async () => {
    db = await givenMigratedDatabase('signing_key_repo');
    repo = new SigningKeyRepository(db.pool);
  });
  afterAll(() => db.drop());

  it('has no key at first', async () => {
    expect(await repo.activeKey()).toBeUndefined();
    expect(await repo.list()).toEqual([]);
    expect(await repo.publicKeys()).toEqual([]);
  });

  it('signs with the newest published key; a rotation sets when the older ones retire', async () => {
    await repo.insertKey({kid: 'k1', publicJwk: jwk('k1'), privatePem: 'pem-1'});
    await db.pool.query(`UPDATE signing_key SET created_at = now() - interval '1 day' WHERE kid = 'k1'`);
    const retireAt = new Date(Date.now() + 7 * 86_400_000);
    await repo.transaction(tx => repo.insertKey({kid: 'k2', publicJwk: jwk('k2'), privatePem: 'pem-2'}, retireAt, tx));
    expect(await repo.activeKey()).toEqual({kid: 'k2', privatePem: 'pem-2'});
    expect(await repo.list()).toEqual([
      {kid: 'k2', createdAt: expect.any(Date), retiresAt: null, signing: true},
      {kid: 'k1', createdAt: expect.any(Date), retiresAt: retireAt, signing: false},
    ]);
    expect(await repo.publicKeys()).toEqual([jwk('k2'), jwk('k1')]);
  });

  it('publishes no key past its retirement, nor an inactive one; an earlier retirement is kept', async () => {
    await db.pool.query(
      `UPDATE signing_key SET created_at = now() - interval '2 days', retires_at = now() - interval '1 second' WHERE kid = 'k1'`,
    );
    await db.pool.query(`UPDATE signing_key SET created_at = now() - interval '1 day' WHERE kid = 'k2'`);
    await repo.insertKey({kid: 'k3', publicJwk: jwk('k3'), privatePem: 'pem-3'}, new Date(Date.now() + 86_400_000));
    await repo.insertKey({kid: 'k4', publicJwk: jwk('k4'), privatePem: 'pem-4'});
    await db.pool.query(`UPDATE signing_key SET active = false WHERE kid = 'k4'`);
    expect((await repo.list()).map(k => [k.kid, k.signing])).toEqual([
      ['k3', true],
      ['k2', false],
    ]);
    expect(await repo.activeKey()).toEqual({kid: 'k3', privatePem: 'pem-3'});
    const {rows} = await db.pool.query(`SELECT retires_at < now() AS retired FROM signing_key WHERE kid = 'k1'`);
    expect(rows[0].retired).toBe(true);
  });
});
