import {inject} from '@loopback/core';
import {DefaultCrudRepository} from '@loopback/repository';
import {DbDataSource} from '../../datasources';
import {Manufacturer} from '../../models';

export class ManufacturerRepository extends DefaultCrudRepository<Manufacturer, typeof Manufacturer.prototype.id> {
  constructor(@inject('datasources.db') dataSource: DbDataSource) {
    super(Manufacturer, dataSource);
  }

  /** Names are citext: the match ignores case. */
  async existsByName(name: string): Promise<boolean> {
    return (await this.count({name: name.trim()})).count > 0;
  }
}
