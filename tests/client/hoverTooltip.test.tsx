import IconButton from '@mui/material/IconButton';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoverTooltip } from '../../src/list';

function Cell({ onCopy = () => undefined }: { onCopy?: () => void }) {
  return (
    <HoverTooltip title="Link kopieren">
      <IconButton aria-label="Bewerbungslink kopieren" onClick={onCopy}>
        ×
      </IconButton>
    </HoverTooltip>
  );
}

describe('HoverTooltip', () => {
  it('makes no tooltip until the button is hovered, then shows it and hides it on leaving', async () => {
    render(<Cell />);
    const button = screen.getByRole('button', { name: 'Bewerbungslink kopieren' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Link kopieren');
    await userEvent.unhover(screen.getByRole('button', { name: 'Bewerbungslink kopieren' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('lets the click that makes the tooltip reach its button, which stays the same element', async () => {
    const onCopy = vi.fn();
    render(<Cell onCopy={onCopy} />);
    const button = screen.getByRole('button', { name: 'Bewerbungslink kopieren' });
    await userEvent.click(button);
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bewerbungslink kopieren' })).toBe(button);
  });

  // on keyboard focus: tests/e2e/object-list.spec.ts (jsdom's :focus-visible depends on the events before)
});
