import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PagePlacement, UiSection } from '@panel/shared/schemas/ui-customisation.ts';
import { agencies } from './agencies.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/** What an agency's customers see on a page: one ordered list of sections per page placement. */
export const uiCustomisations = pgTable(
  'ui_customisations',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    pagePlacement: text('page_placement').$type<PagePlacement>().notNull(),
    sections: jsonb('sections').$type<UiSection[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ui_customisations_placement_uq').on(t.agencyId, t.pagePlacement)],
);
