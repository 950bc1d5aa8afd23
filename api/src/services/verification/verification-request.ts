import {ServiceError} from '../kernel/service-error';
import {firstUnstorable, UNSTORABLE_TEXT} from '../kernel/storable-text';
import {sniffType} from '../kernel/storage.service';
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
}

export interface InstallationInput {
  date: string;
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

const invalid = (field: string, problem: string) =>
  new ServiceError(`${field}: ${problem}`, 'VALIDATION', {
    reason: 'INVALID_FIELD',
    details: [{path: field, message: problem}],
  });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

function requireText(obj: Record<string, unknown>, key: string, path: string, max = 200): string {
  const value = text(obj[key])?.trim();
  if (!value) throw invalid(path, 'is required');
  if (value.length > max) throw invalid(path, `must be at most ${max} characters`);
  return value;
}

function optionalNumber(
  obj: Record<string, unknown>,
  key: string,
  path: string,
  min: number,
  max: number,
): number | undefined {
  const value = num(obj[key]);
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || value < min || value > max)
    throw invalid(path, `must be a number from ${min} to ${max}`);
  return value;
}

/** Reads a request body as it came (JSON or XML) and checks it; the error names what is wrong. */
export function readVerificationRequest(body: Buffer, format: WireFormat): VerificationRequest {
  if (format === 'xml') return parseVerificationRequest(parseXmlDocument(body, 'verificationRequest'));
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

/** Checks a parsed JSON or XML body and returns it typed; the error names the first bad field. */
export function parseVerificationRequest(body: unknown): VerificationRequest {
  if (!isObject(body)) throw invalid('body', 'must be an object');
  if (nestingOf(body) > MAX_NESTING) throw tooDeep();
  const unstorable = firstUnstorable(body);
  if (unstorable !== undefined) throw invalid(unstorable, UNSTORABLE_TEXT);
  const requestId = requireText(body, 'requestId', 'requestId', 100);
  const requestType = Number(body.requestType);
  if (![1, 2, 3].includes(requestType))
    throw invalid('requestType', 'must be 1 (installation), 2 (product) or 3 (serial)');
  if (!isObject(body.requester)) throw invalid('requester', 'is required');
  const requester = {
    name: requireText(body.requester, 'name', 'requester.name'),
    abn: text(body.requester.abn)?.trim(),
    type: text(body.requester.type)?.trim(),
  };
  let location: VerificationRequest['location'];
  if (body.location !== undefined && body.location !== '') {
    if (!isObject(body.location)) throw invalid('location', 'must be an object with latitude and longitude');
    location = {
      latitude: optionalNumber(body.location, 'latitude', 'location.latitude', -90, 90),
      longitude: optionalNumber(body.location, 'longitude', 'location.longitude', -180, 180),
    };
  }
  let installation: InstallationInput | undefined;
  if (requestType === 1) {
    if (!isObject(body.installation)) throw invalid('installation', 'is required for requestType 1');
    const i = body.installation;
    const date = requireText(i, 'date', 'installation.date', 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
      throw invalid('installation.date', 'must be a date YYYY-MM-DD');
    const email = text(i.ownerEmail)?.trim();
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw invalid('installation.ownerEmail', 'must be an email address');
    if (!isObject(i.address)) throw invalid('installation.address', 'is required');
    const a = i.address;
    installation = {
      date,
      ownerFirstName: text(i.ownerFirstName)?.trim(),
      ownerEmail: email,
      installerAccreditationCode: text(i.installerAccreditationCode)?.trim(),
      retailerName: text(i.retailerName)?.trim(),
      ratedPower: optionalNumber(i, 'ratedPower', 'installation.ratedPower', 0, 10_000_000),
      address: {
        unitType: text(a.unitType),
        unitNumber: text(a.unitNumber),
        streetNumber: text(a.streetNumber),
        streetName: text(a.streetName),
        streetType: text(a.streetType),
        city: text(a.city),
        state: text(a.state),
        postcode: text(a.postcode),
        country: text(a.country),
        latitude: optionalNumber(a, 'latitude', 'installation.address.latitude', -90, 90),
        longitude: optionalNumber(a, 'longitude', 'installation.address.longitude', -180, 180),
        isManualLocation: a.isManualLocation === true || a.isManualLocation === 'true',
      },
    };
  }
  if (!Array.isArray(body.items) || body.items.length === 0) throw invalid('items', 'must hold at least one item');
  if (body.items.length > MAX_ITEMS) {
    throw new ServiceError(`items: at most ${MAX_ITEMS} serials per request (got ${body.items.length})`, 'VALIDATION', {
      reason: 'TOO_MANY_ITEMS',
    });
  }
  const items = body.items.map((raw, n) => {
    if (!isObject(raw)) throw invalid(`items[${n}]`, 'must be an object');
    const photoText = text(raw.photo)?.trim();
    let photo: Buffer | undefined;
    if (photoText) {
      photo = Buffer.from(photoText.replace(/^data:[^,]*,/, ''), 'base64');
      const type = sniffType(photo);
      if (type !== 'image/jpeg' && type !== 'image/png')
        throw invalid(`items[${n}].photo`, 'must be a base64 JPEG or PNG image');
    }
    return {
      // the serial is answered as sent; it is compared normalised
      serial: (requireText(raw, 'serial', `items[${n}].serial`, 100), text(raw.serial)!),
      brand: requireText(raw, 'brand', `items[${n}].brand`),
      model: requireText(raw, 'model', `items[${n}].model`),
      photo,
      parallelImportComment: text(raw.parallelImportComment)?.trim() || undefined,
    };
  });
  return {requestId, requestType: requestType as 1 | 2 | 3, requester, location, installation, items};
}
