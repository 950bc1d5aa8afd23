import {BindingScope, injectable, service} from '@loopback/core';
import type {Download} from '../export/download';
import {Caller} from '../kernel/caller';
import {recordAudit} from '../kernel/record-audit';
import {invalidInputOf} from '../kernel/service-error';
import {PERMISSION} from '../kernel/tenancy';
import {STATUS_PERMISSION} from './recall-access';
import {RecallRepository} from './recall.repository';
import {numberedPage, RecallService} from './recall.service';
import {REACH_TYPES, ReachFormat, reachFileName, writeReach} from './reach-export';
import {readSelection, RowProblem} from './serial-selection';

export const REMEDIES = ['replaced', 'repaired', 'not_affected'] as const;
export type Remedy = (typeof REMEDIES)[number];
export type ReachKind = 'installed' | 'uninstalled';

export interface ReachAnswer {
  affected: number;
  installed: number;
  located: number;
  remedied: number;
  total: number;
  rows: Array<Record<string, unknown>>;
}

export const REACH_MESSAGES = {
  kind: 'kind: one of installed, uninstalled',
  remedy: `remedy: one of ${REMEDIES.join(', ')}`,
  notInRecall: 'Not a serial of this recall.',
};

const kindOf = (kind: unknown): ReachKind => {
  if (kind === undefined || kind === null || kind === '') return 'installed';
  if (kind !== 'installed' && kind !== 'uninstalled') throw invalidInputOf(REACH_MESSAGES.kind);
  return kind;
};

/**
 * A recall's reach: every installation that holds one of its serials (where, when, who installed it, which app
 * asked) and every one of its serials not installed (which upload, which supplier), its figures, its export, and
 * the remedies that mark affected units dealt with.
 */
@injectable({scope: BindingScope.SINGLETON})
export class RecallReachService {
  constructor(
    @service(RecallRepository) private readonly recalls: RecallRepository,
    @service(RecallService) private readonly recallService: RecallService,
  ) {}

  async reach(
    caller: Caller,
    id: number,
    q: {kind?: string; page?: number; perPage?: number; q?: string},
  ): Promise<ReachAnswer> {
    const recall = await this.recallService.visible(caller, id, PERMISSION.read);
    const page = await this.recalls.reach({
      recallId: recall.id,
      kind: kindOf(q.kind),
      q: q.q,
      ...numberedPage(q.page, q.perPage),
    });
    const {affected, installed, located, remedied} = recall;
    return {affected, installed, located, remedied, total: page.total, rows: page.rows};
  }

  /** Both kinds of reach rows, one after the other, as CSV or XLSX (formula-safe). Staff need Download. */
  async export(caller: Caller, id: number, format: ReachFormat): Promise<Download> {
    const recall = await this.recallService.visible(caller, id, PERMISSION.download);
    return {
      name: reachFileName(recall, format),
      type: REACH_TYPES[format],
      write: out => writeReach(kind => this.recalls.openReachExport(recall.id, kind), format, out),
    };
  }

  /** Marks the recall's units with these serials remedied; rows naming none of its units are reported. */
  async remedies(
    caller: Caller,
    id: number,
    body: {serials?: unknown; remedy?: unknown},
  ): Promise<{updated: number; problems: RowProblem[]}> {
    const recall = await this.recallService.visible(caller, id, STATUS_PERMISSION);
    if (!REMEDIES.includes(body.remedy as Remedy)) throw invalidInputOf(REACH_MESSAGES.remedy);
    const {selection, problems} = readSelection({serials: body.serials});
    if (selection.kind !== 'list') throw invalidInputOf('serials: a non-empty list of serials');
    const remedy = body.remedy as Remedy;
    const done = await this.recalls.transaction(async db => {
      const r = await this.recalls.remedy(db, {recallId: recall.id, ...selection, remedy, userId: caller.id});
      await this.recalls.recount(db, recall.id);
      await recordAudit(db, {
        userId: caller.id,
        action: 'recall.remedy',
        entity: 'Recall',
        entityId: recall.id,
        after: {name: recall.title, remedy, count: r.updated},
      });
      return r;
    });
    const sent = new Map(selection.rows.map((n, i) => [n, selection.sent[i]]));
    const missing = done.missing.map(n => ({row: n, serial: sent.get(n) ?? '', problem: REACH_MESSAGES.notInRecall}));
    return {updated: done.updated, problems: [...problems, ...missing].sort((a, b) => a.row - b.row)};
  }
}
