import {gql} from '@apollo/client';
import type {
  IntrospectionField,
  IntrospectionInputObjectType,
  IntrospectionObjectType,
  IntrospectionType,
  IntrospectionTypeRef,
} from 'graphql';
import type {BuildQuery, BuildQueryResult, IntrospectedResource, IntrospectionResult} from 'ra-data-graphql';
import {
  CREATE,
  DELETE,
  DELETE_MANY,
  GET_LIST,
  GET_MANY,
  GET_MANY_REFERENCE,
  GET_ONE,
  UPDATE,
  UPDATE_MANY,
} from 'react-admin';

/**
 * The VoltCheck convention for a type `X` (the API's graphql/list.module.ts):
 * `allXs(page, perPage, sortField, sortOrder, filter): [X!]!` (0-based pages), `_allXsMeta(filter): ListMetadata`,
 * `X(id): X`, and `createX` / `updateX(id, ...)` / `deleteX(id)` mutations where the schema has them.
 * Records carry the type's scalar and enum fields.
 */

type Resource = IntrospectedResource & Partial<Record<string, IntrospectionField>>;
type Vars = Record<string, unknown>;

function namedType(ref: IntrospectionTypeRef): string {
  return 'ofType' in ref && ref.ofType ? namedType(ref.ofType) : (ref as {name: string}).name;
}

function printType(ref: IntrospectionTypeRef): string {
  if (ref.kind === 'NON_NULL') return `${printType(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${printType(ref.ofType)}]`;
  return ref.name;
}

export function buildQueryFactory(resourceTypes: Record<string, string> = {}) {
  return (introspection: IntrospectionResult): BuildQuery => {
    const types = new Map<string, IntrospectionType>(introspection.types.map(t => [t.name, t]));
    const queries = new Map<string, IntrospectionField>(
      (introspection.queries as unknown as IntrospectionField[]).map(q => [q.name, q]),
    );

    const selection = (type: IntrospectionObjectType): string =>
      type.fields
        .filter(f => ['SCALAR', 'ENUM'].includes(types.get(namedType(f.type))?.kind ?? ''))
        .map(f => f.name)
        .join(' ');

    /** Declares and passes only the arguments the operation has and the values given. */
    const call = (op: IntrospectionField, values: Vars, alias: string, fields: string, prefix = '') => {
      const args = op.args.filter(a => values[a.name] !== undefined);
      return {
        decl: args.map(a => `$${prefix}${a.name}: ${printType(a.type)}`),
        text: `${alias}: ${op.name}${args.length ? `(${args.map(a => `${a.name}: $${prefix}${a.name}`).join(', ')})` : ''}${fields ? ` { ${fields} }` : ''}`,
        vars: Object.fromEntries(args.map(a => [`${prefix}${a.name}`, values[a.name]])),
      };
    };

    /** Keeps the filter keys the filter input type knows (a stray URL filter must not break the query). */
    const cleanFilter = (op: IntrospectionField, filter: Vars | undefined): Vars | undefined => {
      const arg = op.args.find(a => a.name === 'filter');
      const input = arg && (types.get(namedType(arg.type)) as IntrospectionInputObjectType | undefined);
      if (!filter || !input?.inputFields) return filter;
      const known = new Set(input.inputFields.map(f => f.name));
      return Object.fromEntries(Object.entries(filter).filter(([k, v]) => known.has(k) && v !== undefined && v !== ''));
    };

    const document = (kind: 'query' | 'mutation', name: string, parts: Array<ReturnType<typeof call>>) => ({
      query: gql(`${kind} ${name}${parts.some(p => p.decl.length) ? `(${parts.flatMap(p => p.decl).join(', ')})` : ''} {
        ${parts.map(p => p.text).join('\n')}
      }`),
      variables: Object.assign({}, ...parts.map(p => p.vars)) as Vars,
    });

    return (fetchType: string, resourceName: string, params: Vars): BuildQueryResult => {
      const typeName = resourceTypes[resourceName] ?? resourceName;
      const resource = introspection.resources.find(r => r.type.name === typeName) as Resource | undefined;
      if (!resource)
        throw new Error(`Unknown resource ${resourceName}: the GraphQL schema has no ${typeName} queries.`);
      const op = resource[fetchType === UPDATE_MANY ? UPDATE : fetchType === DELETE_MANY ? DELETE : fetchType];
      if (!op) throw new Error(`The GraphQL schema has no ${fetchType} operation for ${typeName}.`);
      const fields = selection(resource.type);

      if (fetchType === GET_LIST || fetchType === GET_MANY || fetchType === GET_MANY_REFERENCE) {
        const ids = params.ids as unknown[] | undefined;
        const pagination = params.pagination as {page: number; perPage: number} | undefined;
        const sort = params.sort as {field: string; order: string} | undefined;
        const filter =
          fetchType === GET_MANY
            ? {ids}
            : fetchType === GET_MANY_REFERENCE
              ? {...(params.filter as Vars), [params.target as string]: params.id}
              : (params.filter as Vars);
        const values: Vars = {
          filter: cleanFilter(op, filter),
          page: pagination ? pagination.page - 1 : 0,
          perPage: pagination?.perPage ?? ids?.length,
          sortField: sort?.field,
          sortOrder: sort?.order,
        };
        const meta = queries.get(`_${op.name}Meta`);
        const parts = [call(op, values, 'items', fields)];
        if (meta && fetchType !== GET_MANY) parts.push(call(meta, {filter: values.filter}, 'total', 'count', 'meta_'));
        return {
          ...document('query', op.name, parts),
          parseResponse: ({data}) => ({
            data: data.items,
            ...(fetchType === GET_MANY ? {} : {total: data.total?.count ?? data.items.length}),
          }),
        };
      }

      if (fetchType === GET_ONE || fetchType === DELETE) {
        const kind = fetchType === GET_ONE ? 'query' : 'mutation';
        return {
          ...document(kind, op.name, [call(op, {id: params.id}, 'data', fields)]),
          parseResponse: ({data}) => ({data: data.data}),
        };
      }

      if (fetchType === CREATE || fetchType === UPDATE) {
        const data = params.data as Vars;
        const previous = params.previousData as Vars | undefined;
        const changed = Object.fromEntries(
          Object.entries(data).filter(
            ([k, v]) => k === 'id' || !previous || JSON.stringify(v) !== JSON.stringify(previous[k]),
          ),
        );
        const values = fetchType === UPDATE ? {...changed, id: params.id} : data;
        return {
          ...document('mutation', op.name, [call(op, values, 'data', fields)]),
          parseResponse: ({data: res}) => ({data: res.data}),
        };
      }

      if (fetchType === UPDATE_MANY || fetchType === DELETE_MANY) {
        const ids = params.ids as unknown[];
        const extra = fetchType === UPDATE_MANY ? (params.data as Vars) : {};
        const parts = ids.map((id, i) => call(op, {...extra, id}, `r${i}`, 'id', `r${i}_`));
        return {
          ...document('mutation', `${op.name}Many`, parts),
          parseResponse: ({data}) => ({data: ids.filter((_, i) => data[`r${i}`])}),
        };
      }
      throw new Error(`Unsupported data provider call ${fetchType}.`);
    };
  };
}
