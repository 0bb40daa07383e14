import { copyText } from '../clipboard';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';

export interface CopyButtonProps {
  text: string;
  label: string;
  /** told when the browser refuses the clipboard (the text stays selectable) */
  onFailure?: (message: string) => void;
}

/** Copies a text to the clipboard and says so on the button. */
export function CopyButton({ text, label, onFailure }: CopyButtonProps) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const copied = await copyText(text);
    setCopied(copied);
    if (!copied) onFailure?.(translate('auth_copy_failed'));
  };
  return (
    <Button
      variant="outlined"
      onClick={copy}
      startIcon={copied ? <Check /> : <ContentCopy />}
      aria-live="polite"
    >
      {copied ? translate('auth_copied') : label}
    </Button>
  );
}
