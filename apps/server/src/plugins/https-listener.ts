import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { decodeKey32 } from '../config.ts';
import { unseal } from '../modules/ssl/sealed.ts';
import { servedCertificate } from '../modules/ssl/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serves this app over HTTPS too, each agency host with its own certificate (SNI). main.ts calls
     * it when HTTPS_PORT is set; answers the port actually bound (0 picks a free one).
     */
    listenHttps(port: number, host: string): Promise<number>;
  }
}

/**
 * The HTTPS listener. One Fastify instance owns exactly one server, and the plain HTTP one must stay
 * (the CA's HTTP-01 check comes over port 80; a proxy may terminate TLS itself), so this is a second
 * node server whose request handler is `app.routing`: the very handler Fastify's own server runs
 * (hooks, tenant, sessions, 503 while closing), so both listeners serve one app, with no copy of it.
 * `req.protocol` is 'https' there (the socket is encrypted), so Secure cookies and links follow.
 *
 * The certificate is chosen per handshake by SNI from the `certificates` table, and the secure
 * context kept in memory until anything is written, here or on another instance
 * (plugins/memory-caches.ts): a new or renewed certificate is served at the next handshake. A host
 * without a certificate (or no SNI at all) has no context, so its handshake fails.
 */
export default fp(
  async (app) => {
    const sealingKey = decodeKey32(app.config.CERT_ENCRYPTION_KEY);
    if (!sealingKey) throw new Error('CERT_ENCRYPTION_KEY is not 32 bytes');
    // Bounded, because SNI names are the client's to choose.
    const contexts = new LRUCache<string, { context: tls.SecureContext | null }>({ max: 10_000 });
    app.memoryCaches.onDrop(() => contexts.clear());

    const contextFor = async (host: string): Promise<tls.SecureContext | null> => {
      const served = await servedCertificate(app.db, host);
      if (!served) return null;
      try {
        const key = unseal(sealingKey, served.sealedKey, host);
        return tls.createSecureContext({ key, cert: served.certificatePem });
      } catch (err) {
        app.log.error({ err, host }, 'stored certificate key unreadable (CERT_ENCRYPTION_KEY changed?)');
        return null;
      }
    };

    const SNICallback = (servername: string, done: (err: Error | null, ctx?: tls.SecureContext) => void) => {
      const host = servername.toLowerCase();
      const hit = contexts.get(host);
      if (hit) return done(null, hit.context ?? undefined);
      const generation = app.memoryCaches.generation;
      contextFor(host).then(
        (context) => {
          if (generation === app.memoryCaches.generation) contexts.set(host, { context });
          done(null, context ?? undefined);
        },
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
      );
    };

    let server: https.Server | undefined;
    app.decorate('listenHttps', async (port: number, host: string) => {
      const s = https.createServer({ SNICallback }, app.routing);
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, host, () => {
          s.off('error', reject);
          resolve();
        });
      });
      server = s;
      return (s.address() as AddressInfo).port;
    });
    app.addHook('onClose', async () => {
      if (!server) return;
      const s = server;
      // Node's close() ends idle keep-alive connections and lets requests in flight finish.
      await new Promise<void>((resolve) => s.close(() => resolve()));
    });
  },
  { name: 'https-listener', dependencies: ['memory-caches'] },
);
