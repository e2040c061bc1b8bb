// Starts one e2e server (playwright.config.ts runs one per worker). On PostgreSQL its database is
// dropped and made again first, so every run starts from the demo seed as on a fresh PGlite directory.
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}
await import('../../scripts/start.mjs');
