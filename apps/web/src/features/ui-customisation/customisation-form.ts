import type { z } from 'zod';
import type {
  PagePlacement,
  UiCustomisation,
  uiCustomisationBodySchema,
} from '@panel/shared/schemas/ui-customisation.ts';

export type CustomisationInput = z.input<typeof uiCustomisationBodySchema>;
export type CustomisationOutput = z.output<typeof uiCustomisationBodySchema>;

/** The form's starting point: the saved sections (metaIds kept, so customer links stay valid), or none. */
export const toForm = (placement: PagePlacement, saved: UiCustomisation | undefined): CustomisationInput => ({
  pagePlacement: placement,
  sections: (saved?.sections ?? []).map((s) => ({ ...s })),
});

export const newSection = (): CustomisationInput['sections'][number] => ({
  title: '',
  source: 'SUBCATEGORIES',
  style: 'style-1',
  height: 'HEIGHT-1',
  imageIds: [],
  imageSubcategoryIds: [],
});
