import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_FILE_NAME } from '@panel/shared/staff-queries.ts';

/** CSV when the caller asks for it: `?format=csv`, or an Accept header naming text/csv. */
export const wantsCsv = (req: FastifyRequest, format: 'csv' | 'json' | undefined) =>
  format ? format === 'csv' : (req.headers.accept ?? '').includes('text/csv');

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * Keyset pages of rows, one batch at a time: each page is asked for only when the CSV stream wants
 * more (Readable.from honours back-pressure), so memory stays flat however many rows there are.
 */
export async function* inBatches<T, K>(
  fetchAfter: (after: K | null, limit: number) => Promise<T[]>,
  keyOf: (row: T) => K,
  // Large enough that a big report takes few round trips, small enough to stay a few MB in memory.
  batchSize = 5000,
): AsyncGenerator<T> {
  let after: K | null = null;
  for (;;) {
    const rows = await fetchAfter(after, batchSize);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    after = keyOf(last);
  }
}

/**
 * Every row of a paged list, a page at a time, for lists whose rows are made per page (a franchisee's
 * sales, a PDF card's paid state): the CSV holds exactly what the list shows under the same filters.
 */
export async function* allPages<T>(
  fetchPage: (page: number, limit: number) => Promise<{ list: T[] }>,
  limit = 100,
): AsyncGenerator<T> {
  for (let page = 1; ; page++) {
    const { list } = await fetchPage(page, limit);
    yield* list;
    if (list.length < limit) return;
  }
}

/** Rupees with paise for a spreadsheet: 49900 → 499.00. */
export const rupees = (paise: number) => (paise / 100).toFixed(2);

/** Sends rows as a streamed CSV attachment named report.csv (csv-stringify quotes and escapes). */
export function sendCsv<T>(reply: FastifyReply, rows: AsyncIterable<T>, columns: CsvColumn<T>[]) {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => c.value(row) ?? '');
    })(),
  );
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  records.on('error', (error) => csv.destroy(error));
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${REPORT_FILE_NAME}"`)
    .header('cache-control', 'no-store');
  return reply.send(records.pipe(csv));
}
