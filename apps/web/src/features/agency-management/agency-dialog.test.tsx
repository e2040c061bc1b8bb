import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAgencyConfiguration, type AgencyListItem } from '@panel/shared/schemas/agency.ts';
import { createQueryClient } from '@/lib/query-client';
import { AgencyDialog } from './agency-dialog';

/** Agency Management → Edit agency: the platform's fee per card, typed in rupees, sent in paise. */

// The first render loads MUI cold; on a busy 2-core machine that can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

const agency: AgencyListItem = {
  agencyId: '0b0c4c1e-4a55-4f53-9f5f-6f3c1e1d2a10',
  agencyName: 'Sharma Digital',
  logoUrl: null,
  primaryColor: '#8e24aa',
  hosts: ['cards.sharma.in'],
  isDefault: false,
  configuration: defaultAgencyConfiguration(),
  cardFeePaise: 7500,
  createdAt: '2026-01-01T00:00:00Z',
};

function stubServer() {
  const sent: { method: string; body: { agency: Record<string, unknown> } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/agency') {
        sent.push({ method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) });
        return Promise.resolve(Response.json({ data: { ...agency, agencyOnlyDigitalCard: false } }));
      }
      return Promise.resolve(
        Response.json({ data: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 }),
      );
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the agency dialog', () => {
  it("shows the agency's fee per card in rupees and sends a new one in paise", async () => {
    const sent = stubServer();
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AgencyDialog agency={agency} onClose={onClose} />
      </QueryClientProvider>,
    );
    const fee = screen.getByRole('spinbutton', { name: /Platform fee per card/ });
    expect(fee).toHaveProperty('value', '75');

    fireEvent.change(fee, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the fee per card in rupees.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(fee, { target: { value: '120.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('Sharma Digital saved.'));
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: { agency: expect.objectContaining({ agencyId: agency.agencyId, cardFeePaise: 12050 }) },
      },
    ]);
  });
});
