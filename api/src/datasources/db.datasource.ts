import {inject, lifeCycleObserver, LifeCycleObserver} from '@loopback/core';
import {juggler} from '@loopback/repository';

@lifeCycleObserver('datasource')
export class DbDataSource extends juggler.DataSource implements LifeCycleObserver {
  static dataSourceName = 'db';

  constructor(@inject('datasources.config.db') dsConfig: object) {
    super({name: 'db', connector: 'postgresql', ...dsConfig});
  }
}
