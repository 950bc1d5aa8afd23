import {defineConfig, loadEnv} from 'vite';
import react from '@vitejs/plugin-react';

// The admin console is served by the API process at `/admin`; in development `vite` proxies the API to it.
export default defineConfig(({mode}) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.VOLTCHECK_API_URL || 'http://localhost:3000';
  return {
    base: '/admin/',
    plugins: [react()],
    // Apollo Client's development checks and DevTools hint stay out of production builds.
    define: {'globalThis.__DEV__': JSON.stringify(mode !== 'production')},
    resolve: {
      // @voltcheck/api-client and @voltcheck/ui-shared are workspace packages whose exports point at .ts sources.
      // One copy of React, MUI, Apollo, the router and react-admin, whoever imports them.
      dedupe: [
        'react',
        'react-dom',
        '@mui/material',
        '@emotion/react',
        '@apollo/client',
        'react-router',
        'react-router-dom',
        'react-admin',
      ],
    },
    optimizeDeps: {exclude: ['@voltcheck/api-client', '@voltcheck/ui-shared']},
    build: {outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 2500},
    server: {
      port: 5174,
      proxy: {
        '/api': {target: apiTarget, changeOrigin: true},
        '/graphql': {target: apiTarget, changeOrigin: true},
        '/socket.io': {target: apiTarget, changeOrigin: true, ws: true},
      },
    },
  };
});
