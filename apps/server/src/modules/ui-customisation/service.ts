import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '@panel/shared/errors.ts';
import type {
  PagePlacement,
  UiCustomisation,
  UiCustomisationBody,
  UiSection,
} from '@panel/shared/schemas/ui-customisation.ts';
import type { Db } from '../../db/client.ts';
import { uiCustomisations } from '../../db/schema/index.ts';
import { UUID_RE } from '../businesses/access.ts';

/**
 * UI customisation: per agency and page placement, the ordered sections customers see on the home
 * page and the daily-image page. COMMON sections appear on both pages, after the page's own.
 */
const out = (r: typeof uiCustomisations.$inferSelect): UiCustomisation => ({
  uiCustomisationId: r.id,
  pagePlacement: r.pagePlacement,
  sections: r.sections,
  updatedAt: r.updatedAt.toISOString(),
});

const PLACEMENT_ORDER: Record<PagePlacement, number> = { HOME_PAGE: 0, GREETING_IMAGE_PAGE: 1, COMMON: 2 };

export async function listCustomisations(db: Db, agencyId: string, placement?: PagePlacement) {
  const placements: PagePlacement[] | undefined =
    placement && placement !== 'COMMON' ? [placement, 'COMMON'] : placement ? ['COMMON'] : undefined;
  const rows = await db
    .select()
    .from(uiCustomisations)
    .where(
      and(
        eq(uiCustomisations.agencyId, agencyId),
        placements ? inArray(uiCustomisations.pagePlacement, placements) : undefined,
      ),
    )
    .orderBy(asc(uiCustomisations.pagePlacement));
  const list = rows
    .map(out)
    .sort((a, b) => PLACEMENT_ORDER[a.pagePlacement] - PLACEMENT_ORDER[b.pagePlacement]);
  return { list, total: list.length };
}

/** Creates or replaces the agency's sections for one placement; sections keep their metaIds. */
export async function saveCustomisation(
  db: Db,
  agencyId: string,
  body: UiCustomisationBody,
): Promise<UiCustomisation> {
  const sections: UiSection[] = body.sections.map((s) => ({
    metaId: s.metaId ?? randomUUID(),
    title: s.title,
    source: s.source,
    style: s.style,
    height: s.height,
    imageIds: s.source === 'POSTS' ? s.imageIds : [],
    imageSubcategoryIds: s.source === 'SUBCATEGORIES' ? s.imageSubcategoryIds : [],
  }));
  const [row] = await db
    .insert(uiCustomisations)
    .values({ agencyId, pagePlacement: body.pagePlacement, sections })
    .onConflictDoUpdate({
      target: [uiCustomisations.agencyId, uiCustomisations.pagePlacement],
      set: { sections, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('ui customisation upsert returned nothing');
  return out(row);
}

export async function deleteCustomisation(db: Db, agencyId: string, uiCustomisationId: string) {
  if (!UUID_RE.test(uiCustomisationId)) throw notFound('UI customisation');
  const [row] = await db
    .delete(uiCustomisations)
    .where(and(eq(uiCustomisations.id, uiCustomisationId), eq(uiCustomisations.agencyId, agencyId)))
    .returning({ id: uiCustomisations.id });
  if (!row) throw notFound('UI customisation');
  return { uiCustomisationId: row.id };
}

/** One section of the caller's agency, for GET /api/v1/image-post?uiCustomisationId&metaId. */
export async function findSection(
  db: Db,
  agencyId: string,
  uiCustomisationId: string,
  metaId: string,
): Promise<UiSection> {
  if (!UUID_RE.test(uiCustomisationId)) throw notFound('Section');
  const [row] = await db
    .select({ sections: uiCustomisations.sections })
    .from(uiCustomisations)
    .where(and(eq(uiCustomisations.id, uiCustomisationId), eq(uiCustomisations.agencyId, agencyId)));
  const section = row?.sections.find((s) => s.metaId === metaId);
  if (!section) throw notFound('Section');
  return section;
}
