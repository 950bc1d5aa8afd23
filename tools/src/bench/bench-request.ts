import {nmiChecksum} from '@voltcheck/api/dist/services/verification/nmi';
import {BenchBatch} from './bench-feed';

/** A site's NMI (with its checksum digit) for request `i` of a run: every installation at a site of its own. */
export function nmiOf(i: number): string {
  const body = `7${String(i % 1e9).padStart(9, '0')}`;
  return `${body}${nmiChecksum(body)}`;
}

const PLACES = [
  {city: 'Parramatta', state: 'NSW', postcode: '2150', latitude: -33.815, longitude: 151.001},
  {city: 'Frankston', state: 'VIC', postcode: '3199', latitude: -38.144, longitude: 145.126},
  {city: 'Toowoomba', state: 'QLD', postcode: '4350', latitude: -27.561, longitude: 151.953},
  {city: 'Joondalup', state: 'WA', postcode: '6027', latitude: -31.745, longitude: 115.766},
  {city: 'Mawson Lakes', state: 'SA', postcode: '5095', latitude: -34.815, longitude: 138.609},
];

let n = 0;

/** One installation of ten serials, as an installer app sends it: every request and owner unique. */
export function installationRequest(run: string, batch: BenchBatch): Buffer {
  const i = n++;
  const place = PLACES[i % PLACES.length];
  return Buffer.from(
    JSON.stringify({
      requestId: `bench-${run}-${i}`,
      requestType: 1,
      requester: {name: 'Bench Installer', abn: '51824753556', type: 'installer'},
      location: {latitude: place.latitude, longitude: place.longitude},
      installation: {
        date: batch.date,
        nmi: nmiOf(i),
        ownerFirstName: 'Alex',
        ownerEmail: `owner.${run}.${i}@example.com`.toLowerCase(),
        installerAccreditationCode: `A${String(1 + (i % 4000)).padStart(7, '0')}`,
        retailerName: 'Sunny Retail',
        ratedPower: 10000,
        address: {streetNumber: String(1 + (i % 200)), streetName: 'George', streetType: 'Street', ...place},
      },
      items: batch.items,
    }),
  );
}
