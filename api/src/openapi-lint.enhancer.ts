import {Application, CoreBindings, CoreTags, inject, injectable} from '@loopback/core';
import {asSpecEnhancer, OASEnhancer, OpenApiSpec, OperationObject, ResponseObject} from '@loopback/rest';
import {accessOf, AccessRule} from './auth/access';
import {withProblemResponses} from './controllers/verification-answers.openapi';
import {INTEGRATOR_API} from './middleware/problem-codes';

const VERBS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const FALLBACK_ERROR: ResponseObject = {
  description:
    'Refused: `{status: false, message, statusCode}` (400 wrong input, 401 no or bad token, 403 forbidden, 404 not found)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['status', 'message'],
        properties: {status: {type: 'boolean'}, message: {type: 'string'}, statusCode: {type: 'integer'}},
      },
      example: {status: false, message: 'The token has expired.', statusCode: 401},
    },
  },
};

/** The security requirement an access rule means: none for public calls, the app or the portal token otherwise. */
function securityOf(rule: AccessRule): OperationObject['security'] {
  if (rule.kind === 'public') return [];
  if (rule.kind === 'app') return [{oauth2ClientCredentials: []}];
  return [{bearerAuth: []}];
}

/**
 * Completes /openapi.json where a controller left something out that generated clients and linters
 * need (`@redocly/cli lint` with the recommended rules): every operation's security, from its
 * `@access` rule; a summary; a documented refusal for operations that declare no 4xx answer, and problem
 * details for every refusal of the integrators' API.
 */
@injectable(asSpecEnhancer)
export class OpenApiLintEnhancer implements OASEnhancer {
  name = 'voltcheck-openapi-lint';

  constructor(@inject(CoreBindings.APPLICATION_INSTANCE) private readonly app: Application) {}

  modifySpec(spec: OpenApiSpec): OpenApiSpec {
    const controllers = new Map<string, {prototype: object}>();
    for (const binding of this.app.findByTag(CoreTags.CONTROLLER)) {
      const ctor = binding.valueConstructor;
      if (ctor) controllers.set(ctor.name, ctor);
    }
    for (const [path, verbs] of Object.entries(spec.paths ?? {})) {
      for (const verb of VERBS) {
        const operation = (verbs as Record<string, OperationObject | undefined>)[verb];
        if (!operation) continue;
        const controller = controllers.get(String(operation['x-controller-name'] ?? ''));
        const rule = controller && accessOf(controller, String(operation['x-operation-name'] ?? ''));
        if (!operation.security && rule) operation.security = securityOf(rule);
        if (!operation.summary)
          operation.summary = String(operation['x-operation-name'] ?? operation.operationId ?? verb);
        // The integrators' API answers problem details whatever refuses (docs/api.md, "Errors").
        if (INTEGRATOR_API.test(path) && path !== '/api/v1/oauth/token')
          operation.responses = withProblemResponses(operation.responses ?? {});
        const responses = (operation.responses ?? {}) as Record<string, unknown>;
        if (!Object.keys(responses).some(code => /^4/.test(code)))
          operation.responses = {...responses, '4XX': FALLBACK_ERROR};
      }
    }
    spec.info = {
      ...spec.info,
      license: spec.info.license ?? {name: 'Proprietary', url: 'https://voltcheck.example/terms'},
    };
    return spec;
  }
}
