import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can, staffContext } from '@panel/shared/roles.ts';
import { PAGE_PLACEMENTS, type PagePlacement } from '@panel/shared/schemas/ui-customisation.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { agencyDetailsQuery, staffUserQuery } from '@/lib/session';
import { uiCustomisationsQuery } from './api/list-ui-customisations';
import { PlacementEditor } from './placement-editor';

/** /panel/admin/ui-customisation (superadmin and admin): the sections customers see, per page placement. */
export default function UiCustomisationPage() {
  const me = useQuery(staffUserQuery);
  const agency = useQuery(agencyDetailsQuery);
  const list = useQuery(uiCustomisationsQuery);
  const [placement, setPlacement] = useState<PagePlacement>('GREETING_IMAGE_PAGE');

  if (me.isPending || agency.isPending) return <LoadingState label="Loading Ui Customisation" />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  if (agency.isError) return <ErrorState error={agency.error} onRetry={() => void agency.refetch()} />;
  if (
    !can.uiCustomisation(
      staffContext({ roles: me.data.roles, hideBilling: false }, agency.data.configuration),
    )
  )
    return (
      <EmptyState
        title="Not available for your role"
        text="Ui Customisation is for users who are both superadmin and admin."
      />
    );

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
          <Tab key={p} value={p} label={p} />
        ))}
      </Tabs>
      {list.isPending && <LoadingState label="Loading sections" />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && <PlacementEditor key={placement} placement={placement} saved={saved} />}
    </>
  );
}
