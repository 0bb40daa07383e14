import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { HoverTooltip, type ListRow } from '../../src/list';
import { absoluteUrl, useCopyLink } from './useCopyLink';

/**
 * The public application link of an object row (`application_url`): open it, or copy its full
 * address to send to an interested person. Empty for rows without a link.
 */
export function ApplicationLinkCell({ row }: { row: ListRow }) {
  const translate = useTranslate();
  const copy = useCopyLink();
  const path = typeof row.application_url === 'string' ? row.application_url : '';
  if (!path) return null;
  const url = absoluteUrl(path);
  const name = typeof row.title === 'string' && row.title !== '' ? row.title : `#${row.id}`;
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      <HoverTooltip title={translate('objects_application_link_open')}>
        <IconButton
          size="small"
          component="a"
          href={url}
          target="_blank"
          rel="noopener"
          aria-label={translate('objects_application_link_open_of', { name })}
        >
          <OpenInNew fontSize="small" />
        </IconButton>
      </HoverTooltip>
      <HoverTooltip title={translate('objects_application_link_copy')}>
        <IconButton
          size="small"
          onClick={() => void copy(url)}
          aria-label={translate('objects_application_link_copy_of', { name })}
        >
          <ContentCopy fontSize="small" />
        </IconButton>
      </HoverTooltip>
    </Box>
  );
}
