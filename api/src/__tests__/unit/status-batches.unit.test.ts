import {batchesOf, mergeRows} from '../../services/recalls/status-batches';
import {SerialSelection} from '../../services/recalls/serial-selection';

describe('status changes in batches', () => {
  it('cuts a list into batches that keep each row’s number as the whole list gave it', () => {
    const list: SerialSelection = {kind: 'list', norms: ['A', 'B', 'C'], rows: [1, 3, 4], sent: ['a', 'b', 'c']};
    expect([...batchesOf(list, 2)]).toEqual([
      {kind: 'list', norms: ['A', 'B'], rows: [1, 3], sent: ['a', 'b']},
      {kind: 'list', norms: ['C'], rows: [4], sent: ['c']},
    ]);
  });

  it('cuts a range into sub-ranges numbered from the whole range’s start', () => {
    const range: SerialSelection = {kind: 'range', range: {prefix: 'P', from: 5, to: 11, digits: 3}};
    expect([...batchesOf(range, 3)].map(b => (b.kind === 'range' ? b.range : undefined))).toEqual([
      {prefix: 'P', from: 5, to: 7, digits: 3, base: 5},
      {prefix: 'P', from: 8, to: 10, digits: 3, base: 5},
      {prefix: 'P', from: 11, to: 11, digits: 3, base: 5},
    ]);
  });

  it('cuts a model’s serials by id, from the first to the last of them; none without ids', () => {
    const model: SerialSelection = {
      kind: 'model',
      model: {name: 'M', uploadedFrom: '2025-01-01', uploadedTo: '2025-02-01'},
    };
    expect([...batchesOf(model, 10, {first: 95, last: 117})].map(b => (b.kind === 'model' ? b.ids : 0))).toEqual([
      {from: 95, to: 104},
      {from: 105, to: 114},
      {from: 115, to: 117},
    ]);
    expect([...batchesOf(model, 10)]).toEqual([]);
  });

  it('merges the batches’ answers: counts summed per owner, named serials capped at 1,000', () => {
    const batch = (ids: string[]) => ({
      changed: ids.length,
      matched: ids.length + 1,
      missing: [{n: 9, norm: 'X'}],
      manufacturers: [{manufacturerId: 1, count: ids.length, serials: ids}],
      providers: [{appProviderId: 4, count: 1, serials: ids.slice(0, 1)}],
    });
    const many = Array.from({length: 900}, (_, i) => `S${i}`);
    const merged = mergeRows([batch(many), batch(many)]);
    expect(merged).toMatchObject({
      changed: 1800,
      matched: 1802,
      missing: [
        {n: 9, norm: 'X'},
        {n: 9, norm: 'X'},
      ],
    });
    expect(merged.manufacturers).toHaveLength(1);
    expect(merged.manufacturers[0].count).toBe(1800);
    expect(merged.manufacturers[0].serials).toHaveLength(1000);
    expect(merged.providers).toEqual([{appProviderId: 4, count: 2, serials: ['S0', 'S0']}]);
  });
});
