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
