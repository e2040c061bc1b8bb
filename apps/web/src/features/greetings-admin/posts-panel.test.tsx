import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImagePost, ImageSubcategory } from '@panel/shared/schemas/image-post.ts';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { PostsPanel } from './posts-panel';

/** A subcategory's posts in Greetings Management, in English (the e2e texts) and in Hindi. */

const SUBCATEGORY: ImageSubcategory = {
  imageSubcategoryId: 'sub-1',
  imageCategoryId: 'cat-1',
  imageCategoryName: 'Festivals',
  contentKind: 'festival',
  imageSubcategoryName: 'Holi',
  date: '2027-03-22',
  businessCategories: [],
  displayOrder: 0,
  scope: 'global',
};
const post = (imageId: string, frameShape: 'SQUARE' | 'STORY'): ImagePost => ({
  imageId,
  scope: 'global',
  imageCategoryId: 'cat-1',
  imageSubcategoryId: 'sub-1',
  imageSubcategoryName: 'Holi',
  imageTagIds: [],
  mediaType: 'IMAGE',
  frameShape,
  postType: frameShape === 'SQUARE' ? 'SQUARE_IMAGE' : 'STORY_IMAGE',
  videoRatio: null,
  width: 1080,
  height: frameShape === 'SQUARE' ? 1080 : 1920,
  durationSeconds: null,
  previewUrl: null,
  originalUrl: null,
  createdAt: '2026-11-01T00:00:00Z',
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        Response.json({ data: { list: [post('p-1', 'SQUARE'), post('p-2', 'STORY')], total: 2 } }),
      ),
    ),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const renderPanel = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PostsPanel subcategory={SUBCATEGORY} scope="global" videosOn={false} />
    </QueryClientProvider>,
  );

describe('posts panel', () => {
  it('speaks English as the e2e run expects', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Posts in Holi (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select square image 1080×1080' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select story image 1080×1920' }));
    expect(screen.getByRole('button', { name: 'Delete (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload posts' })).toBeTruthy();
  });

  it('speaks Hindi when the panel is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('greetings-admin');
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Holi की पोस्ट (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'स्क्वेयर इमेज 1080×1080 चुनें' }));
    expect(screen.getByRole('button', { name: 'हटाएँ (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पोस्ट अपलोड करें' })).toBeTruthy();
  });
});
