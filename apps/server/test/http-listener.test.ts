import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import httpListener, { LISTENING_SOCKETS } from '../src/plugins/http-listener.ts';

/** Sockets listening on `port` over IPv4, read from the kernel's table (Linux). */
function listeningSockets(port: number): number {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .filter((line) => {
      const [, local, , state] = line.trim().split(/\s+/);
      return local?.endsWith(`:${portHex}`) && state === '0A';
    }).length;
}

async function app() {
  const a = Fastify();
  await a.register(httpListener);
  a.get('/hello', async () => ({ hello: 'world' }));
  await a.ready();
  opened.push(a);
  return a;
}
const opened: Awaited<ReturnType<typeof Fastify>>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((a) => a.close()));
});

/** A GET on a new connection each time (no keep-alive), as many phones opening the card would. */
const get = (port: number) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/hello', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

describe('the HTTP listener', () => {
  it.runIf(existsSync('/proc/net/tcp'))(
    'listens with several sockets on one port, every connection served by the app',
    async () => {
      const a = await app();
      const port = await a.listenHttp(0, '127.0.0.1');
      expect(listeningSockets(port)).toBe(LISTENING_SOCKETS);
      const answers = await Promise.all(Array.from({ length: 200 }, () => get(port)));
      expect(answers.every((status) => status === 200)).toBe(true);
    },
  );

  it('refuses a port something already listens on, and the first keeps serving', async () => {
    const first = await app();
    const port = await first.listenHttp(0, '127.0.0.1');
    const second = await app();
    await expect(second.listenHttp(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(await get(port)).toBe(200);
  });

  it('frees the port when the app closes: every socket stops listening', async () => {
    const a = await app();
    const port = await a.listenHttp(0, '127.0.0.1');
    await a.close();
    const plain = net.createServer();
    await new Promise<void>((resolve, reject) => {
      plain.once('error', reject);
      plain.listen({ port, host: '127.0.0.1' }, resolve);
    });
    await new Promise((resolve) => plain.close(resolve));
  });

  it('closes at once while clients hold idle keep-alive connections on any of its sockets', async () => {
    const a = await app();
    const port = await a.listenHttp(0, '127.0.0.1');
    // Enough connections that the kernel puts some on every socket (the chance all 32 land on one
    // is 8^-31), each left open by the client after its answer, as browsers do.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const sockets: net.Socket[] = [];
    const statuses = await Promise.all(
      Array.from(
        { length: 32 },
        () =>
          new Promise<number>((resolve, reject) => {
            http
              .get({ port, host: '127.0.0.1', path: '/hello', agent }, (res) => {
                sockets.push(res.socket);
                res.resume();
                res.on('end', () => resolve(res.statusCode ?? 0));
              })
              .on('error', reject);
          }),
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(new Set(sockets).size).toBe(32);
    // Fastify keeps an idle connection for 72 s; the app must not wait for the client to end it.
    const closed = await Promise.race([
      a.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open after 10 s'), 10_000)),
    ]);
    expect(closed).toBe('closed');
    // And it has ended them: every client connection closes.
    const ended = await Promise.race([
      Promise.all(sockets.map((s) => s.destroyed || new Promise((resolve) => s.once('close', resolve)))).then(
        () => 'all closed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('some still open after 10 s'), 10_000)),
    ]);
    expect(ended).toBe('all closed');
    agent.destroy();
  });
});
