import {defineConfig, mergeConfig} from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig(env =>
  mergeConfig(viteConfig(env), {
    // ra-data-graphql is ESM that imports named exports of @apollo/client 3 (CommonJS): let vite interoperate.
    test: {server: {deps: {inline: ['ra-data-graphql']}}},
  }),
);
