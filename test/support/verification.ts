import {baseUrl} from './browser';
import {givenAvailableSerials} from './serials';

export interface InstallationCall {
  serial: string;
  retailerName: string;
  state?: string;
  postcode?: string;
  city?: string;
  ratedPower?: number;
  parallelImportComment?: string;
}

let calls = 0;

/**
 * An installation of one Demo Energy serial today, sent as the demo installer app would; answers its batch id.
 * Each call has its own owner email, so that it never joins an earlier call's installation (same installer, owner,
 * date and postcode are one installation, which keeps its first retailer).
 */
export async function verifyInstallation(call: InstallationCall): Promise<string> {
  const {serial, retailerName, state = 'NSW', postcode = '2042', city = 'Newtown', ratedPower = 9000} = call;
  const token = await fetch(`${baseUrl()}/api/v1/oauth/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({grant_type: 'client_credentials', client_id: 'demo-app', client_secret: 'demo-app-secret'}),
  }).then(r => r.json());
  const item = {serial, brand: 'Demo Energy', model: 'DE-10', parallelImportComment: call.parallelImportComment};
  const res = await fetch(`${baseUrl()}/api/v1/verifications`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token.access_token}`},
    body: JSON.stringify({
      requestId: `e2e-${Date.now()}-${serial}`,
      requestType: 1,
      requester: {name: 'E2E Installer', abn: '51824753556', type: 'installer'},
      installation: {
        date: new Date().toISOString().slice(0, 10),
        nmi: '20019857328',
        installerAccreditationCode: 'A7654321',
        ownerEmail: `e2e-owner-${process.pid}-${Date.now()}-${++calls}@example.com`,
        retailerName,
        ratedPower,
        address: {streetNumber: '1', streetName: 'King', streetType: 'Street', city, state, postcode},
      },
      items: [item],
    }),
  });
  if (res.status !== 200) throw new Error(`verification: ${res.status} ${await res.text()}`);
  const answer = await res.json();
  // A serial another browser test installed or recalled would leave no installation behind: say so here.
  if (!answer.results?.[0]?.verified) throw new Error(`verification of ${serial}: ${JSON.stringify(answer.results)}`);
  return answer.batchId;
}

/** A Demo Energy DE-10 serial nobody has installed or recalled, `skip` places from the far end of the fixtures. */
export async function availableDemoSerial(skip: number): Promise<string> {
  return (await givenAvailableSerials(1, skip))[0];
}
