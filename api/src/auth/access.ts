import {authenticate} from '@loopback/authentication';
import {Constructor, MetadataAccessor, MetadataInspector, MethodDecoratorFactory} from '@loopback/core';
import {getControllerSpec, OperationObject} from '@loopback/rest';
import {ADMIN_ROLES, DISTRIBUTOR_ROLES, MANUFACTURER_ROLES, Role} from '../services/kernel/caller';

/** The two administrator allow-lists of server.md section 10 (configuration: ADMIN_ALLOWLIST_*). */
export type AllowListName = 'manufacturers' | 'settings';

/**
 * Who may call one operation (DESIGN.md convention 4). Every REST operation and every GraphQL
 * Query or Mutation field declares one; the security suite reads them and runs each operation as
 * every role against its rule.
 * - `public`: anyone, no token.
 * - `app`: an app provider's client-credentials token (the verification API).
 * - `signedIn`: a portal or console account, of `roles` when given. `permission` (a staff permission
 *   id, 1 Read … 6 Manage Staff) and `allowList` say what the service also checks for staff and for
 *   administrators; the door checks only the token and the role.
 */
export type AccessRule =
  | {kind: 'public'}
  | {kind: 'app'}
  | {kind: 'signedIn'; roles?: readonly Role[]; permission?: number; allowList?: AllowListName};

/** Portal roles that act for a manufacturer (its own accounts, its suppliers and distributors, their staff). */
export const PORTAL_ROLES: readonly Role[] = [...MANUFACTURER_ROLES, ...DISTRIBUTOR_ROLES];

/** The roles that have staff (plain suppliers have none), and the administrators who look after them. */
export const STAFF_ROLES: readonly Role[] = [
  ...ADMIN_ROLES,
  'madmin',
  'manufacturer',
  'mstaff',
  'mdistributor',
  'distributor_staff',
];

/** Who edits and deletes staff: the same without administrators, who only reset staff passwords (document 002 section 2.5). */
export const STAFF_MANAGER_ROLES: readonly Role[] = STAFF_ROLES.filter(r => !ADMIN_ROLES.includes(r));

export const Access = {
  public: (): AccessRule => ({kind: 'public'}),
  app: (): AccessRule => ({kind: 'app'}),
  /** Any signed-in account; staff among them also need `permission` (for a manufacturer of theirs). */
  signedIn: (permission?: number): AccessRule =>
    permission === undefined ? {kind: 'signedIn'} : {kind: 'signedIn', permission},
  /** Administrators; with `allowList`, only those on it (the service checks the list). */
  admin: (allowList?: AllowListName): AccessRule => ({kind: 'signedIn', roles: ADMIN_ROLES, allowList}),
  /** The given roles; staff among them also need `permission` for the manufacturer concerned. */
  roles: (roles: readonly Role[], permission?: number): AccessRule => ({kind: 'signedIn', roles, permission}),
  /** Administrators and the portal roles; staff need `permission` (the manufacturer-scoped data of server.md section 1). */
  tenant: (permission?: number): AccessRule => ({
    kind: 'signedIn',
    roles: [...ADMIN_ROLES, ...PORTAL_ROLES],
    permission,
  }),
};

export const ACCESS_METADATA = MetadataAccessor.create<AccessRule, MethodDecorator>('voltcheck:access');

/**
 * Declares a REST operation's access rule, and authenticates accordingly: `public` skips
 * authentication, `app` uses the app strategy, `signedIn` the portal JWT with its roles.
 */
export function access(rule: AccessRule): MethodDecorator {
  const mark = MethodDecoratorFactory.createDecorator(ACCESS_METADATA, rule);
  const auth =
    rule.kind === 'public'
      ? authenticate.skip()
      : rule.kind === 'app'
        ? authenticate('app')
        : authenticate({strategy: 'jwt', options: {roles: rule.roles ? [...rule.roles] : undefined}});
  return (target, key, descriptor) => {
    mark(target, key, descriptor);
    auth(target, key as string, descriptor);
    return descriptor;
  };
}

/** The rule `@access` declared on a controller method, if any. */
export function accessOf(controller: {prototype: object}, method: string): AccessRule | undefined {
  return MetadataInspector.getMethodMetadata(ACCESS_METADATA, controller.prototype, method);
}

/**
 * The routes of some controllers whose method declares no `@access`, as `Controller.method (VERB /path)`.
 * The application refuses to start with any (AccessRulesObserver), as buildSchema does for GraphQL.
 */
export function routesWithoutAccess(controllers: Array<{name: string; prototype: object}>): string[] {
  const missing: string[] = [];
  for (const controller of controllers) {
    for (const [path, verbs] of Object.entries(getControllerSpec(controller as Constructor<object>).paths ?? {})) {
      for (const [verb, operation] of Object.entries(verbs as Record<string, OperationObject>)) {
        const method = operation['x-operation-name'] as string | undefined;
        if (!method || !accessOf(controller, method))
          missing.push(`${controller.name}.${method ?? '?'} (${verb.toUpperCase()} ${path})`);
      }
    }
  }
  return missing;
}
