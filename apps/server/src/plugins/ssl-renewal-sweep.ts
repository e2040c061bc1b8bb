import fp from 'fastify-plugin';
import { renewDueCertificates, sslDeps } from '../modules/ssl/service.ts';
import { sweepEvery } from './sweep.ts';

/**
 * Renews agency hosts' certificates 30 days before they expire, every SSL_RENEWAL_SWEEP_MINUTES
 * (default 12 hours). Each due certificate is claimed in the database, so every instance may sweep.
 */
export default fp(
  async (app) => {
    sweepEvery(app, app.config.SSL_RENEWAL_SWEEP_MINUTES, 'certificate renewal sweep', async () => {
      const renewing = await renewDueCertificates(sslDeps(app));
      if (renewing.length) app.log.info({ hosts: renewing }, 'renewing certificates');
    });
  },
  { name: 'ssl-renewal-sweep', dependencies: ['jobs', 'memory-caches'] },
);
