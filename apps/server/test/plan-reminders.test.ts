import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, formatCalendarDate, todayInIndia } from '@panel/shared/plans/dates.ts';
import { businesses } from '../src/db/schema/index.ts';
import type { Messenger, OutgoingMessage } from '../src/integrations/messaging/messenger.ts';
import { sendPlanReminders } from '../src/modules/notifications/plan-reminders.ts';
import { buildTestApp } from './helpers.ts';
import { customerWithBusiness } from './payments-fixtures.ts';

/** Renewal reminders (issue 13): once before a plan ends and once after, per plan end, on both databases. */
const t = await buildTestApp();
const silent = { warn: () => undefined } as never;

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

const withPlan = async (validTo: string) => {
  const c = await customerWithBusiness(t.app, t.ids.demoAgencyId);
  await t.app.db
    .update(businesses)
    .set({ activePlanName: 'Premium Monthly', expiryDateForCustomer: validTo })
    .where(eq(businesses.id, c.businessId));
  return c;
};

describe('renewal reminders', () => {
  it('sends one SMS in the last days and one after the end, never twice, and none outside those windows', async () => {
    const today = todayInIndia();
    const ending = await withPlan(addCalendarDays(today, 2));
    const ended = await withPlan(addCalendarDays(today, -1));
    const later = await withPlan(addCalendarDays(today, 20));
    const longGone = await withPlan(addCalendarDays(today, -30));

    const first = recorder();
    await sendPlanReminders(t.app.db, first, silent, today);
    const to = (phone: string | null | undefined) => first.sent.filter((m) => m.to === phone);
    expect(to(ending.user.phoneNumber)).toEqual([
      {
        to: ending.user.phoneNumber,
        channel: 'sms',
        text: expect.stringContaining(`ends on ${formatCalendarDate(addCalendarDays(today, 2))}`),
      },
    ]);
    expect(to(ending.user.phoneNumber)[0]?.text).toMatch(
      /^Demo Agency: your Premium Monthly for .+\/panel\/customer#upgrade$/,
    );
    expect(to(ended.user.phoneNumber)[0]?.text).toContain('ended on');
    expect(to(later.user.phoneNumber)).toEqual([]);
    expect(to(longGone.user.phoneNumber)).toEqual([]);

    // A second sweep (or another instance) sends nothing again.
    const second = recorder();
    await sendPlanReminders(t.app.db, second, silent, today);
    expect(
      second.sent.filter((m) => [ending.user.phoneNumber, ended.user.phoneNumber].includes(m.to)),
    ).toEqual([]);

    // Renewed to a new end date: that plan gets its own reminder when its time comes.
    await t.app.db
      .update(businesses)
      .set({ expiryDateForCustomer: addCalendarDays(today, 31) })
      .where(eq(businesses.id, ending.businessId));
    const renewed = recorder();
    await sendPlanReminders(t.app.db, renewed, silent, addCalendarDays(today, 29));
    expect(renewed.sent.filter((m) => m.to === ending.user.phoneNumber)).toHaveLength(1);
  });

  it('a message that fails to send is tried again on the next sweep', async () => {
    const today = todayInIndia();
    const c = await withPlan(addCalendarDays(today, 1));
    await sendPlanReminders(t.app.db, recorder(true), silent, today);
    const retry = recorder();
    await sendPlanReminders(t.app.db, retry, silent, today);
    expect(retry.sent.filter((m) => m.to === c.user.phoneNumber)).toHaveLength(1);
  });
});
