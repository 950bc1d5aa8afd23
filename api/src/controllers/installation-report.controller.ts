import {inject} from '@loopback/core';
import {api, get, param, Response, RestBindings} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {access, Access} from '../auth/access';
import {Caller} from '../services/kernel/caller';
import {PERMISSION} from '../services/kernel';
import {installedProductsFileName, InstallationService, writeInstalledProducts} from '../services/installations';
import {attachment} from './attachment';
import {UNAUTHORIZED} from './specs';
import {InstallationBindings} from '../services/installations/installations.keys';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The dashboard's monthly installed-products report (document 001 section 7: "path suffix month/year"). */
@api({basePath: '/api'})
export class InstallationReportController {
  constructor(
    @inject(InstallationBindings.SERVICE) private readonly installations: InstallationService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.tenant(PERMISSION.download))
  @get('/installation/productsinstalled/{month}/{year}', {
    tags: ['installation'],
    summary: 'The serials installed in a month (by installation date), as Products_installed_{month}_{year}.xlsx',
    description:
      'One row per installed serial in your scope (a supplier: the serials its own account uploaded): installation id, date, ' +
      'city, state, postcode, brand, model, serial, supplier ("Self supplier" when the manufacturer uploaded it) and the ' +
      "installation's rated power. Formula-safe, streamed while it is read.",
    security: [{bearerAuth: []}],
    responses: {
      '200': {description: 'The XLSX report', content: {[XLSX]: {schema: {type: 'string', format: 'binary'}}}},
      '401': UNAUTHORIZED,
      '403': {description: 'Staff without the Download permission'},
      '404': {description: 'Not one of your manufacturers'},
      '400': {description: 'month is not 1 to 12, or year is not a year'},
    },
  })
  async productsInstalled(
    @param.path.integer('month') month: number,
    @param.path.integer('year') year: number,
    @param.query.integer('manufacturerId', {description: 'Administrators and distributors: the manufacturer'})
    manufacturerId: number | undefined,
    @inject(RestBindings.Http.RESPONSE) response: Response,
  ): Promise<Response> {
    const pages = await this.installations.installedProducts(this.caller, {year, month, manufacturerId});
    response.status(200);
    response.setHeader('Content-Type', XLSX);
    response.setHeader('Content-Disposition', attachment(installedProductsFileName(month, year)));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    await writeInstalledProducts(pages, response);
    return response;
  }
}
