import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import { formDefinitionSchema, type FormDefinitionInput } from '../../schema/applicationForm';
import { formInit, mockApi, renderPublic } from './applicationFormFixtures';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const t = (de: string) => ({ de, fr: '', it: '', en: '' });

/** A household section titled as the page's household card, with conditional questions and a consent. */
const FORM: FormDefinitionInput = {
  sections: [
    {
      key: 'household',
      title: t('Haushalt'),
      fields: [
        { key: 'pets', type: 1, scope: 'household', label: t('Haustiere'), required: false },
        {
          key: 'pets_description',
          type: 12,
          scope: 'household',
          label: t('Welche Haustiere?'),
          required: false,
          showIf: { key: 'pets', in: ['true'] },
        },
        {
          key: 'instruments',
          type: 8,
          scope: 'household',
          label: t('Spielen Sie ein Musikinstrument?'),
          required: true,
          choices: [
            { value: 'yes', label: t('Ja') },
            { value: 'no', label: t('Nein') },
          ],
        },
        {
          key: 'instruments_description',
          type: 12,
          scope: 'household',
          label: t('Welche Instrumente?'),
          required: false,
          showIf: { key: 'instruments', in: ['yes'] },
        },
        {
          key: 'landlord_name',
          type: 12,
          scope: 'household',
          label: t('Name der Verwaltung oder Vermieterschaft'),
          required: false,
        },
        { key: 'remarks', type: 13, scope: 'household', label: t('Bemerkungen'), required: false },
        {
          key: 'consent',
          type: 1,
          scope: 'household',
          label: t('Ich bestätige, dass alle Angaben vollständig und wahr sind.'),
          required: true,
        },
      ],
    },
    {
      key: 'adult',
      title: t('Erwachsene Person'),
      fields: [{ key: 'first_name', type: 12, scope: 'adult', label: t('Vorname'), required: true }],
    },
  ],
};

function server() {
  return mockApi((call) =>
    call.method === 'GET' && call.url === '/api/v2/applications/new'
      ? { data: formInit(formDefinitionSchema.parse(FORM)) }
      : undefined,
  );
}

const PAGE = '/form/application/new?uuids=obj-1';

describe('the public application form on a phone', () => {
  it('titles the household once, though its card and its first section share the name', async () => {
    server();
    renderPublic(PAGE);
    await screen.findByRole('textbox', { name: 'Bemerkungen' });
    expect(screen.getAllByRole('heading', { name: 'Haushalt' })).toHaveLength(1);
  });

  it('asks a conditional question only once the answer it depends on applies', async () => {
    const user = userEvent.setup();
    server();
    renderPublic(PAGE);
    await screen.findByRole('textbox', { name: 'Bemerkungen' });
    expect(screen.queryByRole('textbox', { name: 'Welche Haustiere?' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Welche Instrumente?' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Haustiere' }));
    expect(await screen.findByRole('textbox', { name: 'Welche Haustiere?' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Nein' }));
    expect(screen.queryByRole('textbox', { name: 'Welche Instrumente?' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(await screen.findByRole('textbox', { name: 'Welche Instrumente?' })).toBeTruthy();
    // and goes again when the answer changes back
    await user.click(screen.getByRole('switch', { name: 'Haustiere' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Welche Haustiere?' })).toBeNull());
  });

  it('asks the consent as a checkbox with its whole wording', async () => {
    server();
    renderPublic(PAGE);
    const consent = await screen.findByRole('checkbox', {
      name: 'Ich bestätige, dass alle Angaben vollständig und wahr sind. *',
    });
    expect(consent.getAttribute('type')).toBe('checkbox');
    expect(screen.queryByRole('switch', { name: /^Ich bestätige/ })).toBeNull();
    await userEvent.click(consent);
    expect((consent as HTMLInputElement).checked).toBe(true);
  });

  it('lets a long label wrap instead of cutting it, and a text area scroll beyond its height', async () => {
    server();
    renderPublic(PAGE);
    const landlord = await screen.findByRole('textbox', { name: 'Name der Verwaltung oder Vermieterschaft' });
    const label = document.querySelector<HTMLElement>(`label[for="${landlord.id}"]`)!;
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
    expect(getComputedStyle(label).textOverflow).not.toBe('ellipsis');
    const remarks = within(screen.getAllByRole('region', { name: 'Haushalt' })[0]!).getByRole('textbox', {
      name: 'Bemerkungen',
    });
    expect(remarks.tagName).toBe('TEXTAREA');
    expect(getComputedStyle(remarks).maxHeight).toBe('12rem');
    expect(getComputedStyle(remarks).overflowY).toBe('auto');
  });
});
