import {defineConfig, loadEnv} from 'vite';
import react from '@vitejs/plugin-react';

// The portal is served by the API process at `/`; in development `vite` proxies the API to it.
export default defineConfig(({mode}) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.VOLTCHECK_API_URL || 'http://localhost:3000';
  return {
    base: '/',
    plugins: [react()],
    resolve: {
      // @voltcheck/api-client and @voltcheck/ui-shared are workspace packages whose exports point at .ts sources;
      // they are symlinked into node_modules and transformed like our own code. One copy of React, MUI and Apollo.
      dedupe: ['react', 'react-dom', '@mui/material', '@emotion/react', '@apollo/client', 'react-router-dom'],
    },
    optimizeDeps: {exclude: ['@voltcheck/api-client', '@voltcheck/ui-shared']},
    build: {outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 900},
    server: {
      port: 5173,
      proxy: {
        '/api': {target: apiTarget, changeOrigin: true},
        '/graphql': {target: apiTarget, changeOrigin: true},
        '/socket.io': {target: apiTarget, changeOrigin: true, ws: true},
      },
    },
  };
});
