import react from '@vitejs/plugin-react';
import {defineConfig} from 'vitest/config';

// ui-shared is used from source by the two apps (no build of its own): this config only runs its component tests.
export default defineConfig({
  plugins: [react()],
  resolve: {dedupe: ['react', 'react-dom', '@mui/material', '@emotion/react', 'react-router', 'react-router-dom']},
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    // Pages typed into by user-event take seconds on a busy machine (the default 5 s fails them at random).
    testTimeout: 20000,
  },
});
