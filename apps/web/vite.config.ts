/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { firstRouteChunks } from './build/first-route-chunk.ts';
import { firstRoutePreloads } from './build/first-route-preloads.ts';

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text asset of the build, so
 * the server sends them as they are (@fastify/static `preCompressed`, apps/server/src/web-app.ts)
 * instead of compressing each response on the fly at a lower level.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'panel-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) =>
        /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(f),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            promisify(gzip)(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * React Router's package exports point every build at its development files, whose warnings and
 * checks a production build cannot drop (remix-run/react-router#14102); its production files are
 * the same code with them switched off.
 */
const reactRouterProduction = (file: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
    file,
  );

const isSharedMui = (id: string) =>
  /node_modules[\\/](@mui[\\/](material|system|utils)|@emotion|react-transition-group)[\\/]/.test(id) &&
  // Not the tooltips' Popper (with @popperjs, ~7 KB): it stays with the screens that have tooltips.
  !/[\\/](Tooltip|Popper)[\\/]/.test(id);

/**
 * MUI parts the sign-in pages do not use before a dialog or menu opens, in two shared chunks: the
 * overlays, lists and grid the homes use too, and the form fields and tables they do not.
 */
const MUI_OVERLAYS =
  /[\\/](Modal|Dialog[A-Za-z]*|Backdrop|Fade|Portal|Unstable_TrapFocus|Popover|Grow|Menu|MenuList|MenuItem|List[A-Za-z]*|Divider|Chip|Grid|useRovingTabIndex)[\\/]/;
const MUI_FIELDS = /[\\/](TextField|Select|NativeSelect|Input|FilledInput|Table[A-Za-z]*)[\\/]/;

/** What the sign-in pages share: their frame and fields, one file instead of five. */
const SIGN_IN_PARTS =
  /src[\\/](features[\\/]auth[\\/](auth-card|use-sign-in-form)|components[\\/](outlined-field|password-field|phone-field))\.tsx?$/;

/** TanStack Query and the app's client, one file for the screens that use it (not the sign-in pages). */
const QUERY_PARTS =
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]|src[\\/]lib[\\/]query-client\.ts$/;

/** The lazy route modules of the two homes (src/app/router.tsx). */
const CUSTOMER_HOME = [
  'src/app/query-layout.tsx',
  'src/app/shell/customer-layout.tsx',
  'src/features/whats-new/whats-new-on-home.tsx',
  'src/features/customer-home/customer-home-page.tsx',
];
const STAFF_HOME = [
  'src/app/query-layout.tsx',
  'src/app/shell/admin-layout.tsx',
  'src/features/staff-home/staff-home-page.tsx',
];
const homes = firstRouteChunks(
  fileURLToPath(new URL('./', import.meta.url)),
  { 'customer-home': CUSTOMER_HOME, 'staff-home': STAFF_HOME },
  { shared: 'home-frame', own: ['customer-home'] },
);

export default defineConfig(({ command }) => ({
  base: '/panel/',
  plugins: [
    react(),
    precompress(),
    homes.plugin,
    firstRoutePreloads([
      {
        paths: ['/panel', '/panel/login'],
        modules: ['src/features/auth/login-page.tsx'],
        namespaces: ['auth'],
      },
      {
        paths: ['/panel/franchisee-login'],
        modules: ['src/features/auth/franchisee-login-page.tsx'],
        namespaces: ['auth'],
      },
      {
        paths: ['/panel/customer'],
        modules: CUSTOMER_HOME,
        namespaces: ['upgrade', 'whats-new', 'customer-home'],
      },
      {
        paths: ['/panel/admin'],
        modules: STAFF_HOME,
        namespaces: ['upgrade', 'staff-home'],
      },
    ]),
  ],
  resolve: {
    alias: [
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // The shared package is TypeScript source; import it by file (`@panel/shared/roles.ts`).
      {
        find: '@panel/shared/',
        replacement: fileURLToPath(new URL('../../packages/shared/src/', import.meta.url)),
      },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: on HTTP/1.1 a phone fetches six at a time, each a round trip, and a
        // larger file compresses better. Everything the entry needs is one chunk; the MUI and emotion
        // modules most screens share are a second (what the sign-in pages use) and a third (the
        // rest, which the login page does not download); what a few screens use stays with them.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'mui',
              test: (id) => isSharedMui(id) && !MUI_OVERLAYS.test(id) && !MUI_FIELDS.test(id),
              minShareCount: 12,
              priority: 1,
            },
            { name: 'sign-in', test: SIGN_IN_PARTS, minShareCount: 2, priority: 1 },
            { name: 'query', test: QUERY_PARTS, priority: 1 },
            {
              name: 'mui-overlays',
              test: (id) => isSharedMui(id) && MUI_OVERLAYS.test(id),
              minShareCount: 12,
              priority: 1,
            },
            {
              name: 'mui-fields',
              test: (id) => isSharedMui(id) && MUI_FIELDS.test(id),
              minShareCount: 12,
              priority: 1,
            },
            ...homes.groups.map((g) => ({ ...g, priority: 0 })),
          ],
        },
      },
    },
  },
  // The base of the root vitest config's two web projects (aliases included), which set each one's
  // files and environment; alone, `npx vitest run --root apps/web` runs everything in jsdom.
  test: { environment: 'jsdom' },
  server: {
    // `npm run dev -w @panel/web` against a server started with `npm start` (PORT 3000).
    proxy: { '/api': 'http://localhost:3000', '/log': 'http://localhost:3000' },
  },
}));
