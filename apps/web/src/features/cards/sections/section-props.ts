import type { Card } from '@panel/shared/schemas/card.ts';
import type { DraftListener } from '../section-form';

/** What every editor section gets from the editor. */
export interface SectionProps {
  card: Card;
  onDraft: DraftListener;
  expanded: boolean;
  onToggle: () => void;
}
