import {Upload} from '../../models';
import {modelColumns} from '../../services/kernel/model-columns';

describe('modelColumns', () => {
  it('reads every property of the model under its own name from the column its decorator declares', () => {
    const list = modelColumns(Upload);
    expect(list).toContain('"id"');
    expect(list).toContain('batch_id AS "batchId"');
    expect(list).toContain('deleted_on AS "deletedOn"');
    expect(list.split(', ')).toHaveLength(Object.keys(Upload.definition.properties).length);
  });
});
