import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so they get chunks of their own to stay cached.
        // The chart library is left out: it stays in its lazily loaded chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'libs',
              test: /node_modules[\\/](zod|decimal\.js|@tanstack|i18next|react-i18next|zustand)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // The socket keeps the page's Host: the server accepts a page whose origin is its Host.
      '/v1/ws': { target: apiTarget, ws: true },
      '/v1': { target: apiTarget, changeOrigin: true },
    },
  },
});
