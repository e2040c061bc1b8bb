import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_FILE_NAME } from '@panel/shared/schemas/report.ts';

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
