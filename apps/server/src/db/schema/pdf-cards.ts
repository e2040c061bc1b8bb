import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PdfCardDetails, PdfCardStatus } from '@panel/shared/schemas/pdf-card.ts';
import { agencies } from './agencies.ts';
import { businesses } from './businesses.ts';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';

export const pdfCardNoSeq = pgSequence('pdf_card_no_seq', { startWith: 5001 });

/** PDF ID cards: several per business (the owner and its staff), each printed from one template. */
export const pdfCards = pgTable(
  'pdf_cards',
  {
    id: id(),
    pdfCardNo: integer('pdf_card_no')
      .notNull()
      .default(sql`nextval('pdf_card_no_seq')`),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    templateCode: text('template_code').notNull(),
    status: text('status').$type<PdfCardStatus>().notNull().default('active'),
    companyName: text('company_name').notNull(),
    registeredPhoneNumber: text('registered_phone_number').notNull(),
    mails: jsonb('mails').$type<string[]>().notNull().default([]),
    basicDetails: jsonb('basic_details').$type<PdfCardDetails>().notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('pdf_cards_pdf_card_no_uq').on(t.pdfCardNo),
    index('pdf_cards_business_idx').on(t.businessId),
    index('pdf_cards_agency_idx').on(t.agencyId),
  ],
);
