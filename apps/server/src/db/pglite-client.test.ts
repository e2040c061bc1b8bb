import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundRead } from './background-reads.ts';
import { PgliteThread } from './pglite-client.ts';

/** PGlite in its worker thread keeps PGlite's meaning for transactions, and orders what waits. */
let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.open({ queueLimitMs: 300 });
  await db.exec('create table shops (id int primary key, name text not null)');
  // Compiling PGlite's WASM takes seconds on a busy machine.
}, 60_000);
afterAll(() => db.close());

const names = async () => (await db.query<{ name: string }>('select name from shops order by id')).rows;

describe('PGlite in a worker thread', () => {
  it('rolls back a transaction whose statement failed, and says why (code 23505)', async () => {
    await db.query('insert into shops values (1, $1)', ['Ganesh Stores']);
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into shops values (2, $1)', ['Laxmi Traders']);
      await tx.query('insert into shops values (1, $1)', ['Ganesh again']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await names()).toEqual([{ name: 'Ganesh Stores' }]);
    await db.query('delete from shops');
  });

  it('runs nothing else while a transaction is open: others see it whole, after its commit', async () => {
    let seenOutside: unknown;
    let outside: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.query('insert into shops values (3, $1)', ['Sai Mobiles']);
      outside = names().then((rows) => (seenOutside = rows));
      await new Promise((r) => setTimeout(r, 50));
      expect(seenOutside).toBeUndefined();
      await tx.query('insert into shops values (4, $1)', ['Om Sweets']);
    });
    await outside;
    expect(seenOutside).toEqual([{ name: 'Sai Mobiles' }, { name: 'Om Sweets' }]);
    await db.query('delete from shops');
  });

  it('runs waiting requests before waiting background reads', async () => {
    const order: string[] = [];
    let waiting: Promise<unknown>[] = [];
    await db.transaction(async (tx) => {
      waiting = [
        backgroundRead(() => db.query('select 1')).result.then(() => order.push('background')),
        db.query('select 1').then(() => order.push('request')),
      ];
      await tx.query('select 1');
    });
    await Promise.all(waiting);
    expect(order).toEqual(['request', 'background']);
  });

  it('refuses a statement that waited too long with a clear 503 instead of hanging', async () => {
    let late: Promise<unknown> = Promise.resolve();
    await db.transaction(async () => {
      late = db.query('select 1').catch((err: unknown) => err);
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(await late).toMatchObject({ status: 503, code: 'DATABASE_BUSY' });
    expect(await names()).toEqual([]);
  });
});
