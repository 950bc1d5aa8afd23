/** Shared pieces of the admin list queries: filters, a whitelisted sort, paging (0-based pages). */

/** A page of a portal list: how many rows, how many to skip, and the search text. */
export interface Page {
  first?: number | null;
  skip?: number | null;
  filter?: string | null;
}

export interface ListParams<F> {
  /** 0-based page number (the ra-data-graphql convention). */
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: F | null;
}

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 500;

/** LIMIT and OFFSET of a 0-based page of 1 to MAX_PER_PAGE rows (DEFAULT_PER_PAGE when none is asked). */
export function pageBounds(page: number | null | undefined, perPage: number | null | undefined) {
  const asked = Math.trunc(perPage ?? DEFAULT_PER_PAGE);
  const limit = Math.min(Math.max(Number.isNaN(asked) ? DEFAULT_PER_PAGE : asked, 1), MAX_PER_PAGE);
  return {limit, offset: Math.max(Math.trunc(page ?? 0) || 0, 0) * limit};
}

/** Collects WHERE clauses and their parameters ($1, $2...) in order. */
export class SqlWhere {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** Adds a parameter and returns its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  /** The clauses joined with AND ('' when there are none), to combine with other conditions. */
  conditions(): string {
    return this.clauses.join(' AND ');
  }

  toSql(): string {
    return this.clauses.length ? `WHERE ${this.conditions()}` : '';
  }
}

/** `text` with LIKE's wildcards (% _ and the escape \) escaped, so it matches literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, c => `\\${c}`);
}

/** A LIKE pattern that matches what starts with `text`, taken literally. */
export function prefixPattern(text: string): string {
  return `${likeLiteral(text)}%`;
}

/** An ILIKE pattern that matches `q` anywhere, with % _ and \ taken literally. */
export function containsPattern(q: string): string {
  return `%${likeLiteral(q.trim())}%`;
}

/** A database id from a GraphQL ID, or null when it cannot be one. */
export function toDbId(id: unknown): number | null {
  const s = String(id ?? '').trim();
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 2147483647 ? n : null;
}

export function toDbIds(ids: readonly unknown[]): number[] {
  return ids.map(toDbId).filter((n): n is number => n !== null);
}

/**
 * ORDER BY (whitelisted: `columns` maps API field names to output column names) with `id` as
 * the tie-breaker, then LIMIT and OFFSET as parameters of `where`.
 */
export function orderAndPage<F>(
  columns: Record<string, string>,
  fallback: string,
  p: ListParams<F>,
  where: SqlWhere,
): string {
  const column =
    (p.sortField && Object.prototype.hasOwnProperty.call(columns, p.sortField) ? columns[p.sortField] : undefined) ??
    columns[fallback];
  const dir = String(p.sortOrder ?? '').toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  const {limit, offset} = pageBounds(p.page, p.perPage);
  const tieBreak = column === 'id' ? '' : `, id ${dir}`;
  // The id is never null: without NULLS LAST a descending id order is the primary key read backwards, not a sort of every row.
  const nulls = column === 'id' ? '' : ' NULLS LAST';
  return `ORDER BY ${column} ${dir}${nulls}${tieBreak} LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`;
}
