import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { accessibleShade, brandTheme } from './theme';

describe('accessibleShade', () => {
  it('darkens the brand blue until white text on it and it on the page both reach 4.5:1', () => {
    const theme = brandTheme();
    const main = theme.palette.primary.main;
    expect(getContrastRatio(main, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    // The brand blue itself does not pass, so buttons use a darker shade of it.
    expect(getContrastRatio('#2d9bea', '#fff')).toBeLessThan(4.5);
  });

  it('leaves a colour that is already dark enough as it is', () => {
    expect(getContrastRatio(accessibleShade('#0b3d91'), '#0b3d91')).toBe(1);
  });

  it("makes the agency's brand colour the panel's primary colour", () => {
    expect(getContrastRatio(brandTheme('#0b3d91').palette.primary.main, '#0b3d91')).toBe(1);
    expect(getContrastRatio(brandTheme().palette.primary.main, '#0b3d91')).not.toBe(1);
  });
});

describe('reduced motion', () => {
  it('ends transitions at once and stops ripples when the system asks for less motion', () => {
    const still = brandTheme(undefined, { reducedMotion: true });
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.transitions.duration.leavingScreen).toBe(0);
    expect(still.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // Spinners and other keyframe animations stop too.
    expect(JSON.stringify(still.components?.MuiCssBaseline?.styleOverrides)).toContain('animationDuration');
  });

  it('keeps the motion otherwise', () => {
    const moving = brandTheme();
    expect(moving.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
