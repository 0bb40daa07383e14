import { copyText } from '../../src/clipboard';
import Button from '@mui/material/Button';
import { useNotify, useTranslate } from 'react-admin';

/** A button that copies a text (a key, recovery codes), and says whether it worked. */
export function CopyButton({ text, label = 'profile_copy' }: { text: string; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    if (await copyText(text)) notify('profile_copied', { type: 'info' });
    else notify('profile_copy_failed', { type: 'warning' });
  };
  return (
    <Button variant="outlined" size="small" onClick={() => void copy()}>
      {translate(label)}
    </Button>
  );
}
