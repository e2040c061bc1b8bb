import { describe, expect, it } from 'vitest';
import { GREETING_TEXTS, type GreetingEntitlements } from '@panel/shared/schemas/image-post.ts';
import { editorSchema, prefilledFrameTexts, renderBodyOf, visibleFrames } from './editor-form';
import { greetingFileName, extensionOf } from '@/lib/save-or-share';
import { usageText } from './usage-line';

const entitlements = (over: Partial<GreetingEntitlements> = {}): GreetingEntitlements => ({
  images: { included: true, limit: -1, usedToday: 4 },
  videos: { included: true, limit: 3, usedToday: 2 },
  frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
  resetsAt: '2026-11-23T00:00:00+05:30',
  ...over,
});

describe('post editor form', () => {
  const base = { imageId: 'p1', businessId: 'b1' };
  it('needs a party for the political frame, with the product text', () => {
    const r = editorSchema.safeParse({ ...base, frame: 'political' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['partyId'], message: GREETING_TEXTS.partyRequired }),
    );
    expect(editorSchema.safeParse({ ...base, frame: 'political', partyId: 'bjp' }).success).toBe(true);
  });
  it('needs a product for the product frame', () => {
    expect(editorSchema.safeParse({ ...base, frame: 'product' }).success).toBe(false);
    expect(editorSchema.safeParse({ ...base, frame: 'product', productIndex: 0 }).success).toBe(true);
  });
  it('shows logo, name and phone unless told otherwise, each once', () => {
    expect(editorSchema.parse({ ...base, frame: 'regular' }).details).toEqual(['logo', 'name', 'phone']);
    expect(editorSchema.parse({ ...base, frame: 'regular', details: ['phone', 'phone'] }).details).toEqual([
      'phone',
    ]);
  });
  it('offers only the frames the plan shows, in order', () => {
    expect(visibleFrames(undefined)).toEqual(['regular', 'product', 'political']);
    const hidePolitical = entitlements({
      frameVisibility: { hideRegularFrame: false, hideProductFrame: true, hidePoliticalFrame: true },
    });
    expect(visibleFrames(hidePolitical.frameVisibility)).toEqual(['regular']);
  });
});

describe('frame texts', () => {
  const card = {
    basicDetails: {
      companyName: 'Sharma Sweets',
      address: { line1: '12 MG Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' },
    },
  } as Parameters<typeof prefilledFrameTexts>[0];
  const business = {
    businessName: 'Sharma Sweets Pvt Ltd',
    address: { line1: '1 Station Rd', city: 'Ajmer' },
  };
  const prefilled = prefilledFrameTexts(card, business);
  const chosen = (frameTexts?: { name?: string; address?: string }) =>
    editorSchema.parse({ imageId: 'p1', businessId: 'b1', frame: 'regular', details: ['name'], frameTexts });

  it("starts from what the frame prints anyway: the card's name and address, else the business's", () => {
    expect(prefilled).toEqual({ name: 'Sharma Sweets', address: '12 MG Road, Jaipur, Rajasthan, 302001' });
    expect(prefilledFrameTexts(undefined, business)).toEqual({
      name: 'Sharma Sweets Pvt Ltd',
      address: '1 Station Rd, Ajmer',
    });
  });
  it('sends only the texts the customer rewrote, as typed in any script', () => {
    expect(renderBodyOf(chosen(), prefilled)).not.toHaveProperty('frameTexts');
    expect(renderBodyOf(chosen({ name: 'Sharma Sweets ' }), prefilled)).not.toHaveProperty('frameTexts');
    expect(renderBodyOf(chosen({ name: '', address: '' }), prefilled)).not.toHaveProperty('frameTexts');
    expect(renderBodyOf(chosen({ name: ' शर्मा मिठाई ' }), prefilled)).toEqual({
      imageId: 'p1',
      businessId: 'b1',
      frame: 'regular',
      details: ['name'],
      frameTexts: { name: 'शर्मा मिठाई' },
    });
    expect(
      renderBodyOf(chosen({ name: 'Sharma Sweets', address: '12, எம்.ஜி. சாலை, ஜெய்ப்பூர்' }), prefilled)
        .frameTexts,
    ).toEqual({ address: '12, எம்.ஜி. சாலை, ஜெய்ப்பூர்' });
  });
  it("refuses a name too long for the frame, in the schema's words", () => {
    const r = editorSchema.safeParse({
      imageId: 'p1',
      businessId: 'b1',
      frame: 'regular',
      frameTexts: { name: 'x'.repeat(101) },
    });
    expect(r.error?.issues[0]?.message).toBe('Keep the name in the frame under 100 characters.');
  });
});

describe('usage and file names', () => {
  it('says how many posts are left today, unlimited, or not in the plan', () => {
    const e = entitlements();
    expect(usageText(e, 'images')).toBe('Images today: 4 (unlimited)');
    expect(usageText(e, 'videos')).toBe('Videos today: 2 of 3');
    expect(usageText(entitlements({ videos: { included: false, limit: 0, usedToday: 0 } }), 'videos')).toBe(
      'Videos today: not in your plan',
    );
  });
  it('names files safely for any phone', () => {
    expect(greetingFileName('A/B: "Sweets"', 'Holi', 'jpg')).toBe('A B Sweets - Holi.jpg');
    expect(greetingFileName('', '', 'mp4')).toBe('greeting - post.mp4');
    expect(extensionOf('/uploads/greetings/renders/x.mp4')).toBe('mp4');
    expect(extensionOf('/uploads/x.png?v=1')).toBe('png');
    expect(extensionOf('/uploads/x.jpg')).toBe('jpg');
  });
});
