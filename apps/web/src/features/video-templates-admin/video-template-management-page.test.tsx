import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoTemplate } from '@panel/shared/schemas/video.ts';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import VideoTemplateManagementPage from './video-template-management-page';

/** The staff's video template list, in English (the e2e texts) and in Tamil. */

const TEMPLATE: VideoTemplate = {
  templateId: '11111111-1111-4111-8111-111111111111',
  name: 'Mega Sale',
  category: 'sale-offer',
  popularity: 1500,
  status: 'published',
  videoRatio: '9*16',
  durationSeconds: 15,
  description: {
    ratios: ['9*16'],
    music: { file: null, volume: 1 },
    scenes: [{ duration: 15, background: { type: 'color', color: '#000000' }, slots: [] }],
  },
  previewStatus: 'rendering',
  previewProgress: 40,
  previewUrl: null,
  posterUrl: null,
  backgroundUrls: {},
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ data: { list: [TEMPLATE], total: 1 } }))),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VideoTemplateManagementPage />
    </QueryClientProvider>,
  );

describe('video template management', () => {
  it('speaks English as the e2e run expects', async () => {
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Mega Sale' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New template' })).toBeTruthy();
    expect(screen.getByText('Sale & offer')).toBeTruthy();
    expect(screen.getByText('15 s')).toBeTruthy();
    expect(screen.getByText('1,500')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText('Rendering')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Mega Sale' })).toBeTruthy();
  });

  it('speaks Tamil when the panel is in Tamil', async () => {
    await i18n.changeLanguage('ta');
    await i18n.loadNamespaces('video-templates-admin');
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Mega Sale' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'புதிய டெம்ப்ளேட்' })).toBeTruthy();
    expect(screen.getByText('விற்பனை & சலுகை')).toBeTruthy();
    expect(screen.getByText('15 வி.')).toBeTruthy();
    expect(screen.getByText('வெளியிடப்பட்டது')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mega Sale-ஐத் திருத்து' })).toBeTruthy();
  });
});
