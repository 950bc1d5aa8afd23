import {RunningServer} from '../../server';
import {client} from './app.helpers';
import {
  givenAppProvider,
  givenAppToken,
  givenSerials,
  installationOf,
  postVerification,
  unique,
  verificationRequest,
} from './verification.helpers';

/** A GraphQL call with a bearer token (none: anonymous). */
export function gqlAs(server: RunningServer, token: string | null, query: string, variables: object = {}) {
  const req = client(server).post('/graphql');
  if (token) req.set('Authorization', `Bearer ${token}`);
  return req.send({query, variables});
}

/** An app provider of its own and its token, so logs of a test are found by its app name. */
export async function givenApp(server: RunningServer) {
  const provider = await givenAppProvider(server);
  return {provider, token: await givenAppToken(server, provider)};
}

/**
 * An installation recorded through the verification API: `serials` Demo Energy serials installed on
 * `date` in `state` by `installer` for `retailer`, with `ratedPower` watts.
 */
export async function givenInstallation(
  server: RunningServer,
  appToken: string,
  opts: {
    date: string;
    state?: string;
    postcode?: string;
    city?: string;
    installer?: string;
    retailer?: string;
    ratedPower?: number;
    serials?: number;
  },
) {
  const serials = await givenSerials(server, {count: opts.serials ?? 1});
  const installation = installationOf(opts.postcode ?? '2150', opts.date);
  const body = verificationRequest(
    serials.map(serial => ({serial})),
    {
      requestType: 1,
      installation: {
        ...installation,
        installerAccreditationCode: opts.installer ?? installation.installerAccreditationCode,
        retailerName: opts.retailer ?? installation.retailerName,
        ratedPower: opts.ratedPower ?? installation.ratedPower,
        address: {
          ...installation.address,
          state: opts.state ?? 'NSW',
          postcode: opts.postcode ?? '2150',
          city: opts.city ?? installation.address.city,
        },
      },
    },
  );
  const res = await postVerification(server, appToken, body).expect(200);
  return {batchId: res.body.batchId as string, serials};
}

export const uniqueCode = (prefix: string) => unique(prefix).slice(0, 20);
