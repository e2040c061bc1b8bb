import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, formatCalendarDate, todayInIndia } from '@panel/shared/plans/dates.ts';
import { adminNotifications, businesses } from '../src/db/schema/index.ts';
import type { Messenger, OutgoingMessage } from '../src/integrations/messaging/messenger.ts';
import { sendPlanReminders } from '../src/modules/notifications/plan-reminders.ts';
import { buildTestApp } from './helpers.ts';
import { customerWithBusiness } from './payments-fixtures.ts';

/**
 * Renewal reminders (issue 13): an SMS 7 days and 1 day before a plan ends, each once per plan end;
 * the 7-day one also tells staff in their bell. On both databases.
 */
const t = await buildTestApp();
const silent = { warn: () => undefined } as never;
const today = todayInIndia();

function recorder(fail = false): Messenger & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(m) {
      if (fail) throw new Error('relay down');
      sent.push(m);
    },
  };
}

async function withPlan(validFrom: string, validTo: string) {
  const c = await customerWithBusiness(t.app, t.ids.demoAgencyId);
  await t.app.db
    .update(businesses)
    .set({ activePlanName: 'Premium Monthly', planValidFrom: validFrom, expiryDateForCustomer: validTo })
    .where(eq(businesses.id, c.businessId));
  return c;
}

const sweep = async (day: string, messenger = recorder()) => {
  await sendPlanReminders(t.app.db, messenger, silent, day);
  return messenger;
};
const sentTo = (m: { sent: OutgoingMessage[] }, phone: string | null) => m.sent.filter((s) => s.to === phone);
const staffNotices = (businessId: string) =>
  t.app.db
    .select()
    .from(adminNotifications)
    .where(and(eq(adminNotifications.businessId, businessId), eq(adminNotifications.kind, 'PLAN_EXPIRING')));

describe('renewal reminders', () => {
  it('7 days and 1 day before the end, once each; staff hear at 7 days; none too early or after the end', async () => {
    const month = await withPlan(addCalendarDays(today, -24), addCalendarDays(today, 6));
    const later = await withPlan(addCalendarDays(today, -10), addCalendarDays(today, 20));
    const ended = await withPlan(addCalendarDays(today, -40), addCalendarDays(today, -2));

    const first = await sweep(today);
    expect(sentTo(first, month.user.phoneNumber)).toEqual([
      {
        to: month.user.phoneNumber,
        channel: 'sms',
        text: expect.stringMatching(
          new RegExp(
            `^Demo Agency: your Premium Monthly for .+ ends on ${formatCalendarDate(addCalendarDays(today, 6))}\\. Renew to keep your digital card live: https://.+/panel/customer#upgrade$`,
          ),
        ),
      },
    ]);
    expect(await staffNotices(month.businessId)).toEqual([
      expect.objectContaining({ title: 'Plan ending soon', link: '/admin/businesses' }),
    ]);
    expect(sentTo(first, later.user.phoneNumber)).toEqual([]);
    expect(sentTo(first, ended.user.phoneNumber)).toEqual([]);

    // Swept again the same day (or by another instance): nothing more.
    expect(sentTo(await sweep(today), month.user.phoneNumber)).toEqual([]);
    // The day before the end: the last reminder, staff are not told twice.
    expect(sentTo(await sweep(addCalendarDays(today, 5)), month.user.phoneNumber)).toHaveLength(1);
    expect(sentTo(await sweep(addCalendarDays(today, 6)), month.user.phoneNumber)).toEqual([]);
    expect(await staffNotices(month.businessId)).toHaveLength(1);
  });

  it('a 7-day free trial gets only the 1-day reminder, not a week’s warning on its first day', async () => {
    const trial = await withPlan(today, addCalendarDays(today, 6));
    expect(sentTo(await sweep(today), trial.user.phoneNumber)).toEqual([]);
    expect(sentTo(await sweep(addCalendarDays(today, 5)), trial.user.phoneNumber)).toHaveLength(1);
  });

  it('a message that fails to send is tried again on the next sweep; a renewed plan gets its own', async () => {
    const c = await withPlan(addCalendarDays(today, -29), addCalendarDays(today, 1));
    await sweep(today, recorder(true));
    expect(sentTo(await sweep(today), c.user.phoneNumber)).toHaveLength(1);

    await t.app.db
      .update(businesses)
      .set({ expiryDateForCustomer: addCalendarDays(today, 31) })
      .where(eq(businesses.id, c.businessId));
    expect(sentTo(await sweep(addCalendarDays(today, 30)), c.user.phoneNumber)).toHaveLength(1);
  });
});
