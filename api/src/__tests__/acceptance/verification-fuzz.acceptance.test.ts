import fc from 'fast-check';
import {RunningServer} from '../../server';
import {ServiceError} from '../../services/kernel/service-error';
import {parseVerificationRequest, readVerificationRequest} from '../../services/verification';
import {client, givenRunningApp} from '../helpers/app.helpers';
import {givenAppProvider, givenAppToken, postVerification} from '../helpers/verification.helpers';

/** Any value where a field is expected: the right type, a wrong one, or nothing. */
const anyField = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), {maxLength: 3}),
  fc.dictionary(fc.string({maxLength: 5}), fc.string(), {maxKeys: 3}),
);
/** Dates as clients get them wrong: impossible days, other formats, far years. */
const dateLike = fc.oneof(
  fc
    .tuple(fc.integer({min: 0, max: 9999}), fc.integer({min: 0, max: 13}), fc.integer({min: 0, max: 32}))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.string({maxLength: 12}),
  anyField,
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, {nil: undefined});
const item = fc.record(
  {serial: maybe(anyField), brand: maybe(fc.oneof(fc.constant('Demo Energy'), anyField)), model: maybe(anyField)},
  {requiredKeys: []},
);
/** Requests shaped like the schema, with any value in any field. */
const requestLike = fc.record(
  {
    requestId: maybe(fc.oneof(fc.string({minLength: 1, maxLength: 120}), anyField)),
    requestType: maybe(fc.oneof(fc.constantFrom(1, 2, 3, '1', 0, 4), anyField)),
    requester: maybe(fc.oneof(fc.record({name: anyField, abn: maybe(anyField)}), anyField)),
    location: maybe(fc.oneof(fc.record({latitude: anyField, longitude: anyField}), anyField)),
    installation: maybe(
      fc.record({
        date: dateLike,
        installerAccreditationCode: maybe(anyField),
        ownerEmail: maybe(anyField),
        ratedPower: maybe(anyField),
        address: maybe(fc.oneof(fc.record({postcode: anyField, latitude: anyField, state: anyField}), anyField)),
      }),
    ),
    items: maybe(fc.oneof(fc.array(fc.oneof(item, anyField), {maxLength: 4}), anyField)),
  },
  {requiredKeys: []},
);

describe('no input makes the verification API answer 500 (property-based, fast-check)', () => {
  it('the request reader refuses every malformed request with a ServiceError, never anything else', () => {
    fc.assert(
      fc.property(fc.oneof(requestLike, fc.anything()), body => {
        try {
          parseVerificationRequest(body);
        } catch (err) {
          if (!(err instanceof ServiceError)) throw err;
        }
      }),
      {numRuns: 3000},
    );
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('json' as const, 'xml' as const), (text, format) => {
        try {
          readVerificationRequest(Buffer.from(text), format);
        } catch (err) {
          if (!(err instanceof ServiceError)) throw err;
        }
      }),
      {numRuns: 2000},
    );
  });

  describe('over HTTP', () => {
    let server: RunningServer;
    let token: string;
    beforeAll(async () => {
      server = await givenRunningApp();
      token = await givenAppToken(server, await givenAppProvider(server));
      await server.pool.query('UPDATE app_provider SET rate_per_minute = 100000');
    });
    afterAll(() => server.stop());

    it('answers 200, 400, 409, 413 or 422 to any JSON body, never 500', async () => {
      await fc.assert(
        fc.asyncProperty(requestLike, async body => {
          const res = await postVerification(server, token, body);
          expect([200, 400, 409, 413, 422]).toContain(res.status);
        }),
        {numRuns: 150},
      );
    }, 300_000);

    it('answers 400, 415 or 422 to any XML-ish body, never 500', async () => {
      const xmlish = fc.oneof(
        fc.string(),
        fc
          .tuple(fc.string({maxLength: 20}), fc.string({maxLength: 20}))
          .map(
            ([a, b]) =>
              `<verificationRequest><requestId>${a}</requestId><items><item>${b}</item></items></verificationRequest>`,
          ),
      );
      await fc.assert(
        fc.asyncProperty(xmlish, async text => {
          const res = await client(server)
            .post('/api/v1/verifications')
            .set('Authorization', `Bearer ${token}`)
            .set('Content-Type', 'application/xml')
            .send(text);
          expect([400, 415, 422]).toContain(res.status);
        }),
        {numRuns: 100},
      );
    }, 300_000);
  });
});
