import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/test/**/*.test.ts'];

/**
 * Unit tests, web component tests, and the server integration tests on a fresh PGlite per file;
 * when TEST_DATABASE_URL is set the integration tests run a second time on PostgreSQL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The web app's own vite config (React plugin, aliases, jsdom) is its test project.
      { extends: './apps/web/vite.config.ts', root: './apps/web', test: { name: 'web' } },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
