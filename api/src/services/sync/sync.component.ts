import {Binding, Component, createBindingFromClass, inject} from '@loopback/core';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {JOB_WORKER_TAG} from '../../jobs/job-worker';
import {SyncCatalogueRepository} from './sync-catalogue.repository';
import {SyncOperations} from './sync-operations';
import {SyncRegistryRepository} from './sync-registry.repository';
import {SyncRunRepository} from './sync-run.repository';
import {SyncService} from './sync.service';
import {SyncBindings} from './sync.keys';

/** The sync operations of the Miscellaneous page (server.md section 6). */
export class SyncComponent implements Component {
  bindings: Binding[];

  constructor(@inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'sources'>) {
    const service = createBindingFromClass(SyncService, {key: SyncBindings.SERVICE});
    // Its queue is worked only where the configuration runs the syncs.
    if (config.sources.runSyncs) service.tag(JOB_WORKER_TAG);
    this.bindings = [
      service,
      createBindingFromClass(SyncOperations),
      createBindingFromClass(SyncRunRepository),
      createBindingFromClass(SyncCatalogueRepository),
      createBindingFromClass(SyncRegistryRepository),
    ];
  }
}
