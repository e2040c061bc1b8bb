import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { useTranslation } from 'react-i18next';
/**
 * The top bar's What's New button (spec section 2: customer home only). The dialog belongs to the
 * home route (whats-new-on-home), so the button only asks it to open.
 */
const OPEN_EVENT = 'panel:whats-new-open';

export function WhatsNewButton({ home }: { home: string }) {
  const { t } = useTranslation('whats-new');
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') !== home) return null;
  return (
    // The browser's own hint (title), not MUI's Tooltip: that and Popper would add ~10 KB to the home.
    <IconButton
      aria-label={t('title')}
      title={t('title')}
      onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}
    >
      <NewReleasesOutlined />
    </IconButton>
  );
}

/** Calls `open` whenever the top bar's button is pressed. */
export function useWhatsNewOpenRequests(open: () => void) {
  useEffect(() => {
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, [open]);
}
