import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    // ra-data-graphql is ESM that imports named exports of @apollo/client 3 (CommonJS): prebundle it so they resolve.
    deps: {optimizer: {ssr: {enabled: true, include: ['ra-data-graphql']}}},
  },
});
