import {JobQueue} from '../../jobs/job-queue';

/** The job queue on real PostgreSQL (pg-boss in the test database). */
describe('JobQueue (pg-boss)', () => {
  let jobs: JobQueue;
  beforeAll(async () => {
    jobs = new JobQueue(process.env.VOLTCHECK_TEST_DATABASE_URL!, () => undefined, {background: false});
    await jobs.start();
  });
  afterAll(() => jobs.stop());

  it('sends to many new queues at once, each created once, without a deadlock between creations', async () => {
    const names = Array.from({length: 12}, (_, i) => `test-burst-${Date.now()}-${i}`);
    const ids = await Promise.all(names.flatMap(name => [jobs.send(name, {n: 1}), jobs.send(name, {n: 2})]));
    expect(ids.every(id => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(names.length * 2);
  });
});
