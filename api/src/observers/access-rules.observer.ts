import {Context, CoreTags, inject, lifeCycleObserver, LifeCycleObserver} from '@loopback/core';
import {routesWithoutAccess} from '../auth/access';

/**
 * Refuses to start when a REST operation declares no access rule (DESIGN.md convention 4): without
 * `@access`, LoopBack would run it unauthenticated. GraphQL's counterpart is in buildSchema.
 */
@lifeCycleObserver('access')
export class AccessRulesObserver implements LifeCycleObserver {
  constructor(@inject.context() private readonly context: Context) {}

  init(): void {
    const controllers = this.context
      .findByTag(CoreTags.CONTROLLER)
      .map(binding => binding.valueConstructor)
      .filter((c): c is NonNullable<typeof c> => !!c);
    const missing = routesWithoutAccess(controllers);
    if (missing.length) throw new Error(`REST operations without @access(...): ${missing.join(', ')}`);
  }
}
