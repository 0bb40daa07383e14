import { Box, Link } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { cityLinksIn, usePublicCity } from '../public/publicCity';
import { PublicTheme } from '../public/PublicTheme';
import { ErrorScreen } from './ErrorScreen';
import { PrivacyPolicyDialog } from './PrivacyPolicyDialog';

/** The dark footer of the city template: the city's legal, imprint and accessibility pages, and the privacy policy. */
function CityFooter({
  name,
  links,
  onPrivacy,
}: {
  name: string;
  links: Array<[string, string]>;
  onPrivacy: () => void;
}) {
  const translate = useTranslate();
  const linkSx = { color: 'common.white', textDecorationColor: 'inherit', fontSize: '0.875rem' };
  return (
    <Box component="footer" sx={{ bgcolor: '#1f1f1f', color: 'common.white', px: 2, py: 3 }}>
      <Box sx={{ maxWidth: 760, mx: 'auto', display: 'grid', gap: 1.5 }}>
        <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
          {name}
        </Box>
        <Box
          component="nav"
          aria-label={translate('layout_city_links')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {links.map(([label, href]) => (
            <Link key={label} href={href} sx={linkSx}>
              {translate(label)}
            </Link>
          ))}
          <Link component="button" type="button" onClick={onPrivacy} sx={{ ...linkSx, textAlign: 'left' }}>
            {translate('layout_privacy_policy')}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The footer of the unprotected pages: the privacy-policy link, which opens the modal; with the
 * city template on, the city's dark footer with its legal, imprint and accessibility links.
 */
export function PublicFooter() {
  const translate = useTranslate();
  const city = usePublicCity();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const dialog = <PrivacyPolicyDialog open={open} onClose={() => setOpen(false)} />;
  if (city) {
    const links = cityLinksIn(city, locale);
    return (
      <>
        <CityFooter
          name={city.name}
          links={[
            ['layout_city_legal', links.legalUrl],
            ['layout_city_imprint', links.imprintUrl],
            ['layout_city_accessibility', links.accessibilityUrl],
          ]}
          onPrivacy={() => setOpen(true)}
        />
        {dialog}
      </>
    );
  }
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Link
        component="button"
        type="button"
        variant="body2"
        color="text.secondary"
        onClick={() => setOpen(true)}
      >
        {translate('layout_privacy_policy')}
      </Link>
      {dialog}
    </Box>
  );
}

/** An unprotected page without header (access denied, not found): content centred, footer below. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <PublicTheme>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <Box
          component="main"
          sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {children}
        </Box>
        <PublicFooter />
      </Box>
    </PublicTheme>
  );
}

/** /403: access denied, with a link home. */
export function AccessDeniedPage() {
  return (
    <PublicPage>
      <ErrorScreen status={403} />
    </PublicPage>
  );
}

/** /404 and /public/404: page not found, with a link home. */
export function NotFoundPage() {
  return (
    <PublicPage>
      <ErrorScreen status={404} />
    </PublicPage>
  );
}
