import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAgencyConfiguration, type AgencyDetails } from '@panel/shared/schemas/agency.ts';
import type { ImagePost, ImagePostList } from '@panel/shared/schemas/image-post.ts';
import type { UiCustomisation, UiSection } from '@panel/shared/schemas/ui-customisation.ts';
import { createQueryClient } from '@/lib/query-client';
import CustomerHomePage from './customer-home-page';

/**
 * The customer home built from the agency's HOME_PAGE (then COMMON) UI customisation sections: shown
 * only with image posts on for the agency and the business, titles only over sections with posts,
 * style and height honoured, and a tapped post opening the daily-image page's editor.
 */

// The first render loads MUI and the page cold; on a busy 2-core machine that can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

const BUSINESS = { businessId: 'b-1', businessName: 'Demo Traders', category: null };

const post = (imageId: string, name: string, shape: 'SQUARE' | 'STORY' = 'SQUARE'): ImagePost => ({
  imageId,
  scope: 'global',
  imageCategoryId: 'c-1',
  imageSubcategoryId: `s-${name}`,
  imageSubcategoryName: name,
  imageTagIds: [],
  mediaType: 'IMAGE',
  frameShape: shape,
  postType: shape === 'SQUARE' ? 'SQUARE_IMAGE' : 'STORY_IMAGE',
  videoRatio: null,
  width: 1080,
  height: shape === 'SQUARE' ? 1080 : 1920,
  durationSeconds: null,
  previewUrl: `/uploads/${imageId}.jpg`,
  originalUrl: null,
  createdAt: '2026-11-01T00:00:00Z',
});

const section = (metaId: string, title: string, over: Partial<UiSection> = {}): UiSection => ({
  metaId,
  title,
  source: 'SUBCATEGORIES',
  style: 'style-1',
  height: 'HEIGHT-1',
  imageIds: [],
  imageSubcategoryIds: ['s-1'],
  ...over,
});

const CUSTOMISATIONS: UiCustomisation[] = [
  {
    uiCustomisationId: 'ui-home',
    pagePlacement: 'HOME_PAGE',
    sections: [
      section('daily', 'Daily greetings', { height: 'HEIGHT-2' }),
      section('today', "Today's festival"),
      section('grid', 'For your business', { style: 'style-2', height: 'HEIGHT-3' }),
    ],
    updatedAt: '2026-11-01T00:00:00Z',
  },
  {
    uiCustomisationId: 'ui-common',
    pagePlacement: 'COMMON',
    sections: [section('common', 'Shared everywhere')],
    updatedAt: '2026-11-01T00:00:00Z',
  },
];

/** Posts per section (by metaId); "today" has none, as on a day without a festival. */
const SECTION_POSTS: Record<string, ImagePost[]> = {
  daily: [post('p-1', 'Good Morning'), post('p-2', 'Good Night', 'STORY')],
  today: [],
  grid: [post('p-3', 'Grocery & Kirana')],
  common: [post('p-4', 'Thought of the Day')],
};

interface World {
  imagePosts?: boolean;
  imagePostStatus?: 'enabled' | 'disabled' | null;
  /** Section posts never arrive (to see the loading state). */
  postsHang?: boolean;
}

function stubServer(world: World) {
  const configuration = defaultAgencyConfiguration();
  configuration.imagePost.enableImagePost = world.imagePosts ?? true;
  configuration.imagePost.isVideoPostsIncluded = false;
  configuration.dashboardConfig.showInvitationTileInCustomerDashboard = false;
  const agency: AgencyDetails = {
    agencyId: 'a-1',
    agencyName: 'Demo Agency',
    logoUrl: null,
    primaryColor: '#2d9bea',
    hosts: ['localhost'],
    configuration,
    agencyOnlyDigitalCard: false,
  };
  const card =
    world.imagePostStatus === null || world.imagePostStatus === undefined
      ? []
      : [
          {
            cardNo: 7,
            businessName: BUSINESS.businessName,
            basicDetails: null,
            media: {},
            publicUrl: 'http://localhost/demo-traders',
            settings: { published: true },
            imagePostStatus: world.imagePostStatus,
          },
        ];
  const calls: URL[] = [];
  const ok = (data: unknown) => Promise.resolve(Response.json({ data }));
  const fetchStub = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    switch (url.pathname) {
      case '/api/v1/agency-details':
        return ok(agency);
      case '/api/v1/user':
        return ok({ userId: 'u-1', isForeignUser: false, agencyOnlyDigitalCardActivated: false });
      case '/api/v1/business/getBusinessesByUser':
        return ok({ list: [BUSINESS] });
      case '/api/v1/getCardsByBusiness':
        return ok({ list: card, total: card.length });
      case '/api/v1/ui-customisation':
        return ok({ list: CUSTOMISATIONS, total: CUSTOMISATIONS.length });
      case '/api/v1/image-post': {
        if (world.postsHang) return new Promise<Response>(() => {});
        const metaId = url.searchParams.get('metaId') ?? '';
        const list = SECTION_POSTS[metaId] ?? [];
        const body: ImagePostList = {
          list,
          total: list.length,
          uiCustomisationId: url.searchParams.get('uiCustomisationId'),
          metaId,
        };
        return ok(body);
      }
      default:
        return Promise.resolve(
          Response.json({ data: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 }),
        );
    }
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

function EditorStandIn() {
  const location = useLocation();
  return <p>Editor at {`${location.pathname}${location.search}`}</p>;
}

function renderHome(world: World = {}) {
  const calls = stubServer(world);
  const router = createMemoryRouter(
    [
      { path: '/customer', element: <CustomerHomePage /> },
      { path: '/customer/daily-image', element: <EditorStandIn /> },
    ],
    { initialEntries: ['/customer'] },
  );
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  /** Resolves once every call of the page has answered (so an absent section is really absent). */
  const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { calls, settled };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sectionRegion = (title: string) => screen.getByRole('region', { name: title });

describe('customer home greeting sections', () => {
  it('shows the HOME_PAGE sections then the COMMON ones, leaving out a section with no posts', async () => {
    const { calls } = renderHome({ imagePostStatus: 'enabled' });
    expect(await screen.findByRole('heading', { name: 'Daily greetings' })).toBeTruthy();
    const headings = (await screen.findAllByRole('heading', { level: 2 }))
      .map((h) => h.textContent)
      .filter((t) => ['Daily greetings', 'For your business', 'Shared everywhere'].includes(t ?? ''));
    expect(headings).toEqual(['Daily greetings', 'For your business', 'Shared everywhere']);
    expect(screen.queryByRole('heading', { name: "Today's festival" })).toBeNull();

    const daily = sectionRegion('Daily greetings');
    expect(within(daily).getByRole('button', { name: 'Good Morning, square image' })).toBeTruthy();
    expect(within(daily).getByRole('button', { name: 'Good Night, story image' })).toBeTruthy();
    expect(
      within(sectionRegion('Shared everywhere')).getByRole('button', {
        name: 'Thought of the Day, square image',
      }),
    ).toBeTruthy();

    // The page asks for its own placement (the server adds COMMON), and each section's posts for
    // the current business, images only where the agency has no video posts.
    expect(
      calls.find((u) => u.pathname === '/api/v1/ui-customisation')?.searchParams.get('pagePlacement'),
    ).toBe('HOME_PAGE');
    const postCall = calls.find((u) => u.pathname === '/api/v1/image-post');
    expect(postCall?.searchParams.get('businessId')).toBe('b-1');
    expect(postCall?.searchParams.get('mediaType')).toBe('IMAGE');
    expect(postCall?.searchParams.get('uiCustomisationId')).toBe('ui-home');
  });

  it('sizes tiles by the section height and lays them out by its style', async () => {
    renderHome({ imagePostStatus: 'enabled' });
    const square = await screen.findByRole('button', { name: 'Good Morning, square image' });
    const story = screen.getByRole('button', { name: 'Good Night, story image' });
    // HEIGHT-2 on a phone: 160 px high; the width follows the post's shape.
    expect(getComputedStyle(square).height).toBe('160px');
    expect(getComputedStyle(square).width).toBe('160px');
    expect(getComputedStyle(story).width).toBe(`${Math.round((160 * 1080) / 1920)}px`);
    // HEIGHT-3 on a phone: 220 px.
    const grid = screen.getByRole('button', { name: 'Grocery & Kirana, square image' });
    expect(getComputedStyle(grid).height).toBe('220px');
    // style-1 scrolls sideways; style-2 wraps.
    expect(getComputedStyle(square.parentElement as HTMLElement).overflowX).toBe('auto');
    expect(getComputedStyle(grid.parentElement as HTMLElement).flexWrap).toBe('wrap');
  });

  it('opens a tapped post in the daily-image editor', async () => {
    renderHome({ imagePostStatus: 'enabled' });
    fireEvent.click(await screen.findByRole('button', { name: 'Good Morning, square image' }));
    expect(await screen.findByText('Editor at /customer/daily-image?imageId=p-1')).toBeTruthy();
  });

  it('shows placeholders, not empty section titles, while posts load', async () => {
    renderHome({ postsHang: true });
    expect(await screen.findByRole('progressbar', { name: 'Loading Daily greetings' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Daily greetings' })).toBeNull();
  });

  it('shows sections for a business without a card (greetings are on by default)', async () => {
    renderHome({ imagePostStatus: null });
    expect(await screen.findByRole('heading', { name: 'Daily greetings' })).toBeTruthy();
  });

  it('shows no sections when the agency has image posts off', async () => {
    const { calls, settled } = renderHome({ imagePosts: false, imagePostStatus: 'enabled' });
    expect(await screen.findByRole('heading', { name: BUSINESS.businessName })).toBeTruthy();
    await settled();
    expect(screen.queryByRole('heading', { name: 'Daily greetings' })).toBeNull();
    expect(calls.some((u) => u.pathname === '/api/v1/ui-customisation')).toBe(false);
  });

  it('shows no sections when the business’s image-post status is disabled', async () => {
    const { calls, settled } = renderHome({ imagePostStatus: 'disabled' });
    expect(await screen.findByRole('heading', { name: BUSINESS.businessName })).toBeTruthy();
    await settled();
    expect(screen.queryByRole('heading', { name: 'Daily greetings' })).toBeNull();
    expect(calls.some((u) => u.pathname === '/api/v1/ui-customisation')).toBe(false);
  });
});
