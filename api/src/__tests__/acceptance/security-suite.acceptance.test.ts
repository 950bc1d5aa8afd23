import {RunningServer} from '../../server';
import {givenRunningApp} from '../helpers/app.helpers';
import {Cast, givenAllowListedAdmins, givenCast} from '../helpers/security/cast';
import {breach, expectationOf, leaks, OUTSIDERS, outcomeOf} from '../helpers/security/expectations';
import {fixturesFor, restOverrides} from '../helpers/security/fixtures';
import {graphqlOperations} from '../helpers/security/graphql-operations';
import {SecuredOperation} from '../helpers/security/operation';
import {restOperations} from '../helpers/security/rest-operations';

/** Read operations run at once (each as every caller at once). */
const READS_AT_ONCE = 3;

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/**
 * The security suite: every GraphQL operation of the served schema and every REST operation of
 * /openapi.json, run as every kind of caller against the access rule the operation declares. New
 * operations join by themselves; one without a rule fails the suite. See docs/security.md.
 */
/**
 * Operations whose callers go one at a time: sign-ins of one account sent at the same moment each count as an
 * attempt until their password is checked, so five at once lock it (docs/security.md, Lockout).
 */
const ONE_CALLER_AT_A_TIME = new Set(['POST /api/account/token']);

describe('security suite: every operation as every caller', () => {
  let server: RunningServer;
  let cast: Cast;
  let operations: SecuredOperation[];
  const outcomes: string[] = [];

  beforeAll(async () => {
    const admins = givenAllowListedAdmins();
    server = await givenRunningApp(admins.config);
    cast = await givenCast(server, admins.names);
    operations = [...graphqlOperations(), ...(await restOperations(server, restOverrides(cast)))];
  });
  afterAll(async () => {
    if (process.env.SECURITY_SUITE_REPORT) console.log(outcomes.join('\n'));
    await server?.stop();
  });

  it('finds the operations of both doors', () => {
    const doors = new Set(operations.map(o => o.door));
    expect(doors).toEqual(new Set(['graphql', 'rest']));
    expect(operations.length).toBeGreaterThan(30);
  });

  it('finds a declared access rule for every operation', () => {
    expect(operations.filter(o => !o.rule).map(o => o.id)).toEqual([]);
  });

  /** Every caller of the cast, one after another. */
  const inSequence = async (f: (member: Cast['cast'][number]) => Promise<void>) => {
    for (const member of cast.cast) await f(member);
  };

  it('answers each operation to each caller as its rule says, without server errors or leaks', async () => {
    const problems: string[] = [];
    const seenInside = new Set<string>();
    const runOne = async (op: SecuredOperation) => {
      if (!op.rule) return;
      const everyCaller = ONE_CALLER_AT_A_TIME.has(op.id)
        ? inSequence
        : (f: Parameters<typeof inSequence>[0]) => Promise.all(cast.cast.map(f));
      await everyCaller(async member => {
        const x = await op.send(server, member, fixturesFor(cast, member, op.write));
        const expected = expectationOf(op.rule!, member, op.door, x.namesHome);
        outcomes.push(`${op.id}\t${member.name}\t${expected}\t${outcomeOf(x)}\t${x.status} ${x.codes.join(',')}`);
        const why = breach(expected, member, x);
        if (why) problems.push(`${op.id} as ${member.name} ${why}: ${x.body.slice(0, 200)}`);
        const shown = leaks(x, cast.markers);
        if (!OUTSIDERS(member)) shown.forEach(m => seenInside.add(m));
        else if (shown.length) problems.push(`${op.id} as ${member.name} shows ${shown.join(', ')}`);
      });
    };
    // Reads first, several at once; then the writes one operation at a time (every caller at once).
    await inBatches(
      operations.filter(o => !o.write),
      READS_AT_ONCE,
      runOne,
    );
    for (const op of operations.filter(o => o.write)) await runOne(op);
    expect(problems).toEqual([]);
    // The leak check can see: every private string reached some caller allowed to read it.
    expect(cast.markers.filter(m => !seenInside.has(m))).toEqual([]);
    // Every operation as every caller: minutes on a busy 2-core machine, and it grows with each new call.
  }, 900_000);
});
