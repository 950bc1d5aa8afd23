import {defineConfig, mergeConfig} from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig(env =>
  mergeConfig(viteConfig(env), {
    // Components render in happy-dom; the setup cleans the DOM and the REST mocks after each test.
    test: {environment: 'happy-dom', setupFiles: ['./src/test-setup.ts']},
  }),
);
