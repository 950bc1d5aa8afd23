import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from './sql-repository';

/** The maintained counts (migration 005): statements on appended deltas, folded into the count tables. */
@injectable({scope: BindingScope.SINGLETON})
export class StatsRepository extends SqlRepository {
  /**
   * Moves the verification batches' count rows (migration 150) and the appended count deltas (serials and logs;
   * installations, migration 020; day tallies, 055) into the count tables, in one transaction: a crash undoes all of
   * it. Any replica may call it; one folds at a time (an advisory lock) and the others skip.
   */
  async foldDeltas(): Promise<void> {
    await this.pool.query('SELECT fold_batch_counts(false)');
  }
}
