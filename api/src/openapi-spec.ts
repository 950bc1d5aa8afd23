import {OpenApiSpec} from '@loopback/rest';

const API_DESCRIPTION = `VoltCheck verifies battery serials for the Australian solar supply chain.

* Portal and console calls (\`/api/account\`, \`/api/profile\`, ...) take the bearer token of \`POST /api/account/token\`.
* Errors answer \`{status: false, message}\` with an HTTP status that means what it says; a validation error names the field.
* GraphQL is served at \`/graphql\` with the same bearer token.`;

/** The OpenAPI document's head: the controllers' decorators add the paths. */
export const OPENAPI_SPEC: OpenApiSpec = {
  openapi: '3.0.0',
  info: {title: 'VoltCheck API', version: '1.0.0', description: API_DESCRIPTION},
  paths: {},
  components: {
    securitySchemes: {
      bearerAuth: {type: 'http', scheme: 'bearer', bearerFormat: 'JWT'},
      clientSecretBasic: {
        type: 'http',
        scheme: 'basic',
        description: 'OAuth 2 client authentication at the token endpoint: client_id and client_secret',
      },
      oauth2ClientCredentials: {
        type: 'oauth2',
        flows: {clientCredentials: {tokenUrl: '/api/v1/oauth/token', scopes: {}}},
      },
    },
  },
};
