/**
 * The component tests' setup (each workspace's vitest `setupFiles`): after every test, unmount what it rendered,
 * forget its REST mocks (failing it if a call had no mocked answer) and its stored session. Testing Library's DOM
 * matchers (toBeInTheDocument, toHaveTextContent, toBeVisible...) extend expect.
 */
import '@testing-library/jest-dom/vitest';
import {cleanup} from '@testing-library/react';
import {resetRestMocks} from '@voltcheck/api-client/testing';
import {afterEach} from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetRestMocks();
});
