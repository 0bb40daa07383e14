import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { richTextRule, textRule } from '../../schema/rules';
import { SchemaForm, type FieldSpec } from '../../src/forms';
import { renderForm } from './formsFixtures';

const FIELDS: FieldSpec[] = [
  { source: 'subject', kind: 'text', label: 'Betreff', required: true },
  { source: 'body', kind: 'richtext', label: 'Nachricht', required: true },
];
const SCHEMA = z.object({
  subject: textRule({ required: true, max: 200 }),
  body: richTextRule({ required: true, max: 50_000 }),
});

const saveButton = () => document.querySelector('button[aria-label="Speichern"]');
const editor = () => document.querySelector('[contenteditable][aria-label="Nachricht"]');

/*
 * The rich-text editor's code loads with the first form that has one (this file's first render:
 * the file runs with modules of its own, FIRST_LOAD_CLIENT_TESTS in tests/moduleMocking.ts). A save button shown while it loads moved down
 * when the editor took the place of its placeholder: a press that began on the button ended
 * beside it, and no click, no save, no message followed.
 */
describe('a form with an input whose code loads on demand', () => {
  it('shows its save button only together with that input, where it stays', async () => {
    const states = new Set<string>();
    const observer = new MutationObserver(() => {
      const button = saveButton() !== null;
      const ready = editor() !== null;
      states.add(button ? (ready ? 'complete' : 'button without editor') : ready ? 'editor' : 'loading');
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    try {
      renderForm(
        <SchemaForm
          fields={FIELDS}
          schema={SCHEMA}
          record={{}}
          defaultValues={{ subject: 'Ihr Mietvertrag', body: '<p>Guten Tag</p>' }}
          onSubmit={onSubmit}
        />,
      );
      // the editor's code is still loading: nothing to press yet
      expect(saveButton()).toBeNull();
      await waitFor(() => expect(editor()).not.toBeNull(), { timeout: 10_000 });
    } finally {
      observer.disconnect();
    }
    expect(states.has('loading')).toBe(true);
    expect(states.has('button without editor')).toBe(false);

    // the form works as before: the editor holds its text, the save sends it
    await user.type(screen.getByRole('textbox', { name: /^Betreff/ }), ' ab April');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      subject: 'Ihr Mietvertrag ab April',
      body: '<p>Guten Tag</p>',
    });
  });
});
