import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/test/**/*.test.ts'];
/**
 * Server test files that never open a database (no test app, template or cluster, no TEST_DB): the
 * PGlite run covers them, PostgreSQL's would repeat them. Found by reading the files, so a new
 * renderer test cannot be run twice by being left off a list.
 */
const serverTestDir = new URL('apps/server/test/', import.meta.url);
const databaseFree = readdirSync(serverTestDir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter(
    (f) =>
      !/TEST_DB|from '\.\/(helpers|templates|cluster)\.ts'/.test(
        readFileSync(new URL(f, serverTestDir), 'utf8'),
      ),
  )
  .map((f) => `apps/server/test/${f}`);
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: serverTests,
    exclude: db === 'postgres' ? [...configDefaults.exclude, ...databaseFree] : configDefaults.exclude,
    env: { TEST_DB: db },
    // Closes the apps and databases the helpers opened for a file, after it (test/teardown.ts).
    setupFiles: ['apps/server/test/setup.ts'],
    testTimeout: 30_000,
    // The first file of a run may build the seeded templates inside its beforeAll.
    hookTimeout: 180_000,
    // Files share their worker's imported modules: importing the app (Fastify, every module, sharp,
    // pdfkit) took seconds per file, more than most files' tests. Each file still builds its own
    // app on its own database copy, and module-level caches are keyed by content, not by app.
    isolate: false,
  },
});

/**
 * Unit tests, web tests, and the server integration tests, each file on its own copy of a seeded
 * template database (apps/server/test/templates.ts); when TEST_DATABASE_URL is set the
 * integration tests run a second time on PostgreSQL.
 *
 * Web: pure logic (`*.test.ts`) runs in node; only component tests (`*.test.tsx`, or a file that
 * asks with `// @vitest-environment jsdom`) pay for jsdom.
 *
 * No project isolates its files (`isolate: false`): the files of a worker share its imported modules
 * (React, MUI, zod, the app) instead of importing them again each, which took these three projects
 * from 85-98 to 52-58 CPU seconds. Each file still gets its own environment (a new jsdom window)
 * and module mocks; what a file stubs it restores after itself (unstubAllGlobals, restoreAllMocks,
 * useRealTimers), and the suite passes in shuffled file orders (`--sequence.shuffle.files`).
 */
export default defineConfig({
  test: {
    // A worker per core (vitest's default leaves one idle for itself): the runner waits on the
    // workers, and the PostgreSQL project's work happens partly in the database server.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/*.test.ts'],
          environment: 'node',
        },
      },
      // The web app's own vite config (React plugin, aliases) is the base of both web projects.
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          name: 'web',
          isolate: false,
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./src/testing/i18n-setup.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        // MUI components in jsdom take seconds each on a busy shared machine.
        test: {
          name: 'web-dom',
          isolate: false,
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/testing/i18n-setup.ts'],
          testTimeout: 20_000,
        },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
