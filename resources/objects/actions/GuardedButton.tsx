import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';

export interface GuardedButtonProps extends Omit<ButtonProps, 'onClick' | 'disabled'> {
  /** label key */
  label: string;
  /** why the button cannot be used now (a message key); null when it can */
  refusal?: string | null;
  onClick: () => void;
}

/**
 * A toolbar button that may be unavailable: then it looks disabled, ignores clicks, and explains
 * why in a tooltip — it stays focusable (aria-disabled), so keyboard users hear the reason too.
 */
export function GuardedButton({ label, refusal = null, onClick, sx, ...props }: GuardedButtonProps) {
  const translate = useTranslate();
  if (refusal === null) {
    return (
      <Button size="small" variant="outlined" onClick={onClick} sx={sx} {...props}>
        {translate(label)}
      </Button>
    );
  }
  return (
    <Tooltip title={translate(refusal)} describeChild>
      <Button
        size="small"
        variant="outlined"
        aria-disabled="true"
        className="Mui-disabled"
        onClick={(event) => event.preventDefault()}
        sx={{ '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }}
        {...props}
      >
        {translate(label)}
      </Button>
    </Tooltip>
  );
}
