import {gqlPluckFromCodeStringSync} from '@graphql-tools/graphql-tag-pluck';
import {makeExecutableSchema} from '@graphql-tools/schema';
import {concatAST, getIntrospectionQuery, Kind, parse} from 'graphql';
import {getComplexity} from 'graphql-query-complexity';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {DEFAULT_GRAPHQL_LIMITS} from '../../config';
import {checkLimits, pagedCost} from '../../graphql/limits';
import {graphqlModules} from '../../graphql/modules';
import {buildSchema} from '../../graphql/schema';

const schema = makeExecutableSchema(buildSchema(graphqlModules));
const root = resolve(__dirname, '..', '..', '..', '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every operation of the portal and the console, with the fragments it uses, as the UIs send them. */
function uiOperations() {
  const documents = ['portal-ui/src', 'admin-ui/src']
    .flatMap(dir => sourcesUnder(join(root, dir)))
    .flatMap(file => gqlPluckFromCodeStringSync(file, readFileSync(file, 'utf8')))
    .map(source => parse(source.body));
  const all = concatAST(documents);
  const fragments = all.definitions.filter(d => d.kind === Kind.FRAGMENT_DEFINITION);
  return all.definitions.flatMap(d =>
    d.kind === Kind.OPERATION_DEFINITION
      ? [{name: d.name?.value, document: {...all, definitions: [d, ...fragments]}}]
      : [],
  );
}

describe('GraphQL limits', () => {
  it("passes every operation of the portal and the console within a signed-in caller's limits", () => {
    const operations = uiOperations();
    expect(operations.length).toBeGreaterThan(3);
    for (const {name, document} of operations) {
      // The largest page the UIs ask for.
      const variables = {first: 500, perPage: 500};
      expect([name, checkLimits(schema, document, DEFAULT_GRAPHQL_LIMITS.signedIn, {variables})]).toEqual([
        name,
        undefined,
      ]);
    }
  });

  it('accepts the introspection the console runs', () => {
    expect(checkLimits(schema, parse(getIntrospectionQuery()), DEFAULT_GRAPHQL_LIMITS.signedIn, {})).toBeUndefined();
  });

  it('costs a field 1 plus what it selects times its page size, clamped to 500', () => {
    const cost = (query: string, variables = {}) =>
      getComplexity({schema, query: parse(query), variables, estimators: [pagedCost]});
    expect(cost('{ _health }')).toBe(1);
    expect(cost('{ __typename }')).toBe(0);
    expect(cost('{ allUsers(perPage: 10) { id username } }')).toBe(21);
    expect(cost('{ allUsers(perPage: 100000) { id } }')).toBe(501);
    expect(cost('{ allUsers { id } }')).toBe(101);
    expect(cost('query($n: Int) { uploadHistory(first: $n) { count list { uploadId } } }', {n: 50})).toBe(1 + 50 * 3);
    expect(cost('{ importFields { fieldName knownNames } }')).toBe(1 + 10 * 2);
  });
});
