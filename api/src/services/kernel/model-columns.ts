import {Entity} from '@loopback/repository';

/** An entity's properties as plain data: what a statement selecting `modelColumns(Model)` answers. */
export type ModelData<T extends Entity> = {
  [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: T[K];
};

const selectLists = new WeakMap<typeof Entity, string>();

/**
 * The select list that reads a row of the model's table under the model's property names (`batch_id AS "batchId"`),
 * from the column names its @property decorators declare, so that hand-written statements answer the entity's
 * shape and no row type is typed a second time beside the model.
 */
export function modelColumns(model: typeof Entity): string {
  let list = selectLists.get(model);
  if (!list) {
    const properties = model.definition.properties;
    list = Object.keys(properties)
      .map(name => {
        const column: string = properties[name].postgresql?.columnName ?? name;
        return column === name ? `"${name}"` : `${column} AS "${name}"`;
      })
      .join(', ');
    selectLists.set(model, list);
  }
  return list;
}
