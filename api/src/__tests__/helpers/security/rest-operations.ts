import {CoreTags} from '@loopback/core';
import {accessOf} from '../../../auth/access';
import {RunningServer} from '../../../server';
import {client} from '../app.helpers';
import {NAMES_A_RECORD, SCOPE_ARGUMENTS, UNKNOWN_ID} from './fixtures';
import {SecuredOperation} from './operation';

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface OpenApiOperation {
  'x-controller-name'?: string;
  'x-operation-name'?: string;
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, {schema?: Schema}>};
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {schemas?: Record<string, Schema>};
}

/** The record a path is about, by the segment before its `{id}`: /app-providers/{id} → AppProvider. */
function typeNameOf(path: string): string | undefined {
  const m = /\/([\w-]+)\/\{id\}/.exec(path);
  return m?.[1].replace(/s$/, '').replace(/(^|-)(\w)/g, (_x, _d, c: string) => c.toUpperCase());
}

const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** A value the suite chose for a field or parameter by its name (undefined: none). */
type Given = ((name: string) => unknown) & {wanted: (name: string) => boolean};

/**
 * The least value a JSON schema accepts: required properties (and those the suite has a value for),
 * the first enum value or alternative, fixtures by name.
 */
function valueOf(doc: OpenApiDocument, schema: Schema | undefined, name: string, given: Given): unknown {
  const fixture = given(name);
  if (fixture !== undefined) return fixture;
  if (!schema) return 'security-suite';
  if (schema.$ref) return valueOf(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!], name, given);
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return valueOf(doc, alternative, name, given);
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map(s => valueOf(doc, s, name, given) as Record<string, unknown>));
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
    case undefined:
      return schema.properties || schema.type
        ? Object.fromEntries(
            Object.keys({...schema.properties, ...Object.fromEntries((schema.required ?? []).map(p => [p, 1]))})
              .filter(p => schema.required?.includes(p) || given.wanted(p))
              .map(p => [p, valueOf(doc, schema.properties?.[p], p, given)]),
          )
        : 'security-suite';
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.type === 'integer' && NAMES_A_RECORD.test(name) ? Number(UNKNOWN_ID) : (schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return schema.format === 'email' ? 'security-suite@example.test' : 'security-suite';
  }
}

function restOperation(
  doc: OpenApiDocument,
  verb: string,
  path: string,
  op: OpenApiOperation,
  controllers: Map<string, {prototype: object}>,
  override: Record<string, unknown>,
): SecuredOperation {
  const controller = op['x-controller-name'] && controllers.get(op['x-controller-name']);
  const rule = controller && op['x-operation-name'] ? accessOf(controller, op['x-operation-name']) : undefined;
  const typeName = typeNameOf(path);
  const contentType = BODY_TYPES.find(t => op.requestBody?.content?.[t]);
  return {
    id: `${verb.toUpperCase()} ${path}`,
    door: 'rest',
    write: !['get', 'head'].includes(verb),
    rule,
    async send(server, member, fixtures) {
      const named = {home: false};
      const given: Given = Object.assign(
        (name: string) => {
          if (name in override) return override[name];
          const fixture = fixtures(name, typeName);
          if (fixture) named.home ||= fixture.home;
          return fixture?.value;
        },
        {wanted: (name: string) => name in override || SCOPE_ARGUMENTS.includes(name)},
      );
      const params = (op.parameters ?? []).filter(p => p.required || given.wanted(p.name));
      const valueOfParam = (p: Parameter) =>
        p.in === 'path' && p.schema?.type === 'integer' && given(p.name) === undefined
          ? UNKNOWN_ID
          : valueOf(doc, p.schema, p.name, given);
      let url = path;
      const query: Record<string, string> = {};
      for (const p of params) {
        const value = String(valueOfParam(p));
        if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value));
        else if (p.in === 'query') query[p.name] = value;
      }
      const body = contentType ? valueOf(doc, op.requestBody!.content![contentType].schema, '', given) : undefined;
      let req = client(server)[verb as 'get'](url).query(query);
      if (member.token) req = req.set('Authorization', `Bearer ${member.token}`);
      if (contentType === 'multipart/form-data')
        for (const [k, v] of Object.entries(body as Record<string, unknown>)) req = req.field(k, String(v));
      else if (contentType === 'application/x-www-form-urlencoded') req = req.type('form').send(body as object);
      else if (contentType) req = req.set('Content-Type', contentType).send(JSON.stringify(body));
      const res = await req.buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
      const text = (res.body as Buffer).toString('utf8');
      let code: unknown;
      try {
        code = (JSON.parse(text) as {code?: unknown}).code;
      } catch {
        code = undefined;
      }
      return {
        status: res.status,
        body: text,
        codes: typeof code === 'string' ? [code] : [],
        request: JSON.stringify({url, query, body}),
        namesHome: named.home,
      };
    },
  };
}

/** Every operation of the OpenAPI document the server serves, with the rule its controller method declared (if any). */
export async function restOperations(
  server: RunningServer,
  overrides: Record<string, Record<string, unknown>>,
): Promise<SecuredOperation[]> {
  const doc = (await client(server).get('/openapi.json').expect(200)).body as OpenApiDocument;
  const controllers = new Map(
    server.app
      .findByTag(CoreTags.CONTROLLER)
      .map(b => b.valueConstructor)
      .filter((c): c is NonNullable<typeof c> => !!c)
      .map(c => [c.name, c] as const),
  );
  return Object.entries(doc.paths).flatMap(([path, verbs]) =>
    Object.entries(verbs).map(([verb, op]) =>
      restOperation(doc, verb, path, op, controllers, overrides[`${verb.toUpperCase()} ${path}`] ?? {}),
    ),
  );
}
