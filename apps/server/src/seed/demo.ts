import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defaultAgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { Role } from '@panel/shared/roles.ts';
import type { Db } from '../db/client.ts';
import { businesses, users } from '../db/schema/index.ts';
import { hashPassword, type PasswordCost } from '../modules/auth/passwords.ts';
import { ensureAgency, ensureDefaultAgency } from './agencies.ts';
import { seedGreetings } from './greetings.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import { seedDemoCard } from './cards.ts';
import { seedVideos } from './videos.ts';
import type { JobQueue } from '../integrations/jobs/queue.ts';
import { seedDemoPlans, seedDemoVideoPlans } from './plans.ts';
import { inSeedTransaction } from './in-transaction.ts';
import { seedDemoPdfCards } from './pdf-cards.ts';
import { seedDemoHistory } from './history.ts';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_STAFF: { phone: string; name: string; roles: Role[]; agency: 'demo' | 'solo' }[] = [
  { phone: '9000000001', name: 'Asha Superadmin', roles: ['superadmin', 'admin'], agency: 'demo' },
  { phone: '9000000002', name: 'Ravi Admin', roles: ['admin'], agency: 'demo' },
  { phone: '9000000003', name: 'Meera Creator', roles: ['creator'], agency: 'demo' },
  { phone: '9000000004', name: 'Farhan Franchisee', roles: ['franchisee'], agency: 'demo' },
  {
    phone: '9000000005',
    name: 'Kavya All-Cards',
    roles: ['franchisee-with-all-card-access'],
    agency: 'demo',
  },
  { phone: '9000000006', name: 'Sunil Solo Admin', roles: ['admin'], agency: 'solo' },
];

export interface DemoIds {
  demoAgencyId: string;
  soloAgencyId: string;
  customerId: string;
  businessId: string;
  staffIds: Record<string, string>;
}

async function ensureUser(db: Db, values: typeof users.$inferInsert): Promise<string> {
  const match = values.email
    ? eq(users.email, values.email)
    : eq(users.phoneNumber, values.phoneNumber ?? '');
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.agencyId, values.agencyId), eq(users.kind, values.kind), match, isNull(users.deletedAt)),
    );
  if (existing) return existing.id;
  const [created] = await db.insert(users).values(values).returning({ id: users.id });
  if (!created) throw new Error('user insert returned nothing');
  return created.id;
}

/** The demo world of the README. Idempotent: running it again changes nothing. */
export async function seedDemoCore(db: Db, defaultHosts: string[], cost: PasswordCost): Promise<DemoIds> {
  const demoAgencyId = await ensureDefaultAgency(db, defaultHosts);
  const solo = defaultAgencyConfiguration();
  solo.imagePost = { enableImagePost: false, isVideoPostsIncluded: false, allowAgencyExclusivePosts: false };
  solo.pdfCardConfig.enablePdfCardProduct = false;
  solo.video.enableVideo = false;
  const soloAgencyId = await ensureAgency(db, {
    name: 'Solo Cards',
    hosts: ['solo.localhost'],
    configuration: solo,
  });

  const passwordHash = await hashPassword(DEMO_PASSWORD, cost);
  const staffIds: Record<string, string> = {};
  for (const s of DEMO_STAFF) {
    staffIds[s.phone] = await ensureUser(db, {
      agencyId: s.agency === 'demo' ? demoAgencyId : soloAgencyId,
      kind: 'staff',
      phoneNumber: s.phone,
      name: s.name,
      roles: s.roles,
      permissions: [],
      passwordHash,
    });
  }
  const customerId = await ensureUser(db, {
    agencyId: demoAgencyId,
    kind: 'customer',
    phoneNumber: '9000000010',
    name: 'Rakesh Sharma',
    passwordHash,
  });
  await ensureUser(db, {
    agencyId: demoAgencyId,
    kind: 'customer',
    email: 'foreign.demo@example.com',
    isForeignUser: true,
    name: 'Olivia Foreign',
    passwordHash,
  });

  const [existing] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.ownerUserId, customerId), eq(businesses.businessName, 'Demo Traders')));
  let businessId = existing?.id;
  if (!businessId) {
    const [b] = await db
      .insert(businesses)
      .values({
        agencyId: demoAgencyId,
        ownerUserId: customerId,
        businessName: 'Demo Traders',
        ownerName: 'Rakesh Sharma',
        natureOfBusiness: 'Retailer',
        phoneNumbers: ['9000000010'],
        email: 'hello@demotraders.example',
        website: 'https://demotraders.example',
        address: { line1: '12, MG Road', city: 'Ahmedabad', state: 'Gujarat', pincode: '380009' },
      })
      .returning({ id: businesses.id });
    businessId = b?.id;
  }
  if (!businessId) throw new Error('business insert returned nothing');
  return { demoAgencyId, soloAgencyId, customerId, businessId, staffIds };
}

/**
 * All demo data: the core world, then each domain's demo content, one transaction per domain so a
 * start killed half way is completed by the next. Add a line per domain seed. With `storage` (the
 * app's), the greeting library's files are stored too; with the job queue as well, the promotional
 * video library and Demo Traders' video (rendered by the worker). With `history`, six months of Demo
 * Agency's customers (history.ts): a demo start asks for it; test templates do not.
 */
export async function seedDemo(
  db: Db,
  defaultHosts: string[],
  cost: PasswordCost,
  opts: { storage?: Storage; log?: FastifyBaseLogger; jobs?: JobQueue; history?: boolean } = {},
): Promise<DemoIds> {
  const ids = await inSeedTransaction(db, 'core', (tx) => seedDemoCore(tx, defaultHosts, cost));
  await inSeedTransaction(db, 'card', (tx) => seedDemoCard(tx, ids));
  await inSeedTransaction(db, 'plans', async (tx) => {
    // Every demo agency sells plans: a customer never sees "Upgrade" leading to "No plans yet".
    await seedDemoPlans(tx, ids.demoAgencyId);
    await seedDemoPlans(tx, ids.soloAgencyId);
    await seedDemoVideoPlans(tx, ids.demoAgencyId);
  });
  await inSeedTransaction(db, 'pdf-cards', (tx) => seedDemoPdfCards(tx, ids));
  if (opts.storage) await seedGreetings(db, opts.storage, { demoAgencyId: ids.demoAgencyId, log: opts.log });
  // The video library's renders are jobs, so it is seeded only where a queue (and its worker) runs.
  if (opts.storage && opts.jobs) await seedVideos(db, { storage: opts.storage, jobs: opts.jobs }, ids);
  // After the greeting library: the history's downloads name its posts.
  if (opts.history) await inSeedTransaction(db, 'history', (tx) => seedDemoHistory(tx, ids));
  opts.log?.info('demo seed: complete');
  return ids;
}
