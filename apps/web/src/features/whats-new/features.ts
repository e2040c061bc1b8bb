import digitalCardLinksImage from './images/digital-card-links.svg';

/**
 * The features What's New introduces, newest first. Data, not code: adding an entry is all it takes
 * to show it (the dialog handles any number; with more than one it adds Skip All, arrows, progress
 * and dots). `action` names what the action button does; the dialog's host maps it to a handler.
 */
export interface WhatsNewFeature {
  id: string;
  title: string;
  subtitle: string;
  image: string;
  imageAlt: string;
  action?: { label: string; kind: WhatsNewActionKind };
}

export type WhatsNewActionKind = 'open-card-links';

export const WHATS_NEW_FEATURES: readonly WhatsNewFeature[] = [
  {
    id: 'digital-card-links',
    title: 'Add Useful Links to Your Digital Card',
    subtitle:
      'Add links to your digital card in any combination: WhatsApp, your website or app, your location, social media, reviews, local-listing services and food-delivery apps. Customers reach you in one tap.',
    image: digitalCardLinksImage,
    imageAlt: 'A digital card with WhatsApp, website, location and food-delivery link buttons',
    action: { label: 'Try Now', kind: 'open-card-links' },
  },
];
