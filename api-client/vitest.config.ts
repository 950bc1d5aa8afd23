import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    // ra-data-graphql is ESM that imports named exports of @apollo/client 3 (CommonJS): let vite interoperate.
    server: {deps: {inline: ['ra-data-graphql']}},
  },
});
