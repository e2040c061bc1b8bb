import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSL_TEXTS, type HostCertificate, type SslStatus } from '@panel/shared/schemas/ssl.ts';
import { DialogHost } from '@/components/dialog-host';
import { createQueryClient } from '@/lib/query-client';
import { AgencySsl } from './agency-ssl';

/** Agency Management → SSL certificates: each host's state, and Create SSL after a confirm. */

// The first render loads MUI cold; on a busy 2-core machine that can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

const AGENCY = 'a-1';
const host = (h: string, status: HostCertificate['status'], over: Partial<HostCertificate> = {}) => ({
  host: h,
  status,
  message: null,
  expiresAt: null,
  ...over,
});
const before: SslStatus = {
  agencyId: AGENCY,
  hosts: [
    host('cards.sharma.in', 'valid', { expiresAt: '2027-02-20T10:00:00Z' }),
    host('new.sharma.in', 'none'),
    host('127.0.0.1', 'skipped', { message: SSL_TEXTS.ipAddress }),
  ],
};
const after: SslStatus = {
  agencyId: AGENCY,
  hosts: [
    host('cards.sharma.in', 'pending', { expiresAt: '2027-02-20T10:00:00Z' }),
    ...before.hosts.slice(1),
  ],
};

function stubServer() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/agency/ssl' && url.searchParams.get('agencyId') === AGENCY)
        return Promise.resolve(Response.json({ data: posted.length ? after : before }));
      if (url.pathname === '/api/v1/createSsl') {
        posted.push(JSON.parse(String(init?.body)));
        return Promise.resolve(Response.json({ data: after }));
      }
      return Promise.resolve(
        Response.json({ data: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 }),
      );
    }),
  );
  return posted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Agency Management: SSL certificates', () => {
  it('shows each host’s status and expiry, and asks before requesting certificates', async () => {
    const posted = stubServer();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AgencySsl agencyId={AGENCY} agencyName="Sharma Digital" />
        <DialogHost />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Certificates per host' });
    const row = (name: string) => within(table).getByText(name).closest('tr')?.textContent;
    expect(row('cards.sharma.in')).toBe('cards.sharma.inValidExpires 20 Feb 2027');
    expect(row('new.sharma.in')).toBe('new.sharma.inNo certificate');
    expect(row('127.0.0.1')).toBe(`127.0.0.1Not possible${SSL_TEXTS.ipAddress}`);

    fireEvent.click(screen.getByRole('button', { name: 'Create SSL' }));
    const confirm = await screen.findByRole('dialog', { name: 'Create SSL' });
    expect(confirm.textContent).toContain('Request certificates for every host of Sharma Digital?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create SSL' }));

    expect(await within(table).findByText('Requesting…')).toBeTruthy();
    expect(posted).toEqual([{ agencyId: AGENCY }]);
    // While a host is being requested, the button waits.
    expect(screen.getByRole('button', { name: 'Create SSL' }).hasAttribute('disabled')).toBe(true);
  });
});
