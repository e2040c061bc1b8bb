import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { UPGRADE_HASH, useUpgradeTo, type UpgradeLayer, type UpgradeState } from '@/lib/open-upgrade';

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

  const upgradeTo = useUpgradeTo();
  const openLayer = useCallback(
    (layer: UpgradeLayer, extra: Partial<UpgradeState> = {}) =>
      void navigate(upgradeTo, { state: { ...state, ...extra, upgradeLayer: layer } }),
    [navigate, upgradeTo, state],
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
