import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  contrastRatio,
  formatRatio,
  isHexColor,
  MIN_CONTRAST,
  PUBLIC_FONTS,
  PUBLIC_PAGE_BACKGROUND,
  PUBLIC_THEME_DEFAULTS,
  type PublicFont,
} from '../../../schema/projectSettings';

function colorOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && isHexColor(value.trim()) ? value.trim() : fallback;
}

function ContrastChip({ text, background }: { text: string; background: string }) {
  const translate = useTranslate();
  const ratio = contrastRatio(text, background);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ratio >= MIN_CONTRAST ? 'success' : 'error'}
      label={translate('website_contrast', { ratio: formatRatio(ratio) })}
    />
  );
}

/**
 * A live preview of the public layout in the form's colours and font: the header band and button
 * in the theme colour with the font colour, the page in white with the second font colour. The
 * custom CSS is not applied here (only on the public pages themselves).
 */
export function PublicThemePreview({ title }: { title: string }) {
  const translate = useTranslate();
  const values = useWatch();
  const theme = colorOr(values.themeColor, PUBLIC_THEME_DEFAULTS.themeColor);
  const font = colorOr(values.fontColor, PUBLIC_THEME_DEFAULTS.fontColor);
  const second = colorOr(values.secondFontColor, PUBLIC_THEME_DEFAULTS.secondFontColor);
  const family =
    PUBLIC_FONTS[(values.font as PublicFont) in PUBLIC_FONTS ? (values.font as PublicFont) : 'inter'];
  return (
    <Stack
      spacing={1}
      component="figure"
      sx={{ m: 0, minWidth: 0 }}
      aria-label={translate('website_preview')}
    >
      <Typography component="figcaption" variant="subtitle2">
        {translate('website_preview')}
      </Typography>
      <Box
        data-testid="public-theme-preview"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', fontFamily: family }}
      >
        <Box sx={{ bgcolor: theme, color: font, px: 2, py: 1.5, fontWeight: 600 }}>{title}</Box>
        <Box sx={{ bgcolor: PUBLIC_PAGE_BACKGROUND, color: second, p: 2 }}>
          <Box component="p" sx={{ m: 0, mb: 1, fontSize: '1.1rem', fontWeight: 600 }}>
            {translate('website_preview_heading')}
          </Box>
          <Box component="p" sx={{ m: 0, mb: 2 }}>
            {translate('website_preview_text')}
          </Box>
          <Box
            component="span"
            sx={{ display: 'inline-block', bgcolor: theme, color: font, px: 2, py: 0.75, borderRadius: 1 }}
          >
            {translate('website_preview_button')}
          </Box>
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ContrastChip text={font} background={theme} />
        <ContrastChip text={second} background={PUBLIC_PAGE_BACKGROUND} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('website_preview_css_note')}
      </Typography>
    </Stack>
  );
}
