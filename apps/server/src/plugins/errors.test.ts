import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import errors from './errors.ts';

/** What drizzle throws when PostgreSQL cancels a statement past `statement_timeout`. */
const statementTimeout = () => {
  const cause = new pg.DatabaseError('canceling statement due to statement timeout', 0, 'error');
  cause.code = '57014';
  return new DrizzleQueryError('select count(*) from businesses', [], cause);
};

describe('errors plugin', () => {
  it('answers a statement timeout with 503 "The server is busy", not a 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    app.get('/slow', async () => {
      throw statementTimeout();
    });
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    const slow = await app.inject('/slow');
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({
      data: { message: 'The server is busy. Please try again in a moment.', code: 'SERVER_BUSY' },
    });
    expect((await app.inject('/broken')).statusCode).toBe(500);
    await app.close();
  });
});
