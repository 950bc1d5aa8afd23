import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from './sql-repository';

/** The maintained counts (migration 005): statements on appended deltas, folded into the count tables. */
@injectable({scope: BindingScope.SINGLETON})
export class StatsRepository extends SqlRepository {
  /** Moves the appended count deltas (serials and logs; installations, migration 020) into the count tables (atomic; any replica may run it). */
  async foldDeltas(): Promise<void> {
    await this.pool.query('SELECT fold_stats_deltas(), fold_installation_stats_deltas()');
  }
}
