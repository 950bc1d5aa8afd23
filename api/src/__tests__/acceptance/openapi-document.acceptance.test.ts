import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {RunningServer} from '../../server';
import {client, givenRunningApp} from '../helpers/app.helpers';

/** The UIs' REST types are generated from this copy of /openapi.json (npm run codegen writes it through this test). */
const COMMITTED = join(__dirname, '..', '..', '..', '..', 'api-client', 'src', 'generated', 'openapi.json');
const WRITE = process.env.VOLTCHECK_CODEGEN === 'write';

/** Where two JSON values differ, as JSON pointers, at most `limit` of them. */
function differences(a: unknown, b: unknown, at = '', limit = 10): string[] {
  if (isDeepStrictEqual(a, b)) return [];
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return [at];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const found: string[] = [];
  for (const key of keys) {
    if (found.length >= limit) break;
    const pointer = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    found.push(
      ...differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], pointer, limit),
    );
  }
  return found.slice(0, limit);
}

describe('the committed OpenAPI document', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await givenRunningApp();
  });
  afterAll(() => server.stop());

  it('is the document the API serves', async () => {
    // `servers` names the host of the request: not part of the API's shape.
    const {servers: _servers, ...served} = (await client(server).get('/openapi.json').expect(200)).body;
    if (WRITE) writeFileSync(COMMITTED, `${JSON.stringify(served, null, 2)}\n`);
    const committed: unknown = JSON.parse(readFileSync(COMMITTED, 'utf8'));
    const changed = differences(served, committed);
    if (changed.length)
      throw new Error(
        `api-client/src/generated/openapi.json is stale: run \`npm run codegen\` and commit the result. ` +
          `It differs from the served /openapi.json at ${changed.join(', ')}`,
      );
  });

  it('groups every operation under a named tag, never a controller class name, in the explorer', async () => {
    const {paths} = (await client(server).get('/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, {tags?: string[]}>>;
    };
    const untidy = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.tags?.length || op.tags.some(tag => /Controller$/.test(tag)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(untidy).toEqual([]);
  });
});
