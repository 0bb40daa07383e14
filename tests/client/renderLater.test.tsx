import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { RenderLater } from '../../src/forms';

/** Notes, when its first render is committed, whether the part that waits is in the page. */
function FirstCommit({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent ?? '');
  }, [seen]);
  return <p>oben</p>;
}

describe('RenderLater', () => {
  it('shows the top of a page first and what waits right after, without a second trigger', () => {
    const seen: string[] = [];
    render(
      <>
        <FirstCommit seen={seen} />
        <RenderLater>
          <p>unten</p>
        </RenderLater>
      </>,
    );
    expect(seen).toEqual(['oben']);
    // the transition it started has rendered by the end of the first render's work
    expect(screen.getByText('unten')).toBeTruthy();
  });
});
