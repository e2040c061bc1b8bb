import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AppError, notFound } from '@panel/shared/errors.ts';
import {
  selectLabelOf,
  type PoliticalParty,
  type PoliticalPartyBody,
} from '@panel/shared/schemas/political-party.ts';
import type { Db } from '../../db/client.ts';
import { politicalParties } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';

/** The platform-wide party list of the political frame. */
const out = (r: typeof politicalParties.$inferSelect, storage: Storage): PoliticalParty => ({
  id: r.id,
  partyName: r.partyName,
  abbreviation: r.abbreviation,
  logoUrl: r.logoKey ? storage.url(r.logoKey) : null,
  selectLabel: selectLabelOf(r),
});

export async function listParties(db: Db, storage: Storage) {
  const rows = await db
    .select()
    .from(politicalParties)
    .orderBy(asc(politicalParties.displayOrder), asc(politicalParties.partyName));
  return { list: rows.map((r) => out(r, storage)), total: rows.length };
}

export async function updateParty(db: Db, storage: Storage, id: string, body: PoliticalPartyBody) {
  const [row] = await db.update(politicalParties).set(body).where(eq(politicalParties.id, id)).returning();
  if (!row) throw notFound('Party');
  return out(row, storage);
}

/** A logo normalised to a 256 px PNG (transparent corners kept), whatever image was uploaded. */
export async function setPartyLogo(db: Db, storage: Storage, id: string, upload: Buffer) {
  const [existing] = await db.select().from(politicalParties).where(eq(politicalParties.id, id));
  if (!existing) throw notFound('Party');
  const png = await sharp(upload, { limitInputPixels: 40_000_000 })
    .resize(256, 256, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
    .catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the logo as a JPEG, PNG or WebP image.');
    });
  const logoKey = `greetings/parties/${randomUUID()}.png`;
  await storage.put(logoKey, png, 'image/png');
  const [row] = await db
    .update(politicalParties)
    .set({ logoKey })
    .where(eq(politicalParties.id, id))
    .returning();
  if (!row) throw notFound('Party');
  if (existing.logoKey) await storage.delete(existing.logoKey);
  return out(row, storage);
}
