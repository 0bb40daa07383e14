import MailOutlined from '@mui/icons-material/MailOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { supportMailto } from './flags';
import type { MenuBehaviour } from './menuItems';

export interface FeatureUnavailableDialogProps {
  open: boolean;
  onClose: () => void;
  /** why the feature cannot be used; decides the wording */
  behaviour: MenuBehaviour;
  /** the feature's name, already translated */
  feature: string;
}

const TEXT_KEYS: Record<Exclude<MenuBehaviour, null>, string> = {
  inactive: 'layout_feature_inactive_text',
  upsell: 'layout_feature_upsell_text',
};

/** The feature-unavailable modal (spec 1 section 1) with a contact-me button to the support address. */
export function FeatureUnavailableDialog({
  open,
  onClose,
  behaviour,
  feature,
}: FeatureUnavailableDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const textKey = TEXT_KEYS[behaviour ?? 'inactive'];
  const subject = translate('layout_feature_contact_subject', { feature });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('layout_feature_unavailable_title', { feature })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(textKey, { feature })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('layout_close')}</Button>
        <Button
          variant="contained"
          href={supportMailto(subject)}
          startIcon={<MailOutlined />}
          onClick={onClose}
        >
          {translate('layout_feature_contact')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
