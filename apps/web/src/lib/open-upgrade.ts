import { useMemo } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';

/**
 * The upgrade dialog lives in the URL: #upgrade opens it, and a purchase step inside it (buying a PDF ID
 * card or a promotional video) is one more history entry with `upgradeLayer` in its state. Closing goes back in
 * history, so the phone's back button closes one layer at a time (spec section 2).
 */
export const UPGRADE_HASH = '#upgrade';

/** The purchase step of a product sold by the piece. */
export type UpgradeLayer = 'pdf-card' | 'video';

/** What other screens may pass when they open #upgrade (history state). */
export interface UpgradeState {
  /** Admin area: the business to upgrade (e.g. from the business list). */
  upgradeBusinessId?: string;
  /** A PDF card to pay for, from the PDF card screens. */
  pdfCardNo?: number;
  /** A promotional video waiting for payment, from the video screens. */
  videoNo?: number;
  upgradeLayer?: UpgradeLayer;
}

/**
 * Where a link opens the upgrade dialog: over the current page with its query kept (a hash alone
 * would drop it, and the page behind the dialog would lose the business or card it shows).
 */
export function useUpgradeTo(): To {
  const { search } = useLocation();
  return useMemo(() => ({ search, hash: UPGRADE_HASH }), [search]);
}

/**
 * Opens the upgrade dialog over the current page (see useUpgradeTo). With an `upgradeLayer`, the
 * purchase step is a second history entry, so the back button closes the step, then the dialog.
 */
export function useOpenUpgrade() {
  const navigate = useNavigate();
  const to = useUpgradeTo();
  return (state: UpgradeState = {}) => {
    const { upgradeLayer, ...opened } = state;
    void navigate(to, { state: opened });
    if (upgradeLayer) void navigate(to, { state });
  };
}
