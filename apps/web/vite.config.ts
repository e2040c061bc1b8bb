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
  // Also usable as a vitest project (aliases included): `npx vitest run --root apps/web`.
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
  server: {
    // `npm run dev -w @panel/web` against a server started with `npm start` (PORT 3000).
    proxy: { '/api': 'http://localhost:3000', '/log': 'http://localhost:3000' },
  },
});
