import { describe, expect, it } from 'vitest';
import { AGENCY_TEXTS, defaultAgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import { buildTestApp, Client, loginStaff, secondInstance } from './helpers.ts';

/** Agency Management (issue 14): white-label agencies made, branded and configured from the panel. */
const { app, database, config } = await buildTestApp();
const details = (host: string) =>
  app.inject({ method: 'GET', url: '/api/v1/agency-details', headers: { host } }).then((r) => r.json().data);
const tag = () => crypto.randomUUID().slice(0, 8);

describe('agency management', () => {
  it('the superadmin creates an agency that serves its host with its brand at once, then changes its flags', async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const host = `brand-${tag()}.localhost`;
    const configuration = defaultAgencyConfiguration();
    configuration.imagePost.enableImagePost = false;
    const made = await superadmin.post('/api/v1/agency', {
      agency: {
        agencyName: 'Sharma Digital',
        hosts: [host, `www.${host}`],
        primaryColor: '#8e24aa',
        configuration,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const agency = made.json().data;
    expect(agency).toMatchObject({
      agencyName: 'Sharma Digital',
      primaryColor: '#8e24aa',
      hosts: [host, `www.${host}`],
    });

    // Its host answers with its brand and flags, without a restart.
    expect(await details(host)).toMatchObject({
      agencyId: agency.agencyId,
      agencyName: 'Sharma Digital',
      primaryColor: '#8e24aa',
      configuration: { imagePost: { enableImagePost: false } },
    });

    // Turning PDF cards and video off too puts it in agency-only digital card mode, at once.
    configuration.pdfCardConfig.enablePdfCardProduct = false;
    configuration.video.enableVideo = false;
    const changed = await superadmin.put('/api/v1/agency', {
      agency: { agencyId: agency.agencyId, agencyName: 'Sharma Digital Cards', hosts: [host], configuration },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await details(host)).toMatchObject({
      agencyName: 'Sharma Digital Cards',
      agencyOnlyDigitalCard: true,
    });
    // The dropped host no longer belongs to it.
    expect((await details(`www.${host}`)).agencyId).not.toBe(agency.agencyId);
  });

  it("stores the agency's language settings and serves them with its details", async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const host = `lang-${tag()}.localhost`;
    const made = await superadmin.post('/api/v1/agency', {
      agency: { agencyName: 'Patil Cards', hosts: [host] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { agencyId } = made.json().data;
    // A new agency speaks English with Latin digits until told otherwise.
    expect((await details(host)).configuration.language).toEqual({
      defaultLanguage: 'en',
      nativeDigits: false,
    });

    const configuration = defaultAgencyConfiguration();
    configuration.language = { defaultLanguage: 'mr', nativeDigits: true };
    const changed = await superadmin.put('/api/v1/agency', {
      agency: { agencyId, agencyName: 'Patil Cards', hosts: [host], configuration },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.configuration.language).toEqual({ defaultLanguage: 'mr', nativeDigits: true });
    expect((await details(host)).configuration.language).toEqual({
      defaultLanguage: 'mr',
      nativeDigits: true,
    });
    const listed = (await superadmin.get('/api/v1/agency/list?limit=100')).json().data.list as {
      agencyId: string;
      configuration: { language: unknown };
    }[];
    expect(listed.find((a) => a.agencyId === agencyId)?.configuration.language).toEqual({
      defaultLanguage: 'mr',
      nativeDigits: true,
    });

    // A language the panel does not speak is refused.
    configuration.language = { defaultLanguage: 'fr' as 'en', nativeDigits: false };
    const refused = await superadmin.put('/api/v1/agency', {
      agency: { agencyId, agencyName: 'Patil Cards', hosts: [host], configuration },
    });
    expect(refused.statusCode).toBe(400);
    expect((await details(host)).configuration.language.defaultLanguage).toBe('mr');
  });

  it('refuses a host of another agency and a malformed one, changing nothing', async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const before = (await superadmin.get('/api/v1/agency/list?limit=100')).json().data.total;
    const taken = await superadmin.post('/api/v1/agency', {
      agency: { agencyName: 'Copycat', hosts: [`new-${tag()}.localhost`, 'solo.localhost'] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.message).toContain(AGENCY_TEXTS.hostTaken);
    const bad = await superadmin.post('/api/v1/agency', {
      agency: { agencyName: 'Bad', hosts: ['https://x.com/path'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().data.fields)).toContain('Enter a host like');
    expect((await superadmin.get('/api/v1/agency/list?limit=100')).json().data.total).toBe(before);
    // Only the platform (superadmin who is also admin) manages agencies.
    const admin = await loginStaff(app, '9000000002');
    expect(
      (await admin.post('/api/v1/agency', { agency: { agencyName: 'X', hosts: ['x.localhost'] } }))
        .statusCode,
    ).toBe(403);
  });

  it('adds an agency admin, who signs in on the agency host with the password sent by SMS', async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const host = `admin-${tag()}.localhost`;
    const agency = (
      await superadmin.post('/api/v1/agency', { agency: { agencyName: 'Patel Prints', hosts: [host] } })
    ).json().data;
    const phoneNumber = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const added = await superadmin.post('/api/v1/addAgencyAdmin', {
      adminData: { agencyId: agency.agencyId, name: 'Priya Patel', phoneNumber },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ agencyId: agency.agencyId, phoneNumber, passwordSent: true });
    const again = await superadmin.post('/api/v1/addAgencyAdmin', {
      adminData: { agencyId: agency.agencyId, name: 'Priya Patel', phoneNumber },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.message).toBe(AGENCY_TEXTS.adminExists);

    const sms = (await superadmin.get(`/api/dev/outbox?to=${phoneNumber}`)).json().data.list[0]
      .text as string;
    const password = /password is (\S+)\./.exec(sms)?.[1];
    expect(password).toBeTruthy();
    const newAdmin = new Client(app, host);
    const login = await newAdmin.post('/api/v1/franchisee/login', { phoneNumber, password });
    expect(login.statusCode, login.body).toBe(200);
    const me = (await newAdmin.get('/api/v1/franchisee')).json().data;
    expect(me.roles).toEqual(['admin']);
    // The new agency's admin sees its own agency only, not the platform's.
    expect((await newAdmin.get('/api/v1/agency/list')).statusCode).toBe(403);
  });
});

describe.runIf(database.kind === 'postgres')('two instances on one PostgreSQL', () => {
  it('an agency made and changed through one instance is served by the other at once', async () => {
    const other = await secondInstance({ database, config });
    const onOther = (host: string) =>
      other
        .inject({ method: 'GET', url: '/api/v1/agency-details', headers: { host } })
        .then((r) => r.json().data);

    const host = `twin-${tag()}.localhost`;
    // The other instance has already served this host (to the default agency) and keeps agencies by host.
    const before = await onOther(host);
    const superadmin = await loginStaff(app, '9000000001');
    const configuration = defaultAgencyConfiguration();
    const made = await superadmin.post('/api/v1/agency', {
      agency: { agencyName: 'Twin Agency', hosts: [host], primaryColor: '#00695c', configuration },
    });
    expect(made.statusCode, made.body).toBe(200);
    const agencyId = made.json().data.agencyId as string;
    expect(before.agencyId).not.toBe(agencyId);
    await expect
      .poll(async () => (await onOther(host)).agencyId, { timeout: 2000, interval: 50 })
      .toBe(agencyId);
    expect(await onOther(host)).toMatchObject({ agencyName: 'Twin Agency', primaryColor: '#00695c' });

    configuration.video.enableVideo = false;
    const changed = await superadmin.put('/api/v1/agency', {
      agency: { agencyId, agencyName: 'Twin Agency', hosts: [host], configuration },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expect
      .poll(async () => (await onOther(host)).configuration.video.enableVideo, {
        timeout: 2000,
        interval: 50,
      })
      .toBe(false);
  });
});
