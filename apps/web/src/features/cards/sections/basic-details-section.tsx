import { useUpdateCardBasicDetails } from '../api/update-card-basic-details';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/forms';
import { SectionPanel } from '../section-panel';
import { useSaveStatus } from '../section-form';
import {
  BASIC_DETAILS_FIELDS,
  BasicDetailsFields,
  toBasicDetailsForm,
  useBasicDetailsForm,
} from './basic-details-fields';
import type { SectionProps } from './section-props';
import { useTranslation } from 'react-i18next';

/** Basic details of an existing card (creating a card uses the same fields on the add screen). */
export function BasicDetailsSection({ card, onDraft, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('cards');
  const form = useBasicDetailsForm(toBasicDetailsForm(card.basicDetails, card.businessName), onDraft);
  const save = useUpdateCardBasicDetails();
  const status = useSaveStatus();
  const onSubmit = form.handleSubmit(
    async (basicDetails) => {
      status.clear();
      try {
        await save.mutateAsync({ cardNo: card.cardNo, basicDetails });
        status.succeeded(t('basic.saved'));
      } catch (error) {
        status.failed(applyServerErrors(stripPrefix(error), form.setError, BASIC_DETAILS_FIELDS));
      }
    },
    () => status.failed(null),
  );
  const b = card.basicDetails;
  return (
    <SectionPanel
      id="basic-details"
      title={t('sectionName.basicDetails')}
      summary={b ? [b.name, b.companyName].filter(Boolean).join(' · ') : t('basic.summary')}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      saving={save.isPending}
      status={status.status}
    >
      <BasicDetailsFields form={form} media={card.media} />
    </SectionPanel>
  );
}

/** Server field paths are "basicDetails.<field>". */
export function stripPrefix(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([k, v]) => [k.replace(/^basicDetails\./, ''), v]),
  );
  return new ApiError(error.status, { ...error.data, fields }, error.handledGlobally);
}
