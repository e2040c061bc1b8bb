import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencies, pdfCards } from '../db/schema/index.ts';
import { creditDirect } from '../modules/payments/crediting.ts';
import type { DemoIds } from './demo.ts';

/** Demo Agency's single-purchase price for one PDF ID card (₹99). */
export const DEMO_PDF_CARD_PLAN = { id: 'pdf-single', price: 9900 } as const;

/**
 * Demo PDF ID cards (idempotent): Demo Agency sells the single purchase at ₹99, and Demo Traders has
 * two cards, the owner's (paid, manual record) and a staff member's with a Hindi name (unpaid, so it
 * downloads with SAMPLE until someone buys it).
 */
export async function seedDemoPdfCards(db: Db, ids: DemoIds): Promise<void> {
  const [a] = await db.select().from(agencies).where(eq(agencies.id, ids.demoAgencyId));
  if (a && a.configuration.pdfCardConfig.customerPlans.length === 0)
    await db
      .update(agencies)
      .set({
        configuration: {
          ...a.configuration,
          pdfCardConfig: { ...a.configuration.pdfCardConfig, customerPlans: [{ ...DEMO_PDF_CARD_PLAN }] },
        },
      })
      .where(eq(agencies.id, ids.demoAgencyId));

  const existing = await db
    .select({ no: pdfCards.pdfCardNo })
    .from(pdfCards)
    .where(and(eq(pdfCards.businessId, ids.businessId), isNull(pdfCards.deletedAt)))
    .limit(1);
  if (existing.length > 0) return;
  const common = {
    agencyId: ids.demoAgencyId,
    businessId: ids.businessId,
    companyName: 'Demo Traders',
    registeredPhoneNumber: '+919000000010',
    mails: ['hello@demotraders.in'],
    createdByUserId: ids.customerId,
  };
  const details = {
    address: '12 MG Road, Shivaji Nagar, Pune, Maharashtra 411005',
    website: 'https://demotraders.in/',
    validTill: '2027-03-31',
  };
  const [ownerCard] = await db
    .insert(pdfCards)
    .values({
      ...common,
      templateCode: 'pdf-landscape-band',
      basicDetails: {
        ...details,
        name: 'Rakesh Sharma',
        designation: 'Owner',
        idNumber: 'DT-001',
        bloodGroup: 'O+',
      },
    })
    .returning();
  await db.insert(pdfCards).values({
    ...common,
    templateCode: 'pdf-portrait-ribbon',
    basicDetails: {
      ...details,
      name: 'सुनीता वर्मा',
      designation: 'Store Manager',
      idNumber: 'DT-002',
      bloodGroup: 'B+',
      emergencyContact: '+919000000011',
    },
  });
  if (ownerCard)
    await creditDirect(db, {
      agencyId: ids.demoAgencyId,
      kind: 'pdf_card',
      businessId: ids.businessId,
      userId: null,
      createdBy: ids.staffIds['9000000002'] ?? null,
      plan: null,
      amountPaise: DEMO_PDF_CARD_PLAN.price,
      throughGateway: false,
      isManualUpdate: true,
      pdfCardNo: ownerCard.pdfCardNo,
    });
}
