// A Node integrator's token, with openid-client (v6) as its README shows: discovery from the RFC 8414 metadata, then
// the client credentials grant. Prints the token answer as JSON. Usage: node openid-client-token.mjs ISSUER ID SECRET [basic]
// allowInsecureRequests only because the test server speaks plain HTTP on 127.0.0.1; everything else is the default
// (client_secret_post when a secret is given), or client_secret_basic when "basic" is passed.
import * as client from 'openid-client';

const [issuer, clientId, clientSecret, method] = process.argv.slice(2);
const config = await client.discovery(
  new URL(issuer),
  clientId,
  clientSecret,
  method === 'basic' ? client.ClientSecretBasic(clientSecret) : undefined,
  {algorithm: 'oauth2', execute: [client.allowInsecureRequests]},
);
const tokens = await client.clientCredentialsGrant(config);
process.stdout.write(JSON.stringify(tokens));
