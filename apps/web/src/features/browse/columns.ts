import type { ColumnsPerScreen } from '@shop/shared';
import { useThemeSettings } from '../site/front-settings.ts';

/**
 * SPEC 3's columns per screen size mapped to the theme's breakpoints: mobile → xs, iPad upright →
 * sm, iPad sideways → md, laptop → lg, monitor → xl.
 */
export function gridColumns(columns: ColumnsPerScreen, extra = 0) {
  const repeat = (n: number) => `repeat(${n + extra}, minmax(0, 1fr))`;
  return {
    xs: repeat(columns.mobile),
    sm: repeat(columns.ipadV),
    md: repeat(columns.ipadH),
    lg: repeat(columns.laptop),
    xl: repeat(columns.monitor),
  };
}

/** The site's columns per screen size and page size (SPEC 3 site settings, theme). */
export function useBrowseLayout() {
  const theme = useThemeSettings();
  return { columns: theme.columns, perPage: theme.perPage };
}
