import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import type { z } from 'zod';
import { badRequest } from '@panel/shared/errors.ts';
import {
  pdfCardContentSchema,
  type BulkPdfCardAnswer,
  type bulkPdfCardQuerySchema,
} from '@panel/shared/schemas/pdf-card.ts';
import type { AppInstance } from '../../app-types.ts';
import { businessFor, type Scope } from '../businesses/access.ts';
import { storeUpload } from '../documents/service.ts';
import { insertCard, prefill } from './service.ts';

/** At most this many staff per file: one print run, and a bound on the work one request does. */
export const MAX_BULK_ROWS = 200;

/** Header words people write for each column (case and spaces ignored). */
const HEADERS: Record<string, 'name' | 'designation' | 'idNumber' | 'phone' | 'bloodGroup' | 'photo'> = {
  name: 'name',
  fullname: 'name',
  designation: 'designation',
  idnumber: 'idNumber',
  id: 'idNumber',
  idno: 'idNumber',
  employeeid: 'idNumber',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  bloodgroup: 'bloodGroup',
  blood: 'bloodGroup',
  photo: 'photo',
  photofile: 'photo',
  photofilename: 'photo',
};
const headerKey = (h: string) => HEADERS[h.toLowerCase().replace(/[^a-z]/g, '')];

type Query = z.output<typeof bulkPdfCardQuerySchema>;

/** Photos of the zip by their bare file name, lower-cased (folders inside the zip are ignored). */
function photosOf(zip: Buffer | null): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  if (!zip) return out;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(zip), {
      filter: (f) => !f.name.endsWith('/') && f.originalSize < 10 * 1024 * 1024,
    });
  } catch {
    throw badRequest('The photos file is not a zip archive.');
  }
  for (const [path, bytes] of Object.entries(files)) {
    const name = (path.split('/').pop() ?? path).toLowerCase();
    if (!name.startsWith('.') && !path.startsWith('__MACOSX')) out.set(name, bytes);
  }
  return out;
}

/**
 * CSV bulk create for a business's staff: every row is checked with the editor's own schema, so the
 * messages are the same words; the preview (dryRun) answers the rows, a real run creates the good
 * rows and answers the bad ones with their line numbers.
 */
export async function bulkCreate(
  app: AppInstance,
  scope: Scope,
  q: Query,
  csv: Buffer,
  zip: Buffer | null,
): Promise<BulkPdfCardAnswer> {
  const business = await businessFor(app.db, scope, q.businessId);
  let records: string[][];
  try {
    records = parse(csv.toString('utf8').replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch (err) {
    throw badRequest(`The CSV file could not be read: ${(err as Error).message}`);
  }
  const [header, ...body] = records;
  const columns = (header ?? []).map(headerKey);
  if (!columns.includes('name'))
    throw badRequest(
      'The CSV needs a header row with at least a "name" column (name, designation, idNumber, phone, bloodGroup, photo).',
    );
  if (body.length === 0) throw badRequest('The CSV has no rows below its header.');
  if (body.length > MAX_BULK_ROWS) throw badRequest(`At most ${MAX_BULK_ROWS} rows per file.`);
  const photos = photosOf(zip);
  const base = await prefill(app.db, scope, business.id);

  const rows = body.map((cells, i) => {
    const get = (k: string) => {
      const idx = columns.indexOf(k as never);
      const v = idx >= 0 ? cells[idx]?.trim() : undefined;
      return v ? v : null;
    };
    const row = {
      line: i + 2,
      name: get('name') ?? '',
      designation: get('designation'),
      idNumber: get('idNumber'),
      phone: get('phone'),
      bloodGroup: get('bloodGroup')?.toUpperCase().replace(/\s/g, '') ?? null,
      photo: get('photo'),
    };
    const content = pdfCardContentSchema.safeParse({
      ...base,
      templateCode: q.templateCode,
      registeredPhoneNumber: row.phone ?? base.registeredPhoneNumber,
      basicDetails: {
        ...base.basicDetails,
        name: row.name,
        designation: row.designation ?? '',
        idNumber: row.idNumber ?? '',
        bloodGroup: row.bloodGroup ?? '',
      },
    });
    const errors = content.success
      ? []
      : content.error.issues.map((issue) => {
          const field = String(issue.path[issue.path.length - 1] ?? '');
          const column = field === 'registeredPhoneNumber' ? 'phone' : field;
          return `${column}: ${issue.message}`;
        });
    if (row.photo && !photos.has(row.photo.toLowerCase()))
      errors.push(`photo: ${row.photo} is not in the photos zip.`);
    return { row: { ...row, errors }, content: content.success ? content.data : null };
  });

  const created: number[] = [];
  if (!q.dryRun)
    for (const { row, content } of rows) {
      if (!content || row.errors.length) continue;
      const bytes = row.photo ? photos.get(row.photo.toLowerCase()) : undefined;
      if (bytes) {
        try {
          const upload = await storeUpload(
            app.storage,
            { hierarchy1: 'pdf-card', hierarchy2: 'photo' },
            Buffer.from(bytes),
          );
          content.basicDetails.photo = upload.fileName;
        } catch (err) {
          row.errors.push(`photo: ${(err as Error).message}`);
          continue;
        }
      }
      created.push((await insertCard(app.db, scope, business, content)).pdfCardNo);
    }
  const answered = rows.map((r) => r.row);
  return { rows: answered, created, errorCount: answered.filter((r) => r.errors.length > 0).length };
}
