import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { fetchPublicTheme } from '../../dataProvider/projectSettingsMethods';
import type { PublicThemeReply } from '../../schema/api/projectSettings';
import { cityOf, PublicCityContext } from './publicCity';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The reply when it is a theme (a proxy or an old server may answer something else). */
function usable(reply: unknown): PublicThemeReply | null {
  const theme = reply as Partial<PublicThemeReply> | null;
  if (!theme || typeof theme !== 'object') return null;
  const colors = [theme.themeColor, theme.fontColor, theme.secondFontColor];
  if (!colors.every((c) => typeof c === 'string' && HEX.test(c))) return null;
  if (typeof theme.fontFamily !== 'string' || typeof theme.customCss !== 'string') return null;
  return theme as PublicThemeReply;
}

/** The theme asked for by a page's start: the call, and its answer once there (null: it failed). */
export interface ThemeCall {
  reply: Promise<PublicThemeReply>;
  answered: () => { reply: PublicThemeReply | null } | undefined;
}

/** Asks for the public pages' theme now (a public page's start does, beside its other calls). */
export function callPublicTheme(): ThemeCall {
  let answered: { reply: PublicThemeReply | null } | undefined;
  const reply = fetchPublicTheme();
  reply.then(
    (found) => (answered = { reply: found }),
    () => (answered = { reply: null }),
  );
  return { reply, answered: () => answered };
}

/**
 * How long a public page waits for its project's theme before it shows in the app's theme: the
 * theme usually answers long before the page's own data, and a slow one should not hold the page.
 */
export const THEME_WAIT_MS = 2000;

/**
 * The project's public page theme (settings > website) around a public page: its colours and
 * font, and its custom CSS (checked by the server, and once more here) in a style element that
 * exists only while the public page is shown, so it never reaches the staff app. The city
 * template, when the project has it on, is given to the page's header and footer (usePublicCity).
 * The page shows once the theme has answered (or failed, or THEME_WAIT_MS passed), with its
 * loading indicator until then: shown before, it came in the app's colours and with the plain
 * header, and the city template's taller header then pushed the whole page down.
 */
export function PublicTheme({ children, call }: { children: ReactNode; call?: ThemeCall }) {
  // a theme the public start has already had answered shows from the first render
  const answered = call?.answered();
  const [theme, setTheme] = useState<PublicThemeReply | null>(() =>
    answered ? usable(answered.reply) : null,
  );
  const [css, setCss] = useState<string | null>(null);
  const [settled, setSettled] = useState(answered !== undefined);

  useEffect(() => {
    let current = true;
    const waited = setTimeout(() => setSettled(true), THEME_WAIT_MS);
    (call?.reply ?? fetchPublicTheme())
      .then(async (reply) => {
        const found = usable(reply);
        // the check loads only when there is custom CSS (it is not part of the first load)
        const checked = found?.customCss
          ? (await import('../../schema/publicCss')).checkCustomCss(found.customCss)
          : null;
        if (!current) return;
        setTheme(found);
        setCss(checked && !checked.problem && checked.css ? checked.css : null);
      })
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(waited);
        if (current) setSettled(true);
      });
    return () => {
      current = false;
      clearTimeout(waited);
    };
  }, []);

  const city = useMemo(() => cityOf(theme?.city), [theme]);
  const outer = useTheme();
  const themed = useMemo(
    () =>
      theme
        ? createTheme(outer, {
            palette: {
              primary: { main: theme.themeColor, contrastText: theme.fontColor },
              text: { primary: theme.secondFontColor },
            },
            typography: { fontFamily: theme.fontFamily },
          })
        : outer,
    [outer, theme],
  );

  return (
    <ThemeProvider theme={themed}>
      <PublicCityContext.Provider value={city}>
        <Box
          className="public-page"
          sx={
            theme ? { fontFamily: theme.fontFamily, '& .MuiTypography-root': { fontFamily: 'inherit' } } : {}
          }
        >
          {settled ? children : <Loading />}
        </Box>
      </PublicCityContext.Provider>
      {theme && css && <style data-public-custom-css="">{css}</style>}
    </ThemeProvider>
  );
}
