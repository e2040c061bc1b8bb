import fp from 'fastify-plugin';
import { sendPlanReminders } from '../modules/notifications/plan-reminders.ts';

const MINUTE = 60_000;

/**
 * Sweeps for renewal reminders every PLAN_REMINDER_SWEEP_MINUTES (the first sweep 5 minutes after
 * start, so a restart loop does not send in bursts). Each reminder is claimed in the database before
 * it is sent, so every instance may sweep.
 */
export default fp(
  async (app) => {
    const every = app.config.PLAN_REMINDER_SWEEP_MINUTES;
    if (every === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const sent = await sendPlanReminders(app.db, app.messenger, app.log);
        if (sent) app.log.info({ sent }, 'plan reminders sent');
      } catch (err) {
        app.log.error({ err }, 'plan reminder sweep failed');
      }
      timer = setTimeout(() => void sweep(), every * MINUTE).unref();
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(() => void sweep(), Math.min(5, every) * MINUTE).unref();
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'plan-reminder-sweep' },
);
