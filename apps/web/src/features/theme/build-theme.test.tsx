import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { ThemeProvider } from '@mui/material/styles';
import { defaultThemeSettings } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './build-theme.ts';

/** Computed CSS colours come back as rgb(); the palette holds hex. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe.each(['light', 'dark'] as const)('status colours drawn in %s mode', (mode) => {
  const theme = buildTheme(defaultThemeSettings, mode, 'ltr');

  it('a toast (filled alert) is the status pair the palette test measures, contrastText on main', () => {
    render(
      <ThemeProvider theme={theme}>
        <Alert variant="filled" severity="success">
          Saved
        </Alert>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByRole('alert'));
    expect(style.backgroundColor).toBe(rgb(theme.palette.success.main));
    expect(style.color).toBe(rgb(theme.palette.success.contrastText));
  });

  it('an outlined status chip writes in main', () => {
    render(
      <ThemeProvider theme={theme}>
        <Chip variant="outlined" color="warning" label="Awaiting approval" />
      </ThemeProvider>,
    );
    const chip = screen.getByText('Awaiting approval').parentElement as HTMLElement;
    expect(getComputedStyle(chip).color).toBe(rgb(theme.palette.warning.main));
  });
});
