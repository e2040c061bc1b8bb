import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { accessibleShade, theme } from './theme';

describe('accessibleShade', () => {
  it('darkens the brand blue until white text on it and it on the page both reach 4.5:1', () => {
    const main = theme.palette.primary.main;
    expect(getContrastRatio(main, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    // The brand blue itself does not pass, so buttons use a darker shade of it.
    expect(getContrastRatio('#2d9bea', '#fff')).toBeLessThan(4.5);
  });

  it('leaves a colour that is already dark enough as it is', () => {
    expect(getContrastRatio(accessibleShade('#0b3d91'), '#0b3d91')).toBe(1);
  });
});
