import ArrowBack from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '@/components/language-picker';
import { homePath, saveLanguagePreference, type SessionKind } from '@/lib/session';
import { usePageTitle } from '../root-layout';

/** The top bar of the customer and admin areas: menu, back (not on home), title, then area actions. */
export function TopBar({
  kind,
  onOpenMenu,
  actions,
}: {
  kind: SessionKind;
  onOpenMenu: () => void;
  actions: ReactNode;
}) {
  const title = usePageTitle();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = homePath(kind);
  const isHome = pathname.replace(/\/+$/, '') === home;
  const bar = useRef<HTMLElement>(null);
  useScrollPaddingFor(bar);

  const goBack = () => {
    // Opened by a deep link there is no panel page to go back to: go home instead of leaving the panel.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(home);
  };

  return (
    <AppBar
      ref={bar}
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {/*
       * On phones the title gets its own row so the area actions never squeeze it to an ellipsis, and
       * the actions keep to the first row whatever arrives later (plan chip, business name): their box
       * has no width of its own (flex-basis 0), so it never wraps, and its items shrink instead. The
       * bar's height never changes, so the page below it never moves.
       */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <IconButton edge="start" aria-label={t('topBar.openMenu')} onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
        {!isHome && (
          <IconButton aria-label={t('topBar.back')} onClick={goBack}>
            <ArrowBack />
          </IconButton>
        )}
        <Typography
          component="h1"
          variant="h6"
          noWrap
          sx={{
            order: { xs: 1, sm: 0 },
            flex: { xs: '1 0 100%', sm: 1 },
            minWidth: 0,
            pb: { xs: 1, sm: 0 },
            pl: { xs: 0.5, sm: 0 },
            fontSize: { xs: '1.1rem', sm: '1.25rem' },
          }}
        >
          {title}
        </Typography>
        <Box
          sx={{
            flex: { xs: '1 1 0', sm: '0 1 auto' },
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: { xs: 0.5, sm: 1 },
          }}
        >
          <LanguagePicker compact onChosen={saveLanguagePreference} />
          {actions}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

/**
 * The page keeps the sticky bar's height as its scroll padding, so whatever is brought into view
 * (keyboard focus, a form's first error, a link to a section) stops below the bar, not under it
 * (WCAG 2.4.11, focus not obscured). The bar is taller on phones, where the title has its own row.
 */
function useScrollPaddingFor(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [bar]);
}
