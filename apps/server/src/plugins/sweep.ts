import type { AppInstance } from '../app-types.ts';

const MINUTE = 60_000;

/**
 * Runs `sweep` every `minutes` (0: never), the first time 5 minutes after start (sooner when the
 * period is shorter) so a restart loop does not sweep in bursts. A failed sweep is logged and the
 * next one runs on time. Sweeps claim their work in the database, so every instance may run them.
 */
export function sweepEvery(app: AppInstance, minutes: number, name: string, sweep: () => Promise<void>) {
  if (minutes === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await sweep();
    } catch (err) {
      app.log.error({ err }, `${name} failed`);
    }
    timer = setTimeout(() => void run(), minutes * MINUTE).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(() => void run(), Math.min(5, minutes) * MINUTE).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
