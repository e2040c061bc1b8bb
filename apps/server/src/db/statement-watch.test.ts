import { describe, expect, it } from 'vitest';
import { statementWatch, tablesWritten, watchedRead } from './statement-watch.ts';

/** The logger sees each statement as drizzle sends it; here it is called as drizzle would. */
const watch = statementWatch();
const send = async (sql: string) => {
  await Promise.resolve();
  watch.logQuery(sql, []);
};

describe('which tables a kept read reads', () => {
  it('notes the tables of every statement the read sends, and only those', async () => {
    const outside = watchedRead(async () => undefined);
    const read = watchedRead(async () => {
      await send(
        'select "id" from "businesses" inner join "users" on "users"."id" = "businesses"."owner_user_id"',
      );
      await send('select count(*) from "cards"');
    });
    await read.result;
    await send('select 1 from "payment_records"');
    expect([...read.tables].sort()).toEqual(['businesses', 'cards', 'users']);
    expect(outside.tables.size).toBe(0);
  });

  it('a read inside another notes its tables in both (a total read within its first page)', async () => {
    let inner: ReturnType<typeof watchedRead> | undefined;
    const outer = watchedRead(async () => {
      inner = watchedRead(() => send('select count(*) from "businesses"'));
      await inner.result;
      await send('select "id" from "cards"');
    });
    await outer.result;
    expect([...(inner?.tables ?? [])]).toEqual(['businesses']);
    expect([...outer.tables].sort()).toEqual(['businesses', 'cards']);
  });
});

describe('a statement sent again', () => {
  it('is noted again: in each read that sends it, and to the write listeners every time', async () => {
    const written: (readonly string[])[] = [];
    watch.onWrite((tables) => written.push(tables));
    const reads = [];
    for (let i = 0; i < 2; i++) {
      const read = watchedRead(() => send('select "id" from "plans" inner join "agencies" on true'));
      await read.result;
      reads.push([...read.tables].sort());
      await send('update "plans" set "name" = $1');
    }
    expect(reads).toEqual([
      ['agencies', 'plans'],
      ['agencies', 'plans'],
    ]);
    expect(written).toEqual([['plans'], ['plans']]);
  });
});

describe('which tables a statement writes', () => {
  it('names the table of an insert, update, delete and truncate', () => {
    expect(tablesWritten('insert into "cards" ("id") values ($1)')).toEqual(['cards']);
    expect(tablesWritten('update "businesses" set "business_name" = $1')).toEqual(['businesses']);
    expect(tablesWritten('delete from "sessions" where "id" = $1')).toEqual(['sessions']);
    expect(tablesWritten('truncate table "card_events"')).toEqual(['card_events']);
    expect(tablesWritten('select * from "cards"')).toEqual([]);
  });
});
