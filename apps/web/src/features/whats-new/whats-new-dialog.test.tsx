import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WHATS_NEW_FEATURES, type WhatsNewFeature } from './features';
import { tryNowTarget } from './try-now-target';
import { markFeaturesViewed, readViewedFeatures } from './viewed-features';
import { WhatsNewDialog, whatsNewProgress } from './whats-new-dialog';

const feature = (n: number, action = false): WhatsNewFeature => ({
  id: `f-${n}`,
  title: `Feature ${n} title`,
  subtitle: `Feature ${n} subtitle`,
  image: `/f${n}.svg`,
  imageAlt: `Feature ${n} picture`,
  action: action ? { label: 'Try Now', kind: 'open-card-links' } : undefined,
});
const three = [feature(1), feature(2, true), feature(3)];

function renderDialog(features: readonly WhatsNewFeature[]) {
  const handlers = { onClose: vi.fn(), onSkipAll: vi.fn(), onAction: vi.fn() };
  render(<WhatsNewDialog open features={features} {...handlers} />);
  return handlers;
}
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const heading = () => screen.getByRole('heading', { level: 3 }).textContent;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('WhatsNewDialog with several features', () => {
  it('shows one feature at a time with Skip All, arrows, progress and dots', () => {
    renderDialog(three);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe("What's New");
    expect(heading()).toBe('Feature 1 title');
    expect(screen.queryByText('Feature 2 title')).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip All' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(progress()).toBe(0);
    expect((screen.getByRole('button', { name: 'Previous feature' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('walks forward and back; progress is index over count; next on the last closes', () => {
    const { onClose } = renderDialog(three);
    const next = screen.getByRole('button', { name: 'Next feature' });
    fireEvent.click(next);
    expect(heading()).toBe('Feature 2 title');
    expect(progress()).toBeCloseTo(33.33, 1);
    expect(screen.getAllByRole('tab')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous feature' }));
    expect(heading()).toBe('Feature 1 title');
    fireEvent.click(next);
    fireEvent.click(next);
    expect(heading()).toBe('Feature 3 title');
    expect(progress()).toBeCloseTo(66.67, 1);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('jumps by dot, shows the action only on features that have one, and skips all', () => {
    const { onAction, onSkipAll } = renderDialog(three);
    expect(screen.queryByRole('button', { name: 'Try Now' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Feature 2 of 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try Now' }));
    expect(onAction).toHaveBeenCalledWith(three[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Skip All' }));
    expect(onSkipAll).toHaveBeenCalledTimes(1);
  });
});

describe('WhatsNewDialog with one feature', () => {
  it('has no Skip All, arrows, progress or dots', () => {
    renderDialog(WHATS_NEW_FEATURES);
    expect(heading()).toBe('Add Useful Links to Your Digital Card');
    expect(screen.getByRole('button', { name: 'Try Now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip All' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next feature' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });
});

describe('What’s New rules', () => {
  it('computes progress as a percentage of the feature count', () => {
    expect(whatsNewProgress(0, 4)).toBe(0);
    expect(whatsNewProgress(3, 4)).toBe(75);
  });

  it('keeps viewed feature ids in localStorage under viewedFeatures', () => {
    markFeaturesViewed(['a', 'b']);
    markFeaturesViewed(['b', 'c']);
    expect(JSON.parse(localStorage.getItem('viewedFeatures') ?? '')).toEqual(['a', 'b', 'c']);
    localStorage.setItem('viewedFeatures', 'not json');
    expect(readViewedFeatures()).toEqual([]);
  });

  it('Try Now: first card, else agency-only add for the user, else add for the business', () => {
    const user = { userId: 'u-1', isForeignUser: false, agencyOnlyDigitalCardActivated: true };
    const decode = (path: string) => atob(path.split('?')[1] ?? '');
    const edit = tryNowTarget({ cards: [{ cardNo: 5 }, { cardNo: 9 }], user, businessId: 'b-1' });
    expect(edit.startsWith('/customer/cards/edit?')).toBe(true);
    expect(decode(edit)).toBe('cardNo=5&showLinksCoachmark=true');
    expect(decode(tryNowTarget({ cards: [], user, businessId: 'b-1' }))).toBe(
      'userId=u-1&isForeignUser=false',
    );
    const plain = { ...user, agencyOnlyDigitalCardActivated: false };
    expect(decode(tryNowTarget({ cards: [], user: plain, businessId: 'b-1' }))).toBe('businessId=b-1');
  });
});
