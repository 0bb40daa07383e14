import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { MOBILE_MEDIA_QUERY } from './menuModel';
import { fetchPrivacyPolicy, privacyBlocks } from './privacyText';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** The privacy policy modal (spec 1 section 2, "Modals"): GET /api/v1/privacy-policy, shown as text. */
export function PrivacyPolicyDialog({ open, onClose }: DialogProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const titleId = useId();
  const title = translate('layout_privacy_policy');
  const fullScreen = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const query = useQuery({
    queryKey: ['privacy-policy', locale],
    queryFn: fetchPrivacyPolicy,
    enabled: open,
    staleTime: 30 * 60_000,
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {query.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('layout_loading')} />
          </Box>
        )}
        {query.isError && <Alert severity="error">{translate('layout_privacy_policy_error')}</Alert>}
        {query.isSuccess &&
          privacyBlocks(query.data, title).map((block, index) =>
            block.heading ? (
              <Typography key={index} variant="h6" component="h3" sx={{ mt: index === 0 ? 0 : 2, mb: 1 }}>
                {block.text}
              </Typography>
            ) : (
              <Typography key={index} variant="body1" sx={{ mb: 1.5 }}>
                {block.text}
              </Typography>
            ),
          )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('layout_close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
