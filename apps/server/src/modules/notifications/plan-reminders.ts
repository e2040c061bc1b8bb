import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  addCalendarDays,
  daysUntil,
  formatCalendarDate,
  todayInIndia,
  type CalendarDate,
} from '@panel/shared/plans/dates.ts';
import type { Db } from '../../db/client.ts';
import { agencies, agencyHosts, businesses, planReminders, users } from '../../db/schema/index.ts';
import type { Messenger } from '../../integrations/messaging/messenger.ts';
import { intlLocale, isLanguage } from '@panel/shared/i18n/languages.ts';
import { smsTexts } from '../../i18n/sms.ts';
import { planEndingSoon } from './notices.ts';
import { notify } from './service.ts';

/** Days before a plan's last day that the two reminders go out. */
export const REMINDER_DAYS = { week: 7, day: 1 } as const;
type ReminderKind = keyof typeof REMINDER_DAYS;

/** The reminder due today for a plan, if any: 'week' in its last 7 days (not for plans that short), 'day' on its last 2. */
function reminderDue(
  validFrom: CalendarDate | null,
  validTo: CalendarDate,
  today: CalendarDate,
): ReminderKind | null {
  const left = daysUntil(validTo, today);
  if (left < 0) return null;
  if (left <= REMINDER_DAYS.day) return 'day';
  // A week's warning on a plan of a week or less (a free trial) would arrive with the plan itself.
  const long = validFrom === null || daysUntil(validTo, validFrom) > REMINDER_DAYS.week;
  return left <= REMINDER_DAYS.week && long ? 'week' : null;
}

/**
 * Renewal reminders by SMS (e-mail for foreign customers) 7 days and 1 day before a plan ends, each
 * sent once per business and plan end date; the 7-day one also tells the agency's staff in their
 * bell. A reminder is claimed in plan_reminders before it goes, so instances sweeping at the same time
 * send it once; a message that fails to send gives its claim back for the next sweep.
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
      validFrom: businesses.planValidFrom,
      validTo: businesses.expiryDateForCustomer,
      agencyId: businesses.agencyId,
      agencyName: agencies.name,
      phoneNumber: users.phoneNumber,
      email: users.email,
      isForeignUser: users.isForeignUser,
      preference: users.preference,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .innerJoin(agencies, eq(agencies.id, businesses.agencyId))
    .where(
      and(
        isNull(businesses.deletedAt),
        isNull(users.deletedAt),
        gte(businesses.expiryDateForCustomer, today),
        lte(businesses.expiryDateForCustomer, addCalendarDays(today, REMINDER_DAYS.week)),
      ),
    )
    .orderBy(asc(businesses.expiryDateForCustomer))
    .limit(5000);

  let sent = 0;
  for (const b of due) {
    if (!b.validTo) continue;
    const to = b.isForeignUser ? b.email : b.phoneNumber;
    const kind = reminderDue(b.validFrom, b.validTo, today);
    if (!to || !kind) continue;
    const [claimed] = await db
      .insert(planReminders)
      .values({ businessId: b.businessId, validTo: b.validTo, kind })
      .onConflictDoNothing()
      .returning({ businessId: planReminders.businessId });
    if (!claimed) continue;
    const plan = b.planName ?? 'plan';
    const when = formatCalendarDate(b.validTo);
    // In the language the customer reads the panel in.
    const language = isLanguage(b.preference.language) ? b.preference.language : 'en';
    const text = smsTexts(language).planEnding({
      agency: b.agencyName,
      plan,
      business: b.businessName,
      date: formatCalendarDate(b.validTo, intlLocale(language)),
      link: await renewLink(db, b.agencyId),
    });
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
      continue;
    }
    if (kind === 'week')
      await notify(
        db,
        planEndingSoon(b.agencyId, { id: b.businessId, businessName: b.businessName }, plan, when),
        log,
      );
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
