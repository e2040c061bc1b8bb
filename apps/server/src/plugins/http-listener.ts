import net from 'node:net';
import type { FastifyListenOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Listens on `port` (0 picks a free one) with several sockets, all serving this app; main.ts
     * calls it instead of `listen`. Answers the port bound. Fails when anything already listens there.
     */
    listenHttp(port: number, host: string): Promise<number>;
  }
}

/**
 * How many sockets listen on the port. libuv accepts one connection per listening socket per turn
 * of the event loop (libuv/libuv#3696), and under load a turn serves hundreds of ready sockets: at
 * ~10 turns a second, 500 phones connecting at once waited up to 50 s in the kernel's queue and
 * timed out, while everyone already connected was answered in milliseconds (issue 15's mixed load:
 * All Businesses had 312 timeouts and no answer at all in 40 s with one socket, none with eight).
 * With SO_REUSEPORT the kernel spreads new connections over the sockets, and each accepts every turn.
 */
export const LISTENING_SOCKETS = 8;

/** Where the kernel spreads connections over reuse-port sockets (Node refuses the option elsewhere). */
const SPREADS_CONNECTIONS = process.platform === 'linux' || process.platform === 'freebsd';

/** Rejects with EADDRINUSE when something listens on the port: a reuse-port bind would share it silently. */
function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}

function listen(server: net.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, reusePort: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The plain HTTP listener: Fastify's own server on the port, and more sockets on the same port
 * whose connections go to that server (Node documents emitting 'connection' for this), so every
 * request runs the one app. All stop accepting when the app closes.
 */
export default fp(
  async (app) => {
    const extras: net.Server[] = [];
    app.decorate('listenHttp', async (port: number, host: string) => {
      if (!SPREADS_CONNECTIONS) {
        await app.listen({ port, host });
        return (app.server.address() as net.AddressInfo).port;
      }
      if (port !== 0) await assertPortFree(port, host);
      // Fastify hands its options to net's listen, which knows reusePort; Fastify's types do not.
      const options: FastifyListenOptions = Object.assign({ port, host }, { reusePort: true });
      await app.listen(options);
      const bound = app.server.address() as net.AddressInfo;
      for (let i = 1; i < LISTENING_SOCKETS; i++) {
        const extra = net.createServer((socket) => app.server.emit('connection', socket));
        await listen(extra, bound.port, bound.address);
        extras.push(extra);
      }
      return bound.port;
    });
    // Before Fastify's own close: no socket may accept while requests in flight finish. Not waited
    // for: the connections they accepted belong to Fastify's server, which closes the idle ones and
    // drains the rest; waiting here would hold the app open until each client's keep-alive ended
    // (72 s by Fastify's default, so a deploy's restart waited a minute).
    app.addHook('preClose', (done) => {
      for (const s of extras) s.close();
      done();
    });
  },
  { name: 'http-listener' },
);
