import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPaise } from '@panel/shared/money.ts';
import type { PaymentKind, PaymentRecord } from '@panel/shared/schemas/payment.ts';
import { createQueryClient } from '@/lib/query-client';
import { BusinessPayments } from './business-payments';

/** Billing lists a chosen business's plan, PDF ID card and promotional video records. */

// The first render loads MUI cold; on a busy 2-core machine that can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

const BUSINESS = {
  businessId: 'b-1',
  businessName: 'Demo Traders',
  user: { phoneNumber: '9000000010' },
};

const record = (recordNo: number, kind: PaymentKind, over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  recordNo,
  kind,
  agencyId: 'a-1',
  businessId: BUSINESS.businessId,
  planId: null,
  planName: null,
  amount: 49900,
  currency: 'INR',
  status: 1,
  purchaseType: 'single-purchase',
  throughGateway: true,
  isManualUpdate: false,
  isFreeTrialPlan: false,
  razorpayOrderId: null,
  razorpayPaymentId: null,
  createdBy: null,
  validFrom: null,
  validTo: null,
  pdfCardNo: null,
  videoNo: null,
  month: null,
  year: null,
  limits: null,
  frameVisibility: null,
  createdAt: '2026-11-01T00:00:00Z',
  cancelledAt: null,
  cancelledBy: null,
  ...over,
});

const LISTS: Record<string, PaymentRecord[]> = {
  '/api/v1/card-payment': [record(1001, 'subscription', { planName: 'Gold Monthly' })],
  '/api/v1/pdf-card/pdf-card-payment': [],
  '/api/v1/video/user-video-payment': [
    record(1003, 'video', { videoNo: 71, status: 2, throughGateway: false, isManualUpdate: true }),
    record(1002, 'video', { videoNo: 70 }),
  ],
};

function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/v1/business')
        return Promise.resolve(Response.json({ data: { list: [BUSINESS], total: 1 } }));
      const list = LISTS[url.pathname];
      if (list) {
        asked.push(`${url.pathname}?businessId=${url.searchParams.get('businessId')}`);
        return Promise.resolve(Response.json({ data: { list, total: list.length } }));
      }
      return Promise.resolve(
        Response.json({ data: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 }),
      );
    }),
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Billing: business payments', () => {
  it('lists the chosen business’s records per kind, promotional videos included', async () => {
    const asked = stubServer();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BusinessPayments />
      </QueryClientProvider>,
    );
    expect(
      screen.getByText('Choose a business to see its plan, PDF ID card and promotional video payments.'),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Business' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Demo Traders (9000000010)' }));

    const videos = await screen.findByRole('region', { name: 'Promotional video payments' });
    expect(await within(videos).findByText('Video 71')).toBeTruthy();
    const items = within(videos).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^#1003Video 71.*ManualCancelled$/),
      expect.stringMatching(/^#1002Video 70.*OnlineCancel$/),
    ]);
    // Only a paid record can be cancelled.
    expect(within(videos).getByRole('button', { name: 'Cancel payment #1002' })).toBeTruthy();
    expect(within(videos).queryByRole('button', { name: 'Cancel payment #1003' })).toBeNull();
    expect(within(videos).getAllByText(formatPaise(49900))).toHaveLength(2);
    const plans = screen.getByRole('region', { name: 'Plan payments' });
    expect(await within(plans).findByText('Gold Monthly')).toBeTruthy();
    const pdf = screen.getByRole('region', { name: 'PDF ID card payments' });
    expect(await within(pdf).findByText('No payments yet.')).toBeTruthy();
    expect(asked.sort()).toEqual([
      '/api/v1/card-payment?businessId=b-1',
      '/api/v1/pdf-card/pdf-card-payment?businessId=b-1',
      '/api/v1/video/user-video-payment?businessId=b-1',
    ]);
  });
});
