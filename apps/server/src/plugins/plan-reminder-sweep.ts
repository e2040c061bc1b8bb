import fp from 'fastify-plugin';
import { sendPlanReminders } from '../modules/notifications/plan-reminders.ts';
import { sweepEvery } from './sweep.ts';

/**
 * Sweeps for renewal reminders every PLAN_REMINDER_SWEEP_MINUTES. Each reminder is claimed in the
 * database before it is sent, so every instance may sweep.
 */
export default fp(
  async (app) => {
    sweepEvery(app, app.config.PLAN_REMINDER_SWEEP_MINUTES, 'plan reminder sweep', async () => {
      const sent = await sendPlanReminders(app.db, app.messenger, app.log);
      if (sent) app.log.info({ sent }, 'plan reminders sent');
    });
  },
  { name: 'plan-reminder-sweep' },
);
