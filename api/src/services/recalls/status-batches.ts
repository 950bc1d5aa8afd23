import {SerialSelection} from './serial-selection';
import {MISSING_SHOWN, StatusChangeRow} from './serial-status.sql';

/** Serials named per webhook (as one statement names them): the count says how many there were in all. */
const SERIALS_NAMED = 1000;

/**
 * The serials a selection names, when it is known before reading the serials (a list, a range); undefined for a
 * model's uploads, which are counted in the database.
 */
export function namedCount(s: SerialSelection): number | undefined {
  if (s.kind === 'list') return s.norms.length;
  if (s.kind === 'range') return s.range.to - s.range.from + 1;
  return undefined;
}

/**
 * A list or a range cut into batches of at most `size` rows, each numbering its rows as the whole selection does.
 * A model's uploads are cut by serial id between `ids` (the first and last of them): each batch a range of `size`
 * ids, so that each reads only its own part of the index, whatever the model's size.
 */
export function* batchesOf(
  s: SerialSelection,
  size: number,
  ids?: {first: number; last: number},
): Generator<SerialSelection> {
  if (s.kind === 'list') {
    for (let i = 0; i < s.norms.length || i === 0; i += size)
      yield {
        kind: 'list',
        norms: s.norms.slice(i, i + size),
        rows: s.rows.slice(i, i + size),
        sent: s.sent.slice(i, i + size),
      };
  } else if (s.kind === 'range') {
    const {range} = s;
    for (let from = range.from; from <= range.to; from += size)
      yield {kind: 'range', range: {...range, from, to: Math.min(range.to, from + size - 1), base: range.from}};
  } else if (ids)
    for (let from = ids.first; from <= ids.last; from += size)
      yield {...s, ids: {from, to: Math.min(ids.last, from + size - 1)}};
}

/** The answers of a change's batches as one answer: counts summed, named serials and missing rows kept to their caps. */
export function mergeRows(rows: StatusChangeRow[]): StatusChangeRow {
  const byOwner = <K extends string>(items: Array<Record<K, number> & {count: number; serials: string[]}>, key: K) => {
    const merged = new Map<number, Record<K, number> & {count: number; serials: string[]}>();
    for (const item of items) {
      const seen = merged.get(item[key]);
      if (!seen) merged.set(item[key], {...item, serials: item.serials.slice(0, SERIALS_NAMED)});
      else {
        seen.count += item.count;
        seen.serials = seen.serials.concat(item.serials).slice(0, SERIALS_NAMED);
      }
    }
    return [...merged.values()];
  };
  return {
    changed: rows.reduce((n, r) => n + r.changed, 0),
    matched: rows.reduce((n, r) => n + r.matched, 0),
    missing: rows.flatMap(r => r.missing).slice(0, MISSING_SHOWN),
    manufacturers: byOwner(
      rows.flatMap(r => r.manufacturers),
      'manufacturerId',
    ),
    providers: byOwner(
      rows.flatMap(r => r.providers),
      'appProviderId',
    ),
  };
}
