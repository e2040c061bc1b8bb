/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/panel/',
  plugins: [react()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      // The shared package is TypeScript source; import it by file (`@panel/shared/roles.ts`).
      '@panel/shared/': fileURLToPath(new URL('../../packages/shared/src/', import.meta.url)),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  // The base of the root vitest config's two web projects (aliases included), which set each one's
  // files and environment; alone, `npx vitest run --root apps/web` runs everything in jsdom.
  test: { environment: 'jsdom' },
  server: {
    // `npm run dev -w @panel/web` against a server started with `npm start` (PORT 3000).
    proxy: { '/api': 'http://localhost:3000', '/log': 'http://localhost:3000' },
  },
});
