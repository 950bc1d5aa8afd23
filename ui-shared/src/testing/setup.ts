/**
 * The component tests' setup (each workspace's vitest `setupFiles`): after every test, unmount what it rendered,
 * forget its REST mocks (failing it if a call had no mocked answer) and its stored session. Testing Library's DOM
 * matchers (toBeInTheDocument, toHaveTextContent, toBeVisible...) extend expect.
 */
import '@testing-library/jest-dom/vitest';
import {cleanup, configure} from '@testing-library/react';
import {resetRestMocks} from '@voltcheck/api-client/testing';
import {afterEach} from 'vitest';

// findBy and waitFor wait up to 5 s: answers chained through refetches take more than 1 s on a busy machine.
configure({asyncUtilTimeout: 5000});

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetRestMocks();
});
