import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routePages } from './build/route-pages.ts';
import { staticGraphChunk } from './build/static-graph-chunk.ts';

const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Every text file also as .br and .gz beside it, compressed once at build at the highest
    // levels; the server sends the one the browser accepts (@fastify/static's preCompressed).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 512,
    }),
    // Opened on /trade, the browser fetches the trade screen's code with the app's.
    routePages({ 'trade.html': '/src/features/trade/TradePage.tsx' }),
  ],
  // The socket's frame reader (src/realtime/frame-worker.ts) runs as a module worker.
  worker: { format: 'es' },
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
              test: /node_modules[\\/](decimal\.js|@tanstack|i18next|react-i18next|zustand)[\\/]/,
            },
            // The contract's validators: the first screen sends requests and draws without them;
            // the socket's frame reader loads them beside it.
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]/ },
            // The app's own code that the first screen runs, and the trade screen's, each in one
            // chunk rather than one per set of pages that share a module: a phone on HTTP/1.1
            // fetches six files at a time.
            {
              name: staticGraphChunk({
                app: fileURLToPath(new URL('src/main.tsx', import.meta.url)),
                trade: fileURLToPath(new URL('src/features/trade/TradePage.tsx', import.meta.url)),
              }),
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
