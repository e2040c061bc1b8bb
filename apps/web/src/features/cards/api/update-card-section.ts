import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card, CardContent, CardSettings } from '@panel/shared/schemas/card.ts';
import { api } from '@/lib/api-client';
import { cardKey } from './get-card';

/**
 * The nine section calls (spec section 7 "Cards") share one shape: { cardNo, <section> } in, the
 * stored card out as { updatedCard }. A table keeps the paths in one place instead of nine twins.
 */
export const SECTION_PATHS = {
  paymentOptions: '/api/v1/updateCardPaymentOptions',
  youtubeVideos: '/api/v1/updateCardYoutubeVideos',
  socialLinks: '/api/v1/updateCardSocialLinks',
  template: '/api/v1/updateCardTemplate',
  aboutUs: '/api/v1/updateCardAboutUs',
  products: '/api/v1/updateCardProducts',
  links: '/api/v1/updateCardLinks',
  gallery: '/api/v1/updateCardGallery',
  settings: '/api/v1/updateCardSettings',
} as const;
export type SectionKey = keyof typeof SECTION_PATHS;

type SectionValue<K extends SectionKey> = K extends 'settings'
  ? CardSettings
  : K extends keyof CardContent
    ? NonNullable<CardContent[K]>
    : never;

export function useUpdateCardSection<K extends SectionKey>(section: K, cardNo: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: SectionValue<K>) =>
      api.post<{ updatedCard: Card }>(SECTION_PATHS[section], { cardNo, [section]: value }),
    onSuccess: async ({ updatedCard }) => {
      queryClient.setQueryData(cardKey(cardNo), updatedCard);
      await queryClient.invalidateQueries({ queryKey: ['cards', 'by-business'] });
    },
    meta: { handlesErrors: true },
  });
}
