import {inject} from '@loopback/core';
import {DefaultCrudRepository} from '@loopback/repository';
import {DbDataSource} from '../../datasources';
import {Distributor} from '../../models';

export class DistributorRepository extends DefaultCrudRepository<Distributor, typeof Distributor.prototype.id> {
  constructor(@inject('datasources.db') dataSource: DbDataSource) {
    super(Distributor, dataSource);
  }

  /** Names are citext: the match ignores case. */
  async existsByName(name: string): Promise<boolean> {
    return (await this.count({name: name.trim()})).count > 0;
  }
}
