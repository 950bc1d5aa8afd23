import {baseUrl} from './browser';

export interface InstallationCall {
  serial: string;
  retailerName: string;
  state?: string;
  postcode?: string;
  city?: string;
  ratedPower?: number;
  parallelImportComment?: string;
}

/** An installation of one Demo Energy serial today, sent as the demo installer app would; answers its batch id. */
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
        retailerName,
        ratedPower,
        address: {streetNumber: '1', streetName: 'King', streetType: 'Street', city, state, postcode},
      },
      items: [item],
    }),
  });
  if (res.status !== 200) throw new Error(`verification: ${res.status} ${await res.text()}`);
  return (await res.json()).batchId;
}
