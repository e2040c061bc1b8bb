import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { WHATS_NEW_CLICK_DELAY_MS } from '@panel/shared/constants.ts';
import { DeferredRender } from '@/components/deferred-render';
import { cardsByBusinessQuery } from '@/lib/cards-by-business';
import { businessesByUserQuery, currentOf, useCurrentBusiness } from '@/lib/current-business';
import { customerUserQuery } from '@/lib/session';
import { WHATS_NEW_FEATURES, type WhatsNewFeature } from './features';
import { tryNowTarget } from './try-now-target';
import { markFeaturesViewed, readViewedFeatures } from './viewed-features';
import { useWhatsNewOpenRequests } from './whats-new-button';
import { WhatsNewDialog } from './whats-new-dialog';

function unseenFeatures(): readonly WhatsNewFeature[] {
  const viewed = new Set(readViewedFeatures());
  return WHATS_NEW_FEATURES.filter((f) => !viewed.has(f.id));
}

/**
 * Wraps the customer home (a layout route): opens What's New once, with the features not yet viewed,
 * and again from the top bar's button. Closing marks the shown features viewed.
 */
export default function WhatsNewOnHome() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { current } = useCurrentBusiness();
  const { data: user } = useQuery(customerUserQuery);
  // Loaded on mount (if not already cached) so Try Now can tell "edit" from "create" at once; read
  // when it is tapped, so its answer does not redraw the open dialog.
  useQuery({ ...cardsByBusinessQuery(current?.businessId), notifyOnChangeProps: [] });
  // Opens by itself once, on arriving home, with the features not viewed yet.
  const [shown, setShown] = useState<readonly WhatsNewFeature[]>(unseenFeatures);
  const [openCount, setOpenCount] = useState(0);
  const open = shown.length > 0;
  useWhatsNewOpenRequests(
    useCallback(() => {
      setShown(WHATS_NEW_FEATURES);
      setOpenCount((n) => n + 1);
    }, []),
  );

  const close = () => {
    markFeaturesViewed(shown.map((f) => f.id));
    setShown([]);
  };
  const skipAll = () => {
    markFeaturesViewed(WHATS_NEW_FEATURES.map((f) => f.id));
    setShown([]);
  };
  const onAction = (feature: WhatsNewFeature) => {
    if (feature.action?.kind !== 'open-card-links') return;
    close();
    setTimeout(() => {
      void (async () => {
        // Tapped before the business list arrived (the dialog can open first): wait for it.
        const businessId =
          current?.businessId ??
          currentOf(await queryClient.ensureQueryData(businessesByUserQuery).catch(() => []))?.businessId;
        const cards = businessId
          ? await queryClient.ensureQueryData(cardsByBusinessQuery(businessId)).catch(() => [])
          : [];
        await navigate(tryNowTarget({ cards, user, businessId }));
      })();
    }, WHATS_NEW_CLICK_DELAY_MS);
  };

  // Opened on arrival it covers the home: it is drawn first (the phone's first screen, its largest
  // picture), the home under it right after, in the background.
  const [openedOnArrival] = useState(open);
  return (
    <>
      <DeferredRender later={openedOnArrival}>
        <Outlet />
      </DeferredRender>
      <WhatsNewDialog
        key={openCount}
        open={open}
        features={shown}
        onClose={close}
        onSkipAll={skipAll}
        onAction={onAction}
      />
    </>
  );
}
