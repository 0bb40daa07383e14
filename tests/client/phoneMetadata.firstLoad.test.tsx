import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderForm } from './formsFixtures';

/*
 * libphonenumber's metadata as the browser has it: loaded on demand (package.json's "imports",
 * condition "browser"). The file runs with modules of its own (FIRST_LOAD_CLIENT_TESTS in
 * tests/moduleMocking.ts), so the first load below is this file's.
 */
vi.mock('#phone-metadata', () => import('../../schema/phoneMetadata.browser'));

const { phoneMetadata } = await import('#phone-metadata');
const { formatPhone, phoneRule } = await import('../../schema/phoneRules');
const { SchemaForm, usePhoneText } = await import('../../src/forms');

/** A number shown as text, the way the panels show one. */
function PhoneFact({ phone }: { phone: string }) {
  const phoneText = usePhoneText(formatPhone);
  return <p data-testid="phone">{phoneText(phone)}</p>;
}

describe('phone numbers with the metadata loaded on demand', () => {
  it('shows a number as written while the metadata loads, then formatted', async () => {
    expect(phoneMetadata()).toBeUndefined();
    render(<PhoneFact phone="0447001250" />);
    expect(screen.getByTestId('phone').textContent).toBe('0447001250');
    await waitFor(() => expect(screen.getByTestId('phone').textContent).toBe('+41 44 700 12 50'));
  });

  it('checks a typed number in a form and refuses one that is not', async () => {
    const onSubmit = vi.fn();
    renderForm(
      <SchemaForm
        fields={[{ source: 'phone', kind: 'phone', label: 'Telefon' }]}
        schema={z.object({ phone: phoneRule() })}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Telefon' });
    await user.type(phone, '079 12');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/gültige Telefonnummer/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '0791234567');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ phone: '+41791234567' });
  });
});
