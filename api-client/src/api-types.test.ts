// Checked by the type checker (npm test runs `tsc` over the tests): a helper that resolved to `never` or `any`
// would let any call through unchecked.
import {describe, expectTypeOf, it} from 'vitest';
import type {Manufacturer, RestAnswer, RestBody, RestSchema, UploadStateQuery} from './api-types';

describe('the generated API types', () => {
  it('give a REST operation its documented answer and body', () => {
    expectTypeOf<RestAnswer<'/api/account/token', 'post'>>().toEqualTypeOf<{token: string}>();
    expectTypeOf<RestAnswer<'/api/account/register', 'post'>>().toEqualTypeOf<RestSchema<'StatusMessage'>>();
    expectTypeOf<RestAnswer<'/api/account/register', 'post', 400>>().toEqualTypeOf<RestSchema<'ErrorResponse'>>();
    expectTypeOf<RestBody<'/api/account/register', 'post'>>().toEqualTypeOf<RestSchema<'Registration'>>();
    expectTypeOf<RestAnswer<'/api/profile/profile', 'get'>>().toHaveProperty('manufacturerIds');
  });

  it('give GraphQL types and operations the fields of the schema, nullable ones as null', () => {
    expectTypeOf<Manufacturer['abn']>().toEqualTypeOf<string | null>();
    expectTypeOf<Manufacturer['isActive']>().toEqualTypeOf<boolean>();
    expectTypeOf<UploadStateQuery['upload']['totalRecords']>().toEqualTypeOf<number | null>();
  });
});
