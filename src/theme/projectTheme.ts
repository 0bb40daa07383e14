import { alpha, darken, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { useMemo, useState } from 'react';
import { defaultTheme, memoryStore, type RaThemeOptions, type Store } from 'react-admin';
import type { InitReply } from '../../schema/api/session';

/** The project types of spec 1 section 1; each has its own theme and brand colour. */
export const PROJECT_TYPES = ['first-time-letting', 'rent', 'sale', 'saleb2b', 'build'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export function isProjectType(value: string): value is ProjectType {
  return (PROJECT_TYPES as readonly string[]).includes(value);
}

/** The brand colour of each project type, used when the project has none of its own. */
export const PROJECT_TYPE_COLORS: Record<ProjectType, string> = {
  'first-time-letting': '#2e8b57',
  rent: '#1f6f8b',
  sale: '#b5651d',
  saleb2b: '#4b3f72',
  build: '#c0392b',
};

/** The translation key of each project type's name. */
export const PROJECT_TYPE_LABEL_KEYS: Record<ProjectType, string> = {
  'first-time-letting': 'layout_project_type_first_time_letting',
  rent: 'layout_project_type_rent',
  sale: 'layout_project_type_sale',
  saleb2b: 'layout_project_type_saleb2b',
  build: 'layout_project_type_build',
};

const FALLBACK_TYPE: ProjectType = 'rent';
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function projectTypeLabelKey(type: string): string {
  return PROJECT_TYPE_LABEL_KEYS[isProjectType(type) ? type : FALLBACK_TYPE];
}

/** WCAG AA for normal text: the brand colour is also the colour of links and text buttons. */
const MIN_CONTRAST = 4.5;
const PAGE_BACKGROUND = '#f4f5f7';
/** How strongly a selected menu entry is tinted with the brand colour. */
const SELECTED_TINT = 0.12;

/** The colour laid over white at the given opacity, as an opaque colour. */
function tintOnWhite(color: string, opacity: number): string {
  const [r, g, b] = decomposeColor(color).values;
  const mix = (v: number) => Math.round(255 - (255 - v) * opacity);
  return recomposeColor({ type: 'rgb', values: [mix(r), mix(g), mix(b)] });
}

/** The lowest contrast of text in the colour on the backgrounds it meets (white, the page, its own tint). */
function lowestContrast(color: string): number {
  return Math.min(
    getContrastRatio(color, '#ffffff'),
    getContrastRatio(color, PAGE_BACKGROUND),
    getContrastRatio(color, tintOnWhite(color, SELECTED_TINT)),
  );
}

/**
 * The colour, darkened in small steps until text in it reads (4.5:1) on white, on the page's grey
 * and on a selected entry's tint (and page-coloured text reads on it); unchanged when it already does.
 */
export function readableBrand(color: string): string {
  let result = color;
  for (let step = 0; step < 25 && lowestContrast(result) < MIN_CONTRAST; step++) {
    result = darken(color, (step + 1) * 0.04);
  }
  return result;
}

/**
 * A project's own brand colour when it is a valid hex colour, else its type's colour, darkened
 * where needed so that text in it stays readable (see `readableBrand`).
 */
export function brandColorFor(type: string, brandColor?: string | null): string {
  const chosen =
    brandColor && HEX_COLOR.test(brandColor.trim())
      ? brandColor.trim()
      : PROJECT_TYPE_COLORS[isProjectType(type) ? type : FALLBACK_TYPE];
  return readableBrand(chosen);
}

const TEXT_PRIMARY = '#1f2933';
const TEXT_SECONDARY = '#52606d';
const DIVIDER = '#e4e7eb';
const FONT_STACK = ['"Inter"', '"Helvetica Neue"', 'Helvetica', 'Arial', 'system-ui', 'sans-serif'].join(',');

/** What every project theme shares: neutral greys, one accent, quiet borders, no shouting capitals. */
function baseTheme(brand: string): RaThemeOptions {
  return {
    palette: {
      mode: 'light',
      primary: { main: brand },
      secondary: { main: '#3e4c59' },
      // readable on the grey of filled inputs too (4.9:1 on #f0f0f0; MUI's #d32f2f has 4.4:1)
      error: { main: '#c62828' },
      background: { default: PAGE_BACKGROUND, paper: '#ffffff' },
      text: { primary: TEXT_PRIMARY, secondary: TEXT_SECONDARY },
      divider: DIVIDER,
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: FONT_STACK,
      fontSize: 14,
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.6rem', fontWeight: 600 },
      h3: { fontSize: '1.35rem', fontWeight: 600 },
      h4: { fontSize: '1.2rem', fontWeight: 600 },
      h5: { fontSize: '1.1rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    sidebar: { width: 248, closedWidth: 64 },
    components: {
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: {
            backgroundColor: '#ffffff',
            borderBottom: `1px solid ${DIVIDER}`,
            borderTop: `3px solid ${brand}`,
          },
        },
      },
      MuiDrawer: { styleOverrides: { paper: { borderColor: DIVIDER } } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: DIVIDER } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiTableCell: {
        styleOverrides: { head: { fontWeight: 600, color: TEXT_SECONDARY, backgroundColor: '#fafbfc' } },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 6,
            '&.Mui-selected': { backgroundColor: alpha(brand, SELECTED_TINT), color: brand },
            '&.Mui-selected .MuiListItemIcon-root': { color: brand },
          },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
    },
  };
}

/**
 * The react-admin theme of a project type (pass it to `<Admin theme>`): react-admin's defaults,
 * our calm admin look, and the brand colour; the project's own colour wins over the type's.
 */
export function projectTheme(type: string, brandColor?: string | null): RaThemeOptions {
  return deepmerge(defaultTheme, baseTheme(brandColorFor(type, brandColor)));
}

/**
 * The theme of the project /init names, and react-admin's state kept in memory (browser storage
 * holds only what dataProvider/storage.ts names): what the staff app and the public pages give
 * react-admin's context alike.
 */
export function useProjectContextProps(project: InitReply['bootstrap'] | undefined): {
  store: Store;
  theme: RaThemeOptions;
} {
  const [store] = useState(() => memoryStore());
  const theme = useMemo(
    () => projectTheme(project?.project_type ?? 'rent', project?.project.brandColor),
    [project?.project_type, project?.project.brandColor],
  );
  return { store, theme };
}
