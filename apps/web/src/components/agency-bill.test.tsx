import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MonthBill } from '@panel/shared/schemas/payment.ts';
import { createQueryClient } from '@/lib/query-client';
import { AgencyBill } from './agency-bill';

/** Billing's monthly bill lists its cards a page at a time: an agency may have 100,000 of them. */

// The first render loads MUI cold; on a busy 2-core machine that can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

const THIS_MONTH = new Date().getMonth() + 1;
const TOTAL = 45;
const CARDS = Array.from({ length: TOTAL }, (_, i) => 1001 + i);

const billOf = (month: number, cards: number[], totalCards: number): MonthBill => ({
  agencyId: 'a-1',
  month,
  year: new Date().getFullYear(),
  cardFee: 5000,
  cards,
  totalCards,
  amount: totalCards * 5000,
  paid: 0,
  creditBroughtForward: 0,
  outstanding: totalCards * 5000,
  creditCarriedForward: 0,
  records: [],
});

/** This month bills 45 cards, every other month none; `hold` keeps the answer to page 2 until released. */
function stubServer() {
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const q = url.searchParams;
      if (url.pathname === '/api/v1/month-payments') {
        asked.push(`month=${q.get('month')}&page=${q.get('page')}&limit=${q.get('limit')}`);
        const month = Number(q.get('month'));
        if (month !== THIS_MONTH) return Response.json({ data: billOf(month, [], 0) });
        const page = Number(q.get('page'));
        const limit = Number(q.get('limit'));
        if (page === 2) await held;
        return Response.json({
          data: billOf(month, CARDS.slice((page - 1) * limit, page * limit), TOTAL),
        });
      }
      if (url.pathname === '/api/v1/month-payments/getOutstandingAmount')
        return Response.json({ data: { agencyId: 'a-1', outstandingAmount: TOTAL * 5000 } });
      return Response.json({ data: { list: [], total: 0 } });
    }),
  );
  return { asked, release };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chipsIn = (region: HTMLElement) =>
  within(within(region).getByLabelText('Cards in this bill'))
    .getAllByText(/^Card \d+$/)
    .map((c) => c.textContent);

describe('Billing: the monthly bill', () => {
  it('counts every card, lists them 20 at a time, shows the next page loading, and says when a month has none', async () => {
    const server = stubServer();
    render(
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <AgencyBill manage={false} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const bill = screen.getByRole('region', { name: 'Monthly bill' });
    expect(await within(bill).findByText(/45 cards ×/)).toBeTruthy();
    expect(chipsIn(bill)).toEqual(CARDS.slice(0, 20).map((n) => `Card ${n}`));
    expect(within(bill).getByText('1–20 of 45')).toBeTruthy();

    fireEvent.click(within(bill).getByRole('button', { name: 'Go to next page' }));
    // Page 1 stays, dimmed, until page 2 arrives.
    expect(await within(bill).findByRole('progressbar', { name: "Loading the bill's cards" })).toBeTruthy();
    expect(chipsIn(bill)[0]).toBe('Card 1001');
    await act(async () => server.release());
    expect(await within(bill).findByText('Card 1021')).toBeTruthy();
    expect(chipsIn(bill)).toEqual(CARDS.slice(20, 40).map((n) => `Card ${n}`));
    expect(within(bill).getByText('21–40 of 45')).toBeTruthy();
    expect(within(bill).queryByRole('progressbar')).toBeNull();

    // Another month starts at its first page; this one has no cards.
    fireEvent.mouseDown(within(bill).getByRole('combobox', { name: 'Month' }));
    const other = screen.getAllByRole('option')[THIS_MONTH === 1 ? 1 : 0];
    if (!other) throw new Error('no month to choose');
    fireEvent.click(other);
    expect(await within(bill).findByText("No cards in this month's bill.")).toBeTruthy();
    expect(within(bill).queryByText(/of 45/)).toBeNull();
    expect(server.asked).toEqual([
      `month=${THIS_MONTH}&page=1&limit=20`,
      `month=${THIS_MONTH}&page=2&limit=20`,
      `month=${THIS_MONTH === 1 ? 2 : 1}&page=1&limit=20`,
    ]);
  });
});
