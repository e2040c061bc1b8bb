import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import * as acme from 'acme-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSL_TEXTS, type HostCertificate } from '@panel/shared/schemas/ssl.ts';
import { decodeKey32 } from '../src/config.ts';
import { certificates } from '../src/db/schema/index.ts';
import { unseal } from '../src/modules/ssl/sealed.ts';
import { renewDueCertificates, sslDeps, sslStatus } from '../src/modules/ssl/service.ts';
import { buildTestApp, Client, loginStaff, signUpCustomer, SOLO_HOST } from './helpers.ts';

/**
 * SSL per agency host (issue 14) end to end: Debian's Pebble (Let's Encrypt's ACME test server) is
 * the CA, validating HTTP-01 for real against this app's HTTP listener; pebble-challtestsrv (same
 * package) is its DNS, answering 127.0.0.1 for every name. The HTTPS listener is then asked for each
 * host by SNI, and a renewal is forced by moving the sweep's clock to 29 days before expiry.
 */
const PEBBLE = '/usr/bin/pebble';
const CHALLTESTSRV = '/usr/bin/pebble-challtestsrv';
const hasPebble = existsSync(PEBBLE) && existsSync(CHALLTESTSRV);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Whether something listens on the port. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

const pebblePort = await freePort();
const { app, config } = await buildTestApp({
  env: { ACME_DIRECTORY_URL: `https://127.0.0.1:${pebblePort}/dir`, SSL_RENEWAL_SWEEP_MINUTES: '0' },
});
const tag = () => crypto.randomUUID().slice(0, 8);
const sealingKey = decodeKey32(config.CERT_ENCRYPTION_KEY) as Buffer;

async function newAgency(superadmin: Client, hosts: string[]) {
  const made = await superadmin.post('/api/v1/agency', { agency: { agencyName: 'Secure Agency', hosts } });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.agencyId as string;
}

describe('createSsl refusals', () => {
  it('only the platform (superadmin and admin) may ask, for an agency that exists, with a well-formed body', async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const agencyId = await newAgency(superadmin, [`refuse-${tag()}.example.com`]);
    for (const phone of ['9000000002', '9000000003', '9000000004', '9000000005']) {
      const staff = await loginStaff(app, phone);
      expect((await staff.post('/api/v1/createSsl', { agencyId })).statusCode, phone).toBe(403);
      expect((await staff.get(`/api/v1/agency/ssl?agencyId=${agencyId}`)).statusCode, phone).toBe(403);
    }
    const otherAgencyAdmin = await loginStaff(app, '9000000006', SOLO_HOST);
    expect((await otherAgencyAdmin.post('/api/v1/createSsl', { agencyId })).statusCode).toBe(403);
    const { client: customer } = await signUpCustomer(app);
    expect((await customer.post('/api/v1/createSsl', { agencyId })).statusCode).toBe(403);
    expect((await new Client(app).post('/api/v1/createSsl', { agencyId })).statusCode).toBe(401);

    const unknown = await superadmin.post('/api/v1/createSsl', { agencyId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.message).toBe('Agency not found.');
    expect((await superadmin.get(`/api/v1/agency/ssl?agencyId=${crypto.randomUUID()}`)).statusCode).toBe(404);
    for (const body of [{}, { agencyId: 'not-an-id' }, { agencyId: 42 }]) {
      const bad = await superadmin.post('/api/v1/createSsl', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().data.fields).toHaveProperty('agencyId');
    }
    // Nothing was requested by any refused call.
    expect(await app.db.select().from(certificates).where(eq(certificates.agencyId, agencyId))).toEqual([]);
  });

  it('answers an unknown ACME challenge token with 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/.well-known/acme-challenge/nothing-here' });
    expect(res.statusCode).toBe(404);
  });
});

describe.skipIf(!hasPebble)(
  `certificates from an ACME CA${hasPebble ? '' : ' (skipped: /usr/bin/pebble is absent; apt-get install pebble)'}`,
  () => {
    const work = mkdtempSync(path.join(tmpdir(), 'pebble-'));
    const children: ChildProcess[] = [];
    const previousAgent = acme.axios.defaults.httpsAgent as unknown;

    beforeAll(async () => {
      // The CA must reach our HTTP listener on the port it validates (pebble's httpPort).
      await app.listen({ port: 0, host: '127.0.0.1' });
      const httpPort = (app.server.address() as net.AddressInfo).port;
      const [dnsPort, managementPort, challtestManagementPort] = await Promise.all([
        freePort(),
        freePort(),
        freePort(),
      ]);
      // Pebble's own HTTPS listener needs a certificate; Debian ships none, so make one.
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:P-256',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          path.join(work, 'key.pem'),
          '-out',
          path.join(work, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      writeFileSync(
        path.join(work, 'pebble.json'),
        JSON.stringify({
          pebble: {
            listenAddress: `127.0.0.1:${pebblePort}`,
            managementListenAddress: `127.0.0.1:${managementPort}`,
            certificate: path.join(work, 'cert.pem'),
            privateKey: path.join(work, 'key.pem'),
            httpPort,
            tlsPort: httpPort,
            ocspResponderURL: '',
            externalAccountBindingRequired: false,
          },
        }),
      );
      const start = (bin: string, args: string[], env: Record<string, string> = {}) => {
        const child = spawn(bin, args, {
          env: { ...process.env, ...env },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let errors = '';
        child.stderr?.on('data', (d: Buffer) => (errors = (errors + d.toString()).slice(-4000)));
        child.on('exit', (code) => {
          if (code) console.error(`${bin} exited ${code}: ${errors}`);
        });
        children.push(child);
      };
      // Every name resolves to 127.0.0.1, and only over IPv4 (our listener is on 127.0.0.1).
      start(CHALLTESTSRV, [
        '-dns01',
        `127.0.0.1:${dnsPort}`,
        '-http01',
        '',
        '-https01',
        '',
        '-tlsalpn01',
        '',
        '-management',
        `127.0.0.1:${challtestManagementPort}`,
        '-defaultIPv6',
        '',
      ]);
      start(PEBBLE, ['-config', path.join(work, 'pebble.json'), '-dnsserver', `127.0.0.1:${dnsPort}`], {
        PEBBLE_VA_NOSLEEP: '1',
        PEBBLE_WFE_NONCEREJECT: '0',
        PEBBLE_AUTHZREUSE: '0',
      });
      // acme-client speaks to Pebble over HTTPS with the certificate made above.
      acme.axios.defaults.httpsAgent = new https.Agent({ ca: readFileSync(path.join(work, 'cert.pem')) });
      // Up once its port takes a connection: asked through acme-client's axios instead, a refused
      // first try is retried only after that client's 5 s delay.
      const deadline = Date.now() + 15_000;
      while (!(await accepts(pebblePort))) {
        if (Date.now() > deadline) throw new Error('pebble did not start');
        await new Promise((r) => setTimeout(r, 50));
      }
    });

    afterAll(() => {
      acme.axios.defaults.httpsAgent = previousAgent;
      for (const child of children) child.kill();
      rmSync(work, { recursive: true, force: true });
    });

    /** Agency Management polls while any host is pending; so does this. */
    async function settled(superadmin: Client, agencyId: string): Promise<HostCertificate[]> {
      const deadline = Date.now() + 40_000;
      for (;;) {
        const res = await superadmin.get(`/api/v1/agency/ssl?agencyId=${agencyId}`);
        expect(res.statusCode, res.body).toBe(200);
        const hosts = res.json().data.hosts as HostCertificate[];
        if (!hosts.some((h) => h.status === 'pending')) return hosts;
        if (Date.now() > deadline) throw new Error(`still pending: ${res.body}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }

    /** The certificate the HTTPS listener presents for a server name. */
    const presented = (port: number, servername: string) =>
      new Promise<tls.PeerCertificate>((resolve, reject) => {
        const socket = tls.connect({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => {
          resolve(socket.getPeerCertificate());
          socket.end();
        });
        socket.on('error', reject);
      });

    it('issues a certificate per host, serves each by SNI, and renews it 30 days before expiry', async () => {
      const superadmin = await loginStaff(app, '9000000001');
      const id = tag();
      const [a, b] = [`shop-${id}.ssltest.example.com`, `www.shop-${id}.ssltest.example.com`];
      const local = `shop-${id}.localhost`;
      const agencyId = await newAgency(superadmin, [a, b, '10.20.30.40', local]);

      const deps = sslDeps(app);
      const asked = await superadmin.post('/api/v1/createSsl', { agencyId });
      expect(asked.statusCode, asked.body).toBe(200);
      const byHost = (hosts: HostCertificate[]) => Object.fromEntries(hosts.map((h) => [h.host, h]));
      expect(byHost(asked.json().data.hosts)).toMatchObject({
        [a]: { status: 'pending' },
        [b]: { status: 'pending' },
        '10.20.30.40': { status: 'skipped', message: SSL_TEXTS.ipAddress },
        [local]: { status: 'skipped', message: SSL_TEXTS.localName },
      });

      const done = byHost(await settled(superadmin, agencyId));
      expect(done[a], JSON.stringify(done[a])).toMatchObject({ status: 'valid', message: null });
      expect(done[b], JSON.stringify(done[b])).toMatchObject({ status: 'valid' });
      expect(Date.parse(done[a]?.expiresAt ?? '')).toBeGreaterThan(Date.now());

      // The key is stored sealed, opens only with CERT_ENCRYPTION_KEY and its own host.
      const [row] = await app.db.select().from(certificates).where(eq(certificates.host, a));
      expect(row?.sealedKey).not.toContain('PRIVATE KEY');
      expect(unseal(sealingKey, row?.sealedKey ?? '', a)).toContain('PRIVATE KEY');
      expect(() => unseal(sealingKey, row?.sealedKey ?? '', b)).toThrow();
      // After CERT_ENCRYPTION_KEY changes, the status says so instead of "Valid".
      const rotated = await sslStatus(
        { db: app.db, acme: { ...deps.acme, sealingKey: randomBytes(32) } },
        agencyId,
      );
      expect(byHost(rotated.hosts)[a]).toMatchObject({ status: 'failed', message: SSL_TEXTS.keyUnreadable });

      // Each host gets its own certificate over HTTPS, and the same app answers there.
      const httpsPort = await app.listenHttps(0, '127.0.0.1');
      const certA = await presented(httpsPort, a);
      const certB = await presented(httpsPort, b);
      expect(certA.subjectaltname).toBe(`DNS:${a}`);
      expect(certB.subjectaltname).toBe(`DNS:${b}`);
      await expect(presented(httpsPort, `nobody-${id}.example.com`)).rejects.toThrow();
      const details = await new Promise<{ agencyId: string }>((resolve, reject) => {
        https
          .get(
            {
              host: '127.0.0.1',
              port: httpsPort,
              servername: a,
              headers: { host: a },
              path: '/api/v1/agency-details',
              rejectUnauthorized: false,
            },
            (res) => {
              let body = '';
              res.on('data', (d: Buffer) => (body += d.toString()));
              res.on('end', () => resolve(JSON.parse(body).data));
            },
          )
          .on('error', reject);
      });
      expect(details.agencyId).toBe(agencyId);

      // Not due yet: nothing renews. 29 days before expiry: both renew, and the new one is served.
      expect(await renewDueCertificates(deps)).not.toContain(a);
      const notAfter = new X509Certificate(row?.certificatePem ?? '').validToDate;
      const renewing = await renewDueCertificates(deps, new Date(notAfter.getTime() - 29 * 86_400_000));
      expect(renewing).toEqual(expect.arrayContaining([a, b]));
      expect(byHost(await settled(superadmin, agencyId))[a]?.status).toBe('valid');
      const renewed = await presented(httpsPort, a);
      expect(renewed.subjectaltname).toBe(`DNS:${a}`);
      expect(renewed.serialNumber).not.toBe(certA.serialNumber);
    }, 60_000);
  },
);
