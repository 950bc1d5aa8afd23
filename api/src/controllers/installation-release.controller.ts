import {inject} from '@loopback/core';
import {api, get, param, post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {AppCaller} from '../auth/app.strategy';
import {Caller} from '../services/kernel/caller';
import {AppProviderRow, InstallationReleaseService, RELEASE_WINDOW_DAYS} from '../services/verification';
import {
  appRefusals,
  FIELD_REFUSAL,
  portalRefusals,
  RELEASE_INPUT_SCHEMA,
  RELEASE_LOG_SCHEMA,
  RELEASE_SCHEMA,
} from './integrator.openapi';
import {problemResponse} from './verification-answers.openapi';
import {VerificationBindings} from '../services/verification/verification.keys';

const BODY = {
  required: true,
  content: {'application/json': {schema: RELEASE_INPUT_SCHEMA, example: {reason: 'Serial typed at the wrong site'}}},
};
const RELEASED = {
  description: 'Released: its serials are available again',
  content: {'application/json': {schema: RELEASE_SCHEMA}},
};
const REFUSALS = {
  '404': problemResponse(404, 'No such installation of yours', 'NOT_FOUND', 'No such installation of yours.'),
  '409': problemResponse(409, 'Already released', 'ALREADY_EXISTS', 'This installation is already released.'),
  '422': FIELD_REFUSAL('reason', 'This field is required (at most 500 characters)'),
};

/** Releasing a wrongly claimed installation (docs/api.md, Releasing an installation). */
@api({basePath: '/api/v1'})
export class InstallationReleaseController {
  constructor(@inject(VerificationBindings.RELEASE_SERVICE) private readonly releases: InstallationReleaseService) {}

  @access(Access.app())
  @post('/installations/{installationId}/release', {
    tags: ['Verification API'],
    summary: `Release an installation your app claimed by mistake (within ${RELEASE_WINDOW_DAYS} days)`,
    responses: {
      '200': RELEASED,
      ...appRefusals({
        ...REFUSALS,
        '403': problemResponse(
          403,
          'Past the release window, or the provider is not enabled',
          'FORBIDDEN',
          `Installations can be released by their provider within ${RELEASE_WINDOW_DAYS} days; ask an administrator.`,
        ),
      }),
    },
  })
  byProvider(
    @param.path.integer('installationId') installationId: number,
    @requestBody(BODY) body: {reason?: string},
    @inject(SecurityBindings.USER) caller: AppCaller<AppProviderRow>,
  ) {
    return this.releases.releaseByProvider(caller.provider, installationId, body?.reason);
  }

  @access(Access.admin())
  @post('/admin/installations/{installationId}/release', {
    tags: ['Verification API'],
    summary: 'Release any installation (administrators, audited)',
    responses: {'200': RELEASED, ...portalRefusals(REFUSALS)},
  })
  byAdmin(
    @param.path.integer('installationId') installationId: number,
    @requestBody(BODY) body: {reason?: string},
    @inject(SecurityBindings.USER) caller: Caller,
  ) {
    return this.releases.releaseByAdmin(caller, installationId, body?.reason);
  }

  @access(Access.admin())
  @get('/installation-releases', {
    tags: ['Verification API'],
    summary: 'The release log, newest first (administrators)',
    responses: {
      '200': {
        description: 'Releases',
        content: {'application/json': {schema: {type: 'array', items: RELEASE_LOG_SCHEMA}}},
      },
      ...portalRefusals(),
    },
  })
  list(@param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: 500}}) limit?: number) {
    return this.releases.list(limit ?? 100);
  }
}
