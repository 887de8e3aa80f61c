import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    // Every text file also as .br and .gz beside it, compressed once at build at the highest
    // levels; the server sends the one the browser accepts (@fastify/static's preCompressed).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      threshold: 512,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // antd alone is most of the bundle; a back office on a desk can afford it.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so they get chunks of their own to stay cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/,
            },
            { name: 'libs', test: /node_modules[\\/](zod|dayjs|@babel)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/admin-api': { target: apiTarget, changeOrigin: true } },
  },
});
