import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_PLACEMENTS, type PagePlacement } from '@panel/shared/schemas/ui-customisation.ts';
import { ErrorState, LoadingState } from '@/components/page-states';
import { uiCustomisationsQuery } from './api/list-ui-customisations';
import { PlacementEditor } from './placement-editor';

/** /panel/admin/ui-customisation (superadmin and admin): the sections customers see, per page placement. */
export default function UiCustomisationPage() {
  const { t } = useTranslation('ui-customisation');
  const list = useQuery(uiCustomisationsQuery);
  const [placement, setPlacement] = useState<PagePlacement>('GREETING_IMAGE_PAGE');

  const saved = list.data?.find((c) => c.pagePlacement === placement);
  return (
    <>
      <Tabs
        value={placement}
        onChange={(_, v: PagePlacement) => setPlacement(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {PAGE_PLACEMENTS.map((p) => (
          <Tab key={p} value={p} label={t(`placement.${p}`)} />
        ))}
      </Tabs>
      {list.isPending && <LoadingState label={t('loading')} />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && <PlacementEditor key={placement} placement={placement} saved={saved} />}
    </>
  );
}
