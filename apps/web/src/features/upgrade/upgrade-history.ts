import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

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

export function readUpgradeState(state: unknown): UpgradeState {
  return state && typeof state === 'object' ? (state as UpgradeState) : {};
}

export function useUpgradeHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = readUpgradeState(location.state);

  /** Goes back over `layers` dialog entries; a deep link with nothing behind it just drops the hash. */
  const unwind = useCallback(
    (layers: number) => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx >= layers) void navigate(-layers);
      else
        void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    },
    [navigate, location.pathname, location.search],
  );

  const openLayer = useCallback(
    (layer: UpgradeLayer, extra: Partial<UpgradeState> = {}) =>
      void navigate({ hash: UPGRADE_HASH }, { state: { ...state, ...extra, upgradeLayer: layer } }),
    [navigate, state],
  );

  return {
    isOpen: location.hash === UPGRADE_HASH,
    state,
    /** How many entries the dialog has pushed: #upgrade itself plus an open layer. */
    depth: state.upgradeLayer ? 2 : 1,
    unwind,
    openLayer,
  };
}
