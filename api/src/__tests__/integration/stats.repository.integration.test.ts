import {StatsRepository} from '../../services/kernel';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenManufacturer} from '../helpers/serial-rows.helpers';

describe('StatsRepository (the maintained counts: appended deltas folded into the count tables)', () => {
  let db: MigratedDatabase;
  let repo: StatsRepository;

  beforeAll(async () => {
    db = await givenMigratedDatabase('stats_repo');
    repo = new StatsRepository(db.pool);
  });
  afterAll(() => db.drop());

  it('folds the serial, log and installation deltas into their counts, and adds to what is there', async () => {
    const {manufacturerId} = await givenManufacturer(db.pool);
    const delta = (serials: number, failed: number) =>
      db.pool.query('INSERT INTO stats_delta (manufacturer_id, serials, failed) VALUES ($1, $2, $3)', [
        manufacturerId,
        serials,
        failed,
      ]);
    await delta(10, 1);
    await delta(5, 0);
    await db.pool.query(
      `INSERT INTO installation_stats_delta (manufacturer_id, year, month, state, total_installation, total_power_w)
       VALUES ($1, 2026, 3, 'NSW', 2, 13000)`,
      [manufacturerId],
    );
    await repo.foldDeltas();
    await delta(1, 1);
    await repo.foldDeltas();

    const counts = await db.pool.query(
      'SELECT total_serials, failed FROM manufacturer_stats WHERE manufacturer_id = $1',
      [manufacturerId],
    );
    expect(counts.rows).toEqual([{total_serials: 16, failed: 2}]);
    const installations = await db.pool.query(
      'SELECT year, month, state, total_installation, total_power_w FROM installation_stats WHERE manufacturer_id = $1',
      [manufacturerId],
    );
    expect(installations.rows).toEqual([
      {year: 2026, month: 3, state: 'NSW', total_installation: 2, total_power_w: 13000},
    ]);
    const left = await db.pool.query(
      'SELECT (SELECT count(*) FROM stats_delta)::int AS serials, (SELECT count(*) FROM installation_stats_delta)::int AS installations',
    );
    expect(left.rows[0]).toEqual({serials: 0, installations: 0});
  });
});
