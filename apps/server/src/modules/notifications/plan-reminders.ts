import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  addCalendarDays,
  daysUntil,
  formatCalendarDate,
  todayInIndia,
  type CalendarDate,
} from '@panel/shared/plans/dates.ts';
import { EXPIRY_WARNING_DAYS } from '@panel/shared/plans/rules.ts';
import type { Db } from '../../db/client.ts';
import { agencies, agencyHosts, businesses, planReminders, users } from '../../db/schema/index.ts';
import type { Messenger } from '../../integrations/messaging/messenger.ts';

/** Days after a plan ended that one "it has ended" reminder may still go out. */
const ENDED_WITHIN_DAYS = 7;

/**
 * The renewal reminders by SMS (e-mail for foreign customers): one in a plan's last
 * EXPIRY_WARNING_DAYS days and one in the week after it ends, each sent once per business and plan
 * end date. The row is claimed before the message goes, so instances sweeping at the same time send
 * it once; a message that fails to send gives its claim back for the next sweep.
 */
export async function sendPlanReminders(
  db: Db,
  messenger: Messenger,
  log: FastifyBaseLogger,
  today: CalendarDate = todayInIndia(),
): Promise<number> {
  const due = await db
    .select({
      businessId: businesses.id,
      businessName: businesses.businessName,
      planName: businesses.activePlanName,
      validTo: businesses.expiryDateForCustomer,
      agencyId: businesses.agencyId,
      agencyName: agencies.name,
      phoneNumber: users.phoneNumber,
      email: users.email,
      isForeignUser: users.isForeignUser,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .innerJoin(agencies, eq(agencies.id, businesses.agencyId))
    .where(
      and(
        isNull(businesses.deletedAt),
        isNull(users.deletedAt),
        gte(businesses.expiryDateForCustomer, addCalendarDays(today, -ENDED_WITHIN_DAYS)),
        lte(businesses.expiryDateForCustomer, addCalendarDays(today, EXPIRY_WARNING_DAYS)),
      ),
    )
    .orderBy(asc(businesses.expiryDateForCustomer))
    .limit(5000);

  let sent = 0;
  for (const b of due) {
    if (!b.validTo) continue;
    const to = b.isForeignUser ? b.email : b.phoneNumber;
    if (!to) continue;
    const kind = daysUntil(b.validTo, today) >= 0 ? 'expiring' : 'expired';
    const [claimed] = await db
      .insert(planReminders)
      .values({ businessId: b.businessId, validTo: b.validTo, kind })
      .onConflictDoNothing()
      .returning({ businessId: planReminders.businessId });
    if (!claimed) continue;
    const link = await renewLink(db, b.agencyId);
    const plan = b.planName ?? 'plan';
    const when = formatCalendarDate(b.validTo);
    const text =
      kind === 'expiring'
        ? `${b.agencyName}: your ${plan} for ${b.businessName} ends on ${when}. Renew to keep your digital card live: ${link}`
        : `${b.agencyName}: your ${plan} for ${b.businessName} ended on ${when}. Renew to bring your digital card back: ${link}`;
    try {
      await messenger.send({ to, channel: b.isForeignUser ? 'email' : 'sms', text });
      sent++;
    } catch (err) {
      log.warn({ err, businessId: b.businessId }, 'plan reminder not sent; retried on the next sweep');
      await db
        .delete(planReminders)
        .where(
          and(
            eq(planReminders.businessId, b.businessId),
            eq(planReminders.validTo, b.validTo),
            eq(planReminders.kind, kind),
          ),
        );
    }
  }
  return sent;
}

/** Where the customer renews: the upgrade dialog on the agency's first host. */
async function renewLink(db: Db, agencyId: string): Promise<string> {
  const [host] = await db
    .select({ host: agencyHosts.host })
    .from(agencyHosts)
    .where(eq(agencyHosts.agencyId, agencyId))
    .orderBy(asc(agencyHosts.createdAt))
    .limit(1);
  return `https://${host?.host ?? 'localhost'}/panel/customer#upgrade`;
}
