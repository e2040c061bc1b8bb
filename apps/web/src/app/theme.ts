import { createTheme, darken, getContrastRatio, type ThemeOptions } from '@mui/material/styles';
import { CHECKOUT_THEME_COLOR } from '@panel/shared/constants.ts';

const BACKGROUND = '#f5f7fa';
const AA_TEXT = 4.5;

/**
 * The brand colour, darkened just enough for WCAG AA text contrast (4.5:1) both ways: white text on
 * it (contained buttons) and it as text on white and on the page background (links, tabs, outlined
 * buttons). The brand blue #2d9bea itself reaches only about 3:1.
 */
export function accessibleShade(color: string): string {
  const readable = (c: string) =>
    Math.min(getContrastRatio(c, '#fff'), getContrastRatio(c, BACKGROUND)) >= AA_TEXT;
  for (let step = 0; step <= 20; step++) {
    const shade = darken(color, step * 0.05);
    if (readable(shade)) return shade;
  }
  return '#000';
}

/**
 * For people whose system asks for less motion (WCAG 2.3.3): transitions, fades and slides end at
 * once, spinners stand still, buttons do not ripple. Continuous animations (a spinner, an
 * indeterminate bar) also redraw the page every frame, which a cheap phone pays for in battery.
 */
const REDUCED_MOTION = {
  transitions: {
    create: () => 'none',
    // Collapse's "auto" timing (accordions) otherwise waits a height-dependent time after opening.
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCssBaseline: {
      styleOverrides: {
        '*, *::before, *::after': {
          animationDuration: '0s !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0s !important',
        },
      },
    },
  },
} satisfies ThemeOptions;

const closingLetsClicksThrough = (open: boolean | undefined) =>
  open ? {} : { pointerEvents: 'none' as const };

/**
 * The panel's theme in the agency's brand colour (white label, issue 14), shaded for readable text;
 * before the agency is known, the product's own blue. `reducedMotion`: the system's
 * prefers-reduced-motion (REDUCED_MOTION).
 */
export const brandTheme = (
  brandColor: string = CHECKOUT_THEME_COLOR,
  { reducedMotion = false }: { reducedMotion?: boolean } = {},
) =>
  createTheme({
    ...(reducedMotion ? { transitions: REDUCED_MOTION.transitions } : {}),
    palette: {
      primary: { main: accessibleShade(brandColor), contrastText: '#fff' },
      background: { default: BACKGROUND },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...(reducedMotion ? REDUCED_MOTION.components : {}),
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // A menu, dialog or drawer on its way out lets clicks through to the page: its invisible
      // backdrop would otherwise swallow a quick click made while it fades (right after picking an
      // option, a click on the next field was lost).
      MuiPopover: { styleOverrides: { root: ({ ownerState }) => closingLetsClicksThrough(ownerState.open) } },
      MuiDialog: { styleOverrides: { root: ({ ownerState }) => closingLetsClicksThrough(ownerState.open) } },
      MuiDrawer: {
        styleOverrides: {
          // Only a temporary drawer is an overlay; the others are part of the page.
          root: ({ ownerState }) =>
            closingLetsClicksThrough(ownerState.open || ownerState.variant !== 'temporary'),
        },
      },
      MuiPaper: {
        styleOverrides: {
          // A list's sticky group heading covers the top 48 px of the paper it scrolls in: an item
          // brought into view (keyboard focus, scrollIntoView) stops below it.
          root: { '&:has(.MuiListSubheader-sticky)': { scrollPaddingTop: 48 } },
        },
      },
    },
  });
