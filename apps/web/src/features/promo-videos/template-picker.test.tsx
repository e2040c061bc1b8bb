import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { VideoTemplate } from '@panel/shared/schemas/video.ts';
import { createQueryClient } from '@/lib/query-client';
import { TemplatePicker } from './template-picker';

/** The template library: a tile's silent preview plays while hovered, or after a first tap on a phone. */

configure({ asyncUtilTimeout: 5000 });

const TEMPLATE: VideoTemplate = {
  templateId: '11111111-1111-4111-8111-111111111111',
  name: 'Mega Sale',
  category: 'sale-offer',
  popularity: 10,
  status: 'published',
  videoRatio: '9*16',
  durationSeconds: 15,
  description: {
    ratios: ['9*16'],
    music: { file: null, volume: 1 },
    scenes: [{ duration: 15, background: { type: 'color', color: '#000000' }, slots: [] }],
  },
  previewStatus: 'ready',
  previewProgress: 100,
  previewUrl: '/uploads/video-templates/previews/mega-sale.mp4',
  posterUrl: '/uploads/video-templates/previews/mega-sale.jpg',
  backgroundUrls: {},
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

let play: MockInstance<HTMLMediaElement['play']>;
let pause: MockInstance<HTMLMediaElement['pause']>;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ data: { list: [TEMPLATE], total: 1 } }))),
  );
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPicker() {
  const onPick = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TemplatePicker onPick={onPick} />
    </QueryClientProvider>,
  );
  return onPick;
}

describe('template picker previews', () => {
  it('plays the preview while the pointer is over a tile and picks on click', async () => {
    const onPick = renderPicker();
    const tile = await screen.findByRole('button', { name: 'Use template Mega Sale' });
    fireEvent.pointerEnter(tile, { pointerType: 'mouse' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.pointerLeave(tile, { pointerType: 'mouse' });
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(tile);
    expect(onPick).toHaveBeenCalledWith(TEMPLATE);
  });

  it('on a touch screen the first tap plays the preview and the second picks', async () => {
    const onPick = renderPicker();
    const tile = await screen.findByRole('button', { name: 'Use template Mega Sale' });
    // What a phone sends for a tap: the pointer and compatibility mouse events, then the click.
    const tap = () => {
      fireEvent.pointerEnter(tile, { pointerType: 'touch' });
      fireEvent.mouseEnter(tile);
      fireEvent(tile, new PointerEvent('click', { bubbles: true, pointerType: 'touch' }));
      fireEvent.pointerLeave(tile, { pointerType: 'touch' });
    };
    tap();
    expect(play).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
    tap();
    expect(onPick).toHaveBeenCalledWith(TEMPLATE);
  });
});
