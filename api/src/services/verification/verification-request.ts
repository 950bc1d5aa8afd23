import {invalidInput, ServiceError} from '../kernel/service-error';
import {firstUnstorable, UNSTORABLE_TEXT} from '../kernel/storable-text';
import {sniffType} from '../kernel/storage.service';
import {nmiProblem, normaliseNmi} from './nmi';
import {FieldReader, isObject} from './request-fields';
import {MAX_NESTING, parseXmlDocument, tooDeep} from './verification-xml';

/** How a request or an answer travels: JSON or XML. */
export type WireFormat = 'json' | 'xml';

export const MAX_ITEMS = 500;

export interface VerificationItem {
  serial: string;
  brand: string;
  model: string;
  /** The decoded photo (JPEG or PNG). */
  photo?: Buffer;
  parallelImportComment?: string;
  /** A battery system's modules, sent with its unit (the BMU): each serial, and its model when given. */
  modules?: ModuleItem[];
}

export interface ModuleItem {
  serial: string;
  model?: string;
}

export interface InstallationInput {
  date: string;
  /** The site's National Metering Identifier with its checksum digit (11 characters, normalised). */
  nmi: string;
  ownerFirstName?: string;
  ownerEmail?: string;
  address: {
    unitType?: string;
    unitNumber?: string;
    streetNumber?: string;
    streetName?: string;
    streetType?: string;
    city?: string;
    state?: string;
    postcode?: string;
    country?: string;
    latitude?: number;
    longitude?: number;
    isManualLocation?: boolean;
  };
  installerAccreditationCode?: string;
  retailerName?: string;
  ratedPower?: number;
}

export interface VerificationRequest {
  requestId: string;
  requestType: 1 | 2 | 3;
  requester: {name: string; abn?: string; type?: string};
  location?: {latitude?: number; longitude?: number};
  installation?: InstallationInput;
  items: VerificationItem[];
}

/** Reads a request body as it came (JSON or XML) and checks it; the error names what is wrong. */
export function readVerificationRequest(body: Buffer, format: WireFormat, contentType?: string): VerificationRequest {
  if (format === 'xml')
    return parseVerificationRequest(parseXmlDocument(body, 'verificationRequest', contentType), new Date(), false);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (err) {
    throw new ServiceError(`body: malformed JSON (${(err as Error).message})`, 'VALIDATION', {
      reason: 'MALFORMED_JSON',
    });
  }
  return parseVerificationRequest(parsed);
}

/** How deeply `value` nests objects and arrays (a scalar: 0), counted without recursion. */
function nestingOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_NESTING) return deepest;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Checks a parsed JSON or XML body and returns it typed. Every field is checked before anything is
 * looked up, and the refusal names every broken field (422), not only the first. A JSON body is `typed`:
 * a value of the wrong JSON type is refused (requestType "3", serial 123); XML's text is read as its schema says.
 */
export function parseVerificationRequest(body: unknown, today = new Date(), typed = true): VerificationRequest {
  if (!isObject(body)) throw invalidInput('body', 'must be an object');
  if (nestingOf(body) > MAX_NESTING) throw tooDeep();
  if (Array.isArray(body.items) && body.items.length > MAX_ITEMS) {
    throw new ServiceError(`items: at most ${MAX_ITEMS} serials per request (got ${body.items.length})`, 'VALIDATION', {
      reason: 'TOO_MANY_ITEMS',
    });
  }
  const read = new FieldReader(typed);
  const unstorable = firstUnstorable(body);
  if (unstorable !== undefined) read.fail(unstorable, UNSTORABLE_TEXT);
  const requestId = read.requiredText(body, 'requestId', 'requestId', 100);
  const requestType =
    typeof body.requestType === 'number' || (!typed && typeof body.requestType === 'string')
      ? Number(body.requestType)
      : NaN;
  if (![1, 2, 3].includes(requestType)) read.fail('requestType', 'must be 1 (installation), 2 (product) or 3 (serial)');
  let requester: VerificationRequest['requester'] | undefined;
  if (!isObject(body.requester)) read.fail('requester', 'is required');
  else {
    const name = read.requiredText(body.requester, 'name', 'requester.name');
    const abn = read.text(body.requester, 'abn', 'requester.abn', 20);
    const type = read.text(body.requester, 'type', 'requester.type', 50);
    requester = name === undefined ? undefined : {name, abn, type};
  }
  let location: VerificationRequest['location'];
  if (body.location !== undefined && body.location !== '' && body.location !== null) {
    if (!isObject(body.location)) read.fail('location', 'must be an object with latitude and longitude');
    else
      location = {
        latitude: read.number(body.location, 'latitude', 'location.latitude', -90, 90),
        longitude: read.number(body.location, 'longitude', 'location.longitude', -180, 180),
      };
  }
  // An installation sent with a requestType that is not valid is checked too: the refusal names all that is wrong.
  const installation =
    requestType === 1 || (Number.isNaN(requestType) && body.installation !== undefined)
      ? readInstallation(read, body.installation, today)
      : undefined;
  const items = readItems(read, body.items);
  if (read.problems.length) {
    throw new ServiceError(read.problems.map(p => `${p.field}: ${p.message}`).join('; '), 'VALIDATION', {
      reason: 'INVALID_FIELD',
      details: read.problems.map(p => ({path: p.field, message: p.message})),
    });
  }
  return {
    requestId: requestId!,
    requestType: requestType as 1 | 2 | 3,
    requester: requester!,
    location,
    installation,
    items,
  };
}

/**
 * An installation of a type-1 request. The fields that identify an installation (the installer's
 * accreditation code, the date and the site's postcode) are required, so that "the same
 * installation" is never matched on blank values.
 */
function readInstallation(read: FieldReader, value: unknown, today: Date): InstallationInput | undefined {
  if (!isObject(value)) return read.fail('installation', 'is required for requestType 1');
  const date = read.installationDate(value, 'installation.date', today);
  const email = read.text(value, 'ownerEmail', 'installation.ownerEmail', 254);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    read.fail('installation.ownerEmail', 'must be an email address');
  const code = read.requiredText(value, 'installerAccreditationCode', 'installation.installerAccreditationCode', 50);
  const nmi = readNmi(read, value);
  const common = {
    ownerFirstName: read.text(value, 'ownerFirstName', 'installation.ownerFirstName', 100),
    retailerName: read.text(value, 'retailerName', 'installation.retailerName'),
    ratedPower: read.number(value, 'ratedPower', 'installation.ratedPower', 0, 10_000_000),
  };
  if (!isObject(value.address)) return read.fail('installation.address', 'is required');
  const a = value.address;
  const at = (key: string) => `installation.address.${key}`;
  const address: InstallationInput['address'] = {
    unitType: read.text(a, 'unitType', at('unitType'), 50),
    unitNumber: read.text(a, 'unitNumber', at('unitNumber'), 50),
    streetNumber: read.text(a, 'streetNumber', at('streetNumber'), 50),
    streetName: read.text(a, 'streetName', at('streetName')),
    streetType: read.text(a, 'streetType', at('streetType'), 50),
    city: read.text(a, 'city', at('city'), 100),
    state: read.text(a, 'state', at('state'), 50),
    postcode: read.requiredText(a, 'postcode', at('postcode'), 10),
    country: read.text(a, 'country', at('country'), 100),
    latitude: read.number(a, 'latitude', at('latitude'), -90, 90),
    longitude: read.number(a, 'longitude', at('longitude'), -180, 180),
    isManualLocation: read.boolean(a, 'isManualLocation', at('isManualLocation')) ?? false,
  };
  if (date === undefined || code === undefined || nmi === undefined || address.postcode === undefined) return undefined;
  return {date, nmi, ownerEmail: email, installerAccreditationCode: code, ...common, address};
}

/** The site's NMI: required in every installation, as the regulator requires it for every battery claim. */
function readNmi(read: FieldReader, installation: Record<string, unknown>): string | undefined {
  const text = read.requiredText(installation, 'nmi', 'installation.nmi', 20);
  if (text === undefined) return undefined;
  const nmi = normaliseNmi(text);
  const problem = nmiProblem(nmi);
  return problem ? read.fail('installation.nmi', problem) : nmi;
}

function readItems(read: FieldReader, value: unknown): VerificationItem[] {
  if (!Array.isArray(value) || value.length === 0) {
    read.fail('items', 'must hold at least one item');
    return [];
  }
  const items: VerificationItem[] = [];
  for (const [n, raw] of value.entries()) {
    if (!isObject(raw)) {
      read.fail(`items[${n}]`, 'must be an object');
      continue;
    }
    const serial = read.requiredText(raw, 'serial', `items[${n}].serial`, 100);
    const brand = read.requiredText(raw, 'brand', `items[${n}].brand`);
    const model = read.requiredText(raw, 'model', `items[${n}].model`);
    const comment = read.text(raw, 'parallelImportComment', `items[${n}].parallelImportComment`, 1000);
    const photoText = read.text(raw, 'photo', `items[${n}].photo`, 14_000_000);
    let photo: Buffer | undefined;
    if (photoText) {
      photo = Buffer.from(photoText.replace(/^data:[^,]*,/, ''), 'base64');
      const type = sniffType(photo);
      if (type !== 'image/jpeg' && type !== 'image/png')
        read.fail(`items[${n}].photo`, 'must be a base64 JPEG or PNG image');
    }
    const modules = readModules(read, raw.modules, `items[${n}].modules`);
    // the serial is answered as sent; it is compared normalised
    if (serial !== undefined && brand !== undefined && model !== undefined)
      items.push({
        serial: String(raw.serial),
        brand,
        model,
        photo,
        parallelImportComment: comment,
        ...(modules ? {modules} : {}),
      });
  }
  const serials = items.reduce((n, item) => n + 1 + (item.modules?.length ?? 0), 0);
  if (serials > MAX_ITEMS)
    throw new ServiceError(
      `items: at most ${MAX_ITEMS} serials per request, modules included (got ${serials})`,
      'VALIDATION',
      {
        reason: 'TOO_MANY_ITEMS',
      },
    );
  return items;
}

/** An item's modules: absent, or a list of {serial, model?} (an empty list is a unit sent without its modules). */
function readModules(read: FieldReader, value: unknown, at: string): ModuleItem[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === '') return [];
  if (!Array.isArray(value)) return read.fail(at, 'must be a list of modules ({serial, model})');
  const modules: ModuleItem[] = [];
  for (const [m, raw] of value.entries()) {
    if (!isObject(raw)) {
      read.fail(`${at}[${m}]`, 'must be an object');
      continue;
    }
    const serial = read.requiredText(raw, 'serial', `${at}[${m}].serial`, 100);
    const model = read.text(raw, 'model', `${at}[${m}].model`);
    if (serial !== undefined) modules.push({serial: String(raw.serial), ...(model ? {model} : {})});
  }
  return modules;
}
