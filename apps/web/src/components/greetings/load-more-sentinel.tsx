import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';

import { useTranslation } from 'react-i18next';
/**
 * Placed after the last loaded post: asks for the next page when it scrolls into view (vertically
 * in the feed, horizontally in a section row), and shows a spinner while that page loads.
 */
export function LoadMoreSentinel({ onVisible, loading }: { onVisible: () => void; loading: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minWidth: 48, minHeight: 48 }}
    >
      {loading && <CircularProgress size={24} aria-label={t('greetings.loadingMore')} />}
    </Box>
  );
}
