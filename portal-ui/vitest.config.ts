import {defineConfig, mergeConfig} from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig(env =>
  mergeConfig(viteConfig(env), {
    test: {
      // Components render in happy-dom; the setup cleans the DOM and the REST mocks after each test.
      environment: 'happy-dom',
      setupFiles: ['./src/test-setup.ts'],
      // Pages typed into by user-event take seconds on a busy machine (the default 5 s fails them at random).
      testTimeout: 20000,
    },
  }),
);
