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
    await repo.insertKey({kid: 'k1', publicJwk: jwk('k1'), privatePem: 'pem-1', signsFrom: new Date()});
    await db.pool.query(`UPDATE signing_key SET created_at = now() - interval '1 day' WHERE kid = 'k1'`);
    const retireAt = new Date(Date.now() + 7 * 86_400_000);
    await repo.transaction(tx =>
      repo.insertKey({kid: 'k2', publicJwk: jwk('k2'), privatePem: 'pem-2', signsFrom: new Date()}, retireAt, tx),
    );
    expect(await repo.activeKey()).toEqual({kid: 'k2', privatePem: 'pem-2', nextSignsFrom: null});
    expect(await repo.list()).toEqual([
      {kid: 'k2', createdAt: expect.any(Date), signsFrom: expect.any(Date), retiresAt: null, signing: true},
      {kid: 'k1', createdAt: expect.any(Date), signsFrom: expect.any(Date), retiresAt: retireAt, signing: false},
    ]);
    expect(await repo.publicKeys()).toEqual([jwk('k2'), jwk('k1')]);
  });

  it('publishes no key past its retirement, nor an inactive one; an earlier retirement is kept', async () => {
    await db.pool.query(
      `UPDATE signing_key SET created_at = now() - interval '2 days', retires_at = now() - interval '1 second' WHERE kid = 'k1'`,
    );
    await db.pool.query(`UPDATE signing_key SET created_at = now() - interval '1 day' WHERE kid = 'k2'`);
    const soon = new Date(Date.now() + 86_400_000);
    await repo.insertKey({kid: 'k3', publicJwk: jwk('k3'), privatePem: 'pem-3', signsFrom: new Date()}, soon);
    await repo.insertKey({kid: 'k4', publicJwk: jwk('k4'), privatePem: 'pem-4', signsFrom: new Date()});
    await db.pool.query(`UPDATE signing_key SET active = false WHERE kid = 'k4'`);
    expect((await repo.list()).map(k => [k.kid, k.signing])).toEqual([
      ['k3', true],
      ['k2', false],
    ]);
    expect(await repo.activeKey()).toEqual({kid: 'k3', privatePem: 'pem-3', nextSignsFrom: null});
    const {rows} = await db.pool.query(`SELECT retires_at < now() AS retired FROM signing_key WHERE kid = 'k1'`);
    expect(rows[0].retired).toBe(true);
  });

  it("publishes a rotated key before it signs: the current key signs until the new one's signsFrom", async () => {
    const signsFrom = new Date(Date.now() + 600_000);
    await repo.insertKey(
      {kid: 'k5', publicJwk: jwk('k5'), privatePem: 'pem-5', signsFrom},
      new Date(Date.now() + 86_400_000),
    );
    expect(await repo.activeKey()).toEqual({kid: 'k3', privatePem: 'pem-3', nextSignsFrom: signsFrom});
    expect((await repo.publicKeys()).map(k => k.kid)).toEqual(['k5', 'k3', 'k2']);
    expect((await repo.list()).map(k => [k.kid, k.signing])).toEqual([
      ['k5', false],
      ['k3', true],
      ['k2', false],
    ]);
    // The window passes: k5's turn has come, after k3's.
    await db.pool.query(`UPDATE signing_key SET signs_from = now() - interval '1 hour' WHERE kid <> 'k5'`);
    await db.pool.query(`UPDATE signing_key SET signs_from = now() - interval '1 second' WHERE kid = 'k5'`);
    expect(await repo.activeKey()).toEqual({kid: 'k5', privatePem: 'pem-5', nextSignsFrom: null});
  });
});
