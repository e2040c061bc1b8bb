import {
  BUSINESS_DETAILS,
  FRAME_KINDS,
  type BusinessDetail,
  type FrameKind,
} from '@panel/shared/schemas/image-post.ts';

/**
 * The frame and details a customer last branded a post with, per business, so the next post opens
 * the same way. Kept on the phone (local storage); anything unreadable or no longer offered is
 * dropped rather than trusted.
 */
export interface FrameChoices {
  frame: FrameKind;
  details: BusinessDetail[];
  partyId?: string;
}

const keyOf = (businessId: string) => `greetings.frame.${businessId}`;

export function readFrameChoices(businessId: string): Partial<FrameChoices> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyOf(businessId)) ?? 'null');
    if (!raw || typeof raw !== 'object') return {};
    const r = raw as Record<string, unknown>;
    const choices: Partial<FrameChoices> = {};
    if (FRAME_KINDS.includes(r.frame as FrameKind)) choices.frame = r.frame as FrameKind;
    if (Array.isArray(r.details))
      choices.details = r.details.filter((d): d is BusinessDetail =>
        BUSINESS_DETAILS.includes(d as BusinessDetail),
      );
    if (typeof r.partyId === 'string' && r.partyId.length <= 64) choices.partyId = r.partyId;
    return choices;
  } catch {
    return {};
  }
}

export function saveFrameChoices(businessId: string, choices: FrameChoices) {
  try {
    localStorage.setItem(keyOf(businessId), JSON.stringify(choices));
  } catch {
    // Storage full or blocked (private mode): remembering is a convenience, not a requirement.
  }
}
