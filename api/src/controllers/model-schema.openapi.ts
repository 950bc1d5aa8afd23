import {getJsonSchema, JsonSchemaOptions, SchemaObject} from '@loopback/rest';

/**
 * A model's JSON schema written inline in an operation: the properties come from the `@model`, the document keeps
 * the inline schemas it has always had (getModelSchemaRef would move them under components/schemas, a change of
 * the contract the UIs' types are generated from). `required` lists what an answer always carries, in the order
 * the document lists it; without it the schema requires nothing.
 */
export function inlineModelSchema<T extends object>(
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  model: Function & {prototype: T},
  options: JsonSchemaOptions<T> & {required?: Array<keyof T & string>} = {},
): SchemaObject {
  const {required, ...schemaOptions} = options;
  // The title names a components entry and the description only echoes the options: neither belongs inline.
  const {
    title: _title,
    description: _description,
    required: _required,
    additionalProperties: _additional,
    ...schema
  } = getJsonSchema(model, schemaOptions);
  return {...schema, ...(required ? {required} : {})} as SchemaObject;
}
