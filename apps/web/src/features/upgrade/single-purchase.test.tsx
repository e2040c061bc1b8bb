import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserVideo } from '@panel/shared/schemas/video.ts';
import { createQueryClient } from '@/lib/query-client';
import { SinglePurchaseDialog, SinglePurchasePanel } from './single-purchase';

/** The promotional video's single purchase in the upgrade dialog, beside the plans. */

configure({ asyncUtilTimeout: 5000 });

const PLAN = { id: 'video-single', price: 49900 };
const video = (videoNo: number, renderStatus: UserVideo['renderStatus']) =>
  ({ videoNo, renderStatus, templateName: `Template ${videoNo}` }) as UserVideo;

function stubVideos(list: UserVideo[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}?${url.searchParams.toString()}`);
      return Promise.resolve(Response.json({ data: { list, total: list.length } }));
    }),
  );
  return asked;
}

const renderIn = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('promotional video single purchase', () => {
  it('the panel names the price and the waiting video, and opens the purchase step', () => {
    const onBuy = vi.fn();
    renderIn(
      <SinglePurchasePanel
        kind="video"
        plan={PLAN}
        highlight="Video 12 is waiting for payment."
        onBuy={onBuy}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Promotional video' });
    expect(panel.textContent).toContain('Single purchase: one promotional video for ₹499.00.');
    expect(panel.textContent).toContain('Video 12 is waiting for payment.');
    fireEvent.click(screen.getByRole('button', { name: 'Buy promotional video' }));
    expect(onBuy).toHaveBeenCalled();
  });

  it('offers only the business’s videos waiting for payment and pays the chosen one', async () => {
    const asked = stubVideos([
      video(12, 'payment_required'),
      video(13, 'ready'),
      video(14, 'payment_required'),
    ]);
    const onPay = vi.fn();
    renderIn(
      <SinglePurchaseDialog
        kind="video"
        area="customer"
        plan={PLAN}
        businessId="b-1"
        presetNo={14}
        busy={false}
        onPay={onPay}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Promotional video' });
    expect(dialog.textContent).toContain('Price: ₹499.00');
    const select = await screen.findByRole('combobox', { name: 'Promotional video' });
    expect(select.textContent).toContain('#14 Template 14');
    fireEvent.mouseDown(select);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '#12 Template 12',
      '#14 Template 14',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '#12 Template 12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹499.00' }));
    expect(onPay).toHaveBeenCalledWith(12);
    expect(asked).toEqual(['/api/v1/video/user-video/getUserVideosByBusiness?businessId=b-1']);
  });

  it('tells a customer with nothing waiting to make a video first', async () => {
    stubVideos([video(13, 'ready')]);
    renderIn(
      <SinglePurchaseDialog
        kind="video"
        area="customer"
        plan={PLAN}
        businessId="b-1"
        busy={false}
        onPay={() => undefined}
        onClose={() => undefined}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Make one' });
    expect(link.getAttribute('href')).toBe('/customer/video-templates?businessId=b-1');
    expect(screen.getByRole('button', { name: 'Pay ₹499.00' }).hasAttribute('disabled')).toBe(true);
  });
});
