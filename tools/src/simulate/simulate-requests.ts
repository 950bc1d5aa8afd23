import {nmiChecksum} from '@voltcheck/api/dist/services/verification/nmi';
import {renderXmlDocument} from '@voltcheck/api/dist/services/verification/verification-xml';
import {SerialRef, SerialSource} from './serial-source';

export interface Postcode {
  postcode: string;
  suburb: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface Outgoing {
  /** What the request is, for the summary: install, product, serial, replay, conflict. */
  kind: string;
  format: 'json' | 'xml';
  body: Buffer;
}

/** A 1x1 PNG: the smallest valid photo. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const INSTALLERS = [
  'Sunny Installs',
  'Bright Spark Electrical',
  'Coastal Solar',
  'Outback Energy Services',
  'Metro Battery Co',
];
const OWNERS = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Charlie', 'Riley', 'Jamie'];
const STREETS = ['George', 'King', 'Queen', 'Victoria', 'Church', 'High', 'Station', 'Park'];

let sequence = 0;

/**
 * The request mix of an installer app: 60% installations (1-10 serials, mostly 1-3), 30% serial checks,
 * 10% product checks; items mostly good, some unknown, of another brand or model, already installed,
 * or sent twice; now and then a photo, XML instead of JSON, or a replay of an earlier requestId.
 */
export class TrafficMaker {
  private readonly history: Array<{request: Record<string, unknown>; format: 'json' | 'xml'}> = [];

  constructor(
    private readonly serials: SerialSource,
    private readonly postcodes: Postcode[],
    private readonly rand: () => number,
  ) {}

  next(): Outgoing {
    const r = this.rand();
    if (r < 0.03 && this.history.length) {
      const previous = this.history[Math.floor(this.rand() * this.history.length)];
      if (this.rand() < 0.85)
        return {kind: 'replay', format: previous.format, body: this.encode(previous.request, previous.format)};
      // the same requestId with another body: 409
      return {
        kind: 'conflict',
        format: previous.format,
        body: this.encode({...previous.request, requester: {name: 'Changed Installer'}}, previous.format),
      };
    }
    const type = r < 0.63 ? 1 : r < 0.93 ? 3 : 2;
    const count = type === 1 ? this.pick([1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 8, 10]) : this.pick([1, 1, 1, 2, 3, 5, 10]);
    const items: Array<Record<string, string>> = [];
    for (let n = 0; n < count; n++) items.push(this.item(type, items));
    const place = this.postcodes[Math.floor(this.rand() * this.postcodes.length)];
    const request: Record<string, unknown> = {
      requestId: `sim-${process.pid}-${Date.now().toString(36)}-${(sequence++).toString(36)}`,
      requestType: type,
      requester: {
        name: this.pick(INSTALLERS),
        abn: `5${String(Math.floor(this.rand() * 1e10)).padStart(10, '0')}`,
        type: 'installer',
      },
      location: {latitude: place.latitude, longitude: place.longitude},
      items,
    };
    if (type === 1) request.installation = this.installation(place);
    const format = this.rand() < 0.1 ? 'xml' : 'json';
    this.history.push({request, format});
    if (this.history.length > 500) this.history.shift();
    return {
      kind: ({1: 'install', 2: 'product', 3: 'serial'} as const)[type],
      format,
      body: this.encode(request, format),
    };
  }

  private item(type: number, earlier: Array<Record<string, string>>): Record<string, string> {
    const r = this.rand();
    const good = (): SerialRef => (type === 1 ? this.serials.take() : this.serials.peek());
    let item: Record<string, string>;
    if (r < 0.05) {
      const s = good();
      item = {serial: `${s.serial.slice(0, -3)}X${s.serial.slice(-2)}`, brand: s.brand, model: s.model}; // mistyped: NOT_FOUND
    } else if (r < 0.08) {
      const s = good();
      const other = this.serials.brands.filter(b => b !== s.brand);
      item = {
        serial: s.serial,
        brand: other.length && this.rand() < 0.7 ? this.pick(other) : 'Unknwn Solar',
        model: s.model,
      };
    } else if (r < 0.11) {
      const s = good();
      item = {serial: s.serial, brand: s.brand, model: `${s.model} Pro`}; // MODEL_MISMATCH
    } else if (r < 0.14 && this.serials.usedOne()) {
      item = {...this.serials.usedOne()!}; // already installed elsewhere
    } else if (r < 0.16 && earlier.length) {
      item = {...earlier[0]}; // the same serial twice in one request
    } else {
      const s = good();
      item = {...s, serial: this.rand() < 0.05 ? ` ${s.serial.toLowerCase()} ` : s.serial}; // sent untidy: still VERIFIED
    }
    if (this.rand() < 0.03) item.photo = PNG;
    if (this.rand() < 0.02) item.parallelImportComment = 'Imported directly by the retailer';
    return item;
  }

  private installation(place: Postcode): Record<string, unknown> {
    const today = new Date();
    if (this.rand() < 0.2) today.setUTCDate(today.getUTCDate() - 1 - Math.floor(this.rand() * 6));
    const owner = this.pick(OWNERS);
    const site = `4${String(Math.floor(this.rand() * 1e9)).padStart(9, '0')}`;
    return {
      date: today.toISOString().slice(0, 10),
      nmi: `${site}${nmiChecksum(site)}`,
      ownerFirstName: owner,
      ownerEmail: `${owner.toLowerCase()}.${Math.floor(this.rand() * 1e9).toString(36)}@example.com`,
      installerAccreditationCode: `A${String(1 + Math.floor(this.rand() * 4000)).padStart(7, '0')}`,
      retailerName: this.pick(INSTALLERS),
      ratedPower: 5000 + 1000 * Math.floor(this.rand() * 11),
      address: {
        streetNumber: String(1 + Math.floor(this.rand() * 200)),
        streetName: this.pick(STREETS),
        streetType: 'Street',
        city: place.suburb,
        state: place.state,
        postcode: place.postcode,
        latitude: place.latitude,
        longitude: place.longitude,
      },
    };
  }

  private encode(request: Record<string, unknown>, format: 'json' | 'xml'): Buffer {
    return format === 'xml' ? renderXmlDocument('verificationRequest', request) : Buffer.from(JSON.stringify(request));
  }

  private pick<T>(list: T[]): T {
    return list[Math.floor(this.rand() * list.length)];
  }
}
