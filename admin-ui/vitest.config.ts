import {defineConfig, mergeConfig} from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig(env =>
  mergeConfig(viteConfig(env), {
    // ra-data-graphql is ESM that imports named exports of @apollo/client 3 (CommonJS): prebundle it so they resolve.
    test: {deps: {optimizer: {ssr: {enabled: true, include: ['ra-data-graphql']}}}},
  }),
);
