/**
 * The component tests' harness (`@voltcheck/ui-shared/testing`): render with the apps' providers and typed network
 * answers. REST: mockRest (typed from the OpenAPI paths); GraphQL: mockGraphql (typed from the documents).
 */
export * from '@testing-library/react';
export {
  mockGraphql,
  mockGraphqlError,
  mockGraphqlNetworkError,
  mockGraphqlUpload,
  mockRest,
} from '@voltcheck/api-client/testing';
export type {RestCall, RestMock} from '@voltcheck/api-client/testing';
export {givenClaims, givenToken} from '@voltcheck/api-client/testing';
export {captureDownloads} from './downloads';
export type {SavedFile} from './downloads';
export {renderWithProviders} from './render';
export type {RenderOptions, Rendered} from './render';
export {givenNotificationContact, givenNotificationGroup} from './notifications';
export type {NotificationContactRow, NotificationGroupRow} from './notifications';
