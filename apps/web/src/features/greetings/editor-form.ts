import { z } from 'zod';
import { addressLine } from '@panel/shared/schemas/business.ts';
import type { Card } from '@panel/shared/schemas/card.ts';
import type { BusinessSummary } from '@/lib/current-business';
import {
  FRAME_KINDS,
  GREETING_TEXTS,
  renderBodySchema,
  type FrameKind,
  type GreetingEntitlements,
  type ImagePost,
} from '@panel/shared/schemas/image-post.ts';

/**
 * The post editor's form: the server's render body, plus what a frame needs before it can be drawn
 * (a party for the political frame, a product for the product frame).
 */
export const editorSchema = renderBodySchema.superRefine((b, ctx) => {
  if (b.frame === 'political' && !b.partyId)
    ctx.addIssue({ code: 'custom', path: ['partyId'], message: GREETING_TEXTS.partyRequired });
  if (b.frame === 'product' && b.productIndex === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['productIndex'],
      message: 'Choose a product for the product frame.',
    });
});
export type EditorInput = z.input<typeof editorSchema>;
export type EditorOutput = z.output<typeof editorSchema>;

/** The name and address a frame prints. */
export interface FrameTexts {
  name: string;
  address: string;
}

/**
 * The frame texts the server prints unless told otherwise: the card's company name and address, else
 * the business's (as brand.ts on the server). The editor shows them for the customer to rewrite.
 */
export const prefilledFrameTexts = (
  card: Pick<Card, 'basicDetails'> | undefined,
  business: Pick<BusinessSummary, 'businessName' | 'address'>,
): FrameTexts => ({
  name: card?.basicDetails?.companyName ?? business.businessName,
  address: addressLine(card?.basicDetails?.address ?? business.address),
});

/**
 * The render body from the editor's choices: frameTexts carries only the texts the customer rewrote
 * (an untouched or emptied field leaves the card's own to the server).
 */
export function renderBodyOf(choices: EditorOutput, prefilled: FrameTexts): EditorOutput {
  const { frameTexts, ...body } = choices;
  const rewritten = Object.fromEntries(
    (['name', 'address'] as const).flatMap((k) => {
      const typed = frameTexts?.[k];
      return typed && typed !== prefilled[k] ? [[k, typed]] : [];
    }),
  );
  return Object.keys(rewritten).length ? { ...body, frameTexts: rewritten } : body;
}

/** Frames the plan shows, in the order the editor offers them. */
export function visibleFrames(visibility: GreetingEntitlements['frameVisibility'] | undefined): FrameKind[] {
  if (!visibility) return [...FRAME_KINDS];
  const hidden: Record<FrameKind, boolean> = {
    regular: visibility.hideRegularFrame,
    product: visibility.hideProductFrame,
    political: visibility.hidePoliticalFrame,
  };
  return FRAME_KINDS.filter((f) => !hidden[f]);
}

/** The branded output's aspect ratio, for the preview box before the result arrives. */
export const outputRatio = (post: ImagePost) => (post.frameShape === 'STORY' ? '9 / 16' : '1 / 1');

/** What the image result and the video maker both get from the post editor. */
export interface ResultProps {
  post: ImagePost;
  /** The editor's choices once they are valid; null while the form is incomplete. */
  body: EditorOutput | null;
  businessName: string;
  /** Closes the editor on the way to the upgrade dialog. */
  onUpgrade: () => void;
  /** Shows the form's messages (for a press on Download before the form is complete). */
  validate: () => Promise<boolean>;
}
