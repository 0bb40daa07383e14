import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'react-admin';
import type { ObjectDetail } from '../../schema/api/objects';
import { QrCode } from '../../src/media/QrCode';
import { absoluteUrl, useCopyLink } from './useCopyLink';

/**
 * An object's public application link where staff look for it: the address, Copy and Open, and a
 * QR code to show on a phone or print (the flyer prints the same code). The buttons' names are
 * their visible texts; the section's heading says whose link it is.
 */
export function ApplicationLinkSection({ detail }: { detail: ObjectDetail }) {
  const translate = useTranslate();
  const copy = useCopyLink();
  if (!detail.application_url) return null;
  const url = absoluteUrl(detail.application_url);
  const name = detail.basics.title || `#${detail.id}`;
  return (
    <Box
      component="section"
      aria-label={translate('objects_application_link_title')}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('objects_application_link_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('objects_application_link_intro')}
        </Typography>
        <Link href={url} target="_blank" rel="noopener" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {url}
        </Link>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy(url)}>
            {translate('objects_application_link_copy')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<OpenInNew />}
            href={url}
            target="_blank"
            rel="noopener"
          >
            {translate('objects_application_link_open')}
          </Button>
        </Box>
      </Box>
      <QrCode value={url} size={112} label={translate('objects_application_link_qr_of', { name })} />
    </Box>
  );
}

/** The same beside an object's edit form in the sidepanel: the object as the form loaded it. */
export function ApplicationLinkOf({ id }: { id: number }) {
  const { data } = useGetOne<ObjectDetail>('objects', { id }, { retry: false });
  return data ? <ApplicationLinkSection detail={data} /> : null;
}
