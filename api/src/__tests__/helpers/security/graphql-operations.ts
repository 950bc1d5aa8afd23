import {
  getNamedType,
  GraphQLField,
  GraphQLInputType,
  GraphQLObjectType,
  GraphQLOutputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import {accessRules} from '../../../graphql/schema';
import {graphqlModules} from '../../../graphql/modules';
import {servedSchema} from '../../../graphql/print-schema';
import {client} from '../app.helpers';
import {Fixtures, GRAPHQL_OVERRIDES, NAMES_A_RECORD, SCOPE_ARGUMENTS, UNKNOWN_ID} from './fixtures';
import {SecuredOperation} from './operation';

const SELECTION_DEPTH = 3;

/** Every scalar field of a type, and its object fields to a few levels: enough for the answer to show what it holds. */
function selectionOf(type: GraphQLOutputType, depth = 1): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some(a => isNonNullType(a.type))) continue;
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) parts.push(field.name);
    else if (depth < SELECTION_DEPTH) parts.push(`${field.name} ${selectionOf(field.type, depth + 1)}`);
  }
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

const SCALARS: Record<string, unknown> = {ID: UNKNOWN_ID, Int: 1, Float: 1, String: 'security-suite', Boolean: false};

/** The least value of an input type that GraphQL accepts: required fields only, empty lists, fixtures by name. */
function valueOf(type: GraphQLInputType, name: string, fixtures: Fixtures, typeName: string, named: {home: boolean}) {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields()))
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        value[field.name] = valueOf(field.type, field.name, fixtures, typeName, named);
    return value;
  }
  const fixture = fixtures(name, typeName);
  if (fixture) {
    named.home ||= fixture.home;
    return inner.name === 'Int' || inner.name === 'Float' ? Number(fixture.value) : String(fixture.value);
  }
  if (inner.name === 'Int' && NAMES_A_RECORD.test(name)) return Number(UNKNOWN_ID);
  return inner.name in SCALARS ? SCALARS[inner.name] : inner.name === 'JSON' ? {} : 'security-suite';
}

const SAMPLE_FILE = Buffer.from('Serial Number,Model\nSEC-1,SEC\n');
const isUpload = (type: GraphQLInputType) => getNamedType(type).name === 'Upload';

/** One Query or Mutation field as a request: its required arguments (and the scope ones), files as multipart. */
function graphqlOperation(kind: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>): SecuredOperation {
  const rule = accessRules(graphqlModules).get(`${kind}.${field.name}`);
  const args = field.args.filter(a => isNonNullType(a.type) || SCOPE_ARGUMENTS.includes(a.name));
  const signature = args.map(a => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.map(a => `${a.name}: $${a.name}`).join(', ');
  const query =
    `${kind === 'Query' ? 'query' : 'mutation'} SecuritySuite${signature ? `(${signature})` : ''} ` +
    `{ ${field.name}${call ? `(${call})` : ''} ${selectionOf(field.type)} }`;
  const typeName = getNamedType(field.type).name;
  return {
    id: `${kind}.${field.name}`,
    door: 'graphql',
    write: kind === 'Mutation',
    rule,
    async send(server, member, fixtures) {
      const named = {home: false};
      const variables: Record<string, unknown> = {};
      for (const a of args)
        variables[a.name] = isUpload(a.type) ? null : valueOf(a.type, a.name, fixtures, typeName, named);
      Object.assign(variables, GRAPHQL_OVERRIDES[`${kind}.${field.name}`]);
      const files = args.filter(a => isUpload(a.type));
      let req = client(server).post('/graphql');
      if (member.token) req = req.set('Authorization', `Bearer ${member.token}`);
      if (files.length) {
        // The GraphQL multipart request spec: operations, map, then one small CSV per Upload argument.
        const map = Object.fromEntries(files.map((a, i) => [String(i), [`variables.${a.name}`]]));
        req = req.field('operations', JSON.stringify({query, variables})).field('map', JSON.stringify(map));
        files.forEach((_a, i) => (req = req.attach(String(i), SAMPLE_FILE, 'security-suite.csv')));
      }
      const res = files.length ? await req : await req.send({query, variables});
      const body = res.body as {data?: Record<string, unknown> | null; errors?: Array<{extensions?: {code?: string}}>};
      return {
        status: res.status,
        body: res.text,
        codes: (body.errors ?? []).map(e => String(e.extensions?.code ?? '')),
        data: body.data?.[field.name] != null,
        request: JSON.stringify({query, variables}),
        namesHome: named.home,
      };
    },
  };
}

/** Every field of Query and Mutation in the schema the server serves, with the rule its module declared (if any). */
export function graphqlOperations(): SecuredOperation[] {
  const schema = servedSchema();
  const roots: Array<['Query' | 'Mutation', GraphQLObjectType | null | undefined]> = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map(field => graphqlOperation(kind, field)),
  );
}
