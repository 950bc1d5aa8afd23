import {inject} from '@loopback/core';
import {api, get, param, post, Response, RestBindings} from '@loopback/rest';
import {access, Access} from '../auth/access';
import {InstallerService, SupplierService, toInstallerFilter} from '../services/registry';
import {AuditLogService} from '../services/audit';
import {attachment} from './attachment';
import {ok, UNAUTHORIZED} from './specs';
import {AuditBindings} from '../services/audit/audit.keys';
import {RegistryBindings} from '../services/registry/registry.keys';

const CSV = (name: string) => ({description: name, content: {'text/csv': {schema: {type: 'string' as const}}}});

/** The console's downloads and the supplier form's look-ups. Administrators only. */
@api({basePath: '/api'})
export class AdminExportsController {
  constructor(
    @inject(RegistryBindings.INSTALLER_SERVICE) private readonly installers: InstallerService,
    @inject(AuditBindings.AUDIT_LOG_SERVICE) private readonly audit: AuditLogService,
    @inject(RegistryBindings.SUPPLIER_SERVICE) private readonly suppliers: SupplierService,
  ) {}

  @access(Access.admin())
  @post('/admin/installers/export', {
    tags: ['admin'],
    summary: 'The Installers page as installers.csv, with its search (filter) and additionalFilter',
    description:
      'additionalFilter: JSON of installer_type (0 All, 1 CEC only, 2 SAA only), status (0 All, 1 Expired, 2 Current), updated_today.',
    security: [{bearerAuth: []}],
    responses: {'200': CSV('installers.csv'), '401': UNAUTHORIZED},
  })
  async exportInstallers(
    @param.query.string('filter') filter: string | undefined,
    @param.query.string('additionalFilter') additionalFilter: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return send(response, 'installers.csv', this.installers.csv(toInstallerFilter(filter, additionalFilter)));
  }

  @access(Access.admin())
  @get('/admin/audit-log/export', {
    tags: ['admin'],
    summary: 'The audit log as audit-log.csv (newest first), filtered by user, action, entity and dates',
    security: [{bearerAuth: []}],
    responses: {'200': CSV('audit-log.csv'), '401': UNAUTHORIZED},
  })
  async exportAudit(
    @param.query.string('userId') userId: string | undefined,
    @param.query.string('action') action: string | undefined,
    @param.query.string('entity') entity: string | undefined,
    @param.query.string('from') from: string | undefined,
    @param.query.string('to') to: string | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    return send(response, 'audit-log.csv', this.audit.csv({userId, action, entity, from, to}));
  }

  @access(Access.admin())
  @get('/brands', {
    tags: ['admin'],
    summary: 'Approved brand names (the supplier form: pick a brand, then an importer)',
    security: [{bearerAuth: []}],
    responses: {'200': ok('Brands', ['Demo Energy'], {type: 'array', items: {type: 'string'}}), '401': UNAUTHORIZED},
  })
  brands(): Promise<string[]> {
    return this.suppliers.brands();
  }

  @access(Access.admin())
  @get('/importers', {
    tags: ['admin'],
    summary: 'Approved importers for a brand: those not yet linked to its manufacturer first',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok(
        'Importers',
        [{importerName: 'Solar Juice Pty Ltd', importerStatus: 'Approved', importerABN: '24 447 370 234'}],
        {
          type: 'array',
          items: {
            type: 'object',
            required: ['importerName', 'importerStatus', 'importerABN'],
            properties: {
              importerName: {type: 'string'},
              importerStatus: {type: 'string'},
              importerABN: {type: 'string', nullable: true},
            },
          },
        },
      ),
      '401': UNAUTHORIZED,
    },
  })
  importers(@param.query.string('brand') brand: string | undefined) {
    return this.suppliers.importers(brand);
  }
}

async function send(response: Response, name: string, lines: AsyncGenerator<string>): Promise<Response> {
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', attachment(name));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  for await (const line of lines) {
    if (!response.write(line)) await new Promise(resolve => response.once('drain', resolve));
  }
  response.end();
  return response;
}
