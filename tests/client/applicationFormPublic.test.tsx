import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import { expectConsole } from './consoleGuard';
import { callsTo, formInit, mockApi, renderPublic, type Call } from './applicationFormFixtures';

const NEW = '/api/v2/applications/new';
const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

/** The form's server: the init of the link, a created application, its documents. */
function server(onCreate?: (call: Call) => { status: number; data: unknown } | undefined) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.url === NEW) return { data: formInit() };
    if (call.method === 'POST' && call.url === NEW) {
      return (
        onCreate?.(call) ?? {
          status: 200,
          data: {
            slug: 'slug-1',
            token: 'tok-1',
            formId: 7,
            url: '/form/application/slug-1/tok-1/update/7',
            message: 'ok',
          },
        }
      );
    }
    if (call.method === 'GET' && call.url === '/api/v2/applications/slug-1/tok-1/update') {
      return {
        data: {
          ...formInit(),
          credentials: { slug: 'slug-1', token: 'tok-1' },
          application: {
            id: 5,
            progress_state: 'active.new',
            created_at: '2026-03-01T10:00:00Z',
            expires_at: null,
            answers: {},
            version: 1,
          },
          adults: [{ id: 41, person_type: 'adult', position: 1, answers: {}, version: 1 }],
          children: [],
          documents: [],
          occupancyValid: true,
        },
      };
    }
    if (call.method === 'POST' && call.url.endsWith('/documents')) {
      return { data: { status: 'success', message: 'ok', uploaded: [], errors: [] } };
    }
    return undefined;
  });
}

const PAGE = '/form/application/new?uuids=obj-1&campaign=flyer';
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('the public application form', () => {
  it('draws each of the 15 field types with its input, and html as a text block without its scripts', async () => {
    server();
    renderPublic(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerbung' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Hauptmieter/in' });
    // 1 boolean, 2 date, 13 textarea
    expect(screen.getByRole('switch', { name: 'Haustiere' })).toBeTruthy();
    expect(field(/^Einzug ab/)).toBeTruthy();
    expect(field('Bemerkungen')).toBeTruthy();
    // 5 hidden: not shown
    expect(screen.queryByText('Kampagne')).toBeNull();
    // 10 apartment select: the project's other open objects of the same kind, not the one applied for
    expect(screen.getByRole('checkbox', { name: '2.5-Zimmer-Wohnung Park · A-102' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '3.5-Zimmer-Wohnung Seeblick · A-101' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Einstellhallenplatz 7 · P-7' })).toBeNull();
    // 11 residents select: a select of the field's range
    await userEvent.click(screen.getByRole('combobox', { name: 'Anzahl Bewohnende' }));
    const residents = await screen.findByRole('listbox');
    expect(
      within(residents)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('6');
    expect(within(residents).queryByRole('option', { name: '7' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // 14 html: its text, the script not run nor shown
    expect(screen.getByText('vollständig').tagName).toBe('STRONG');
    expect(document.querySelector('.public-page script, main script')).toBeNull();
    // 4 file: a picker
    expect(screen.getByRole('group', { name: /^Betreibungsauszug/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Dateien auswählen' }).length).toBeGreaterThan(0);
    // adult: 12 text, 3 email, 7 phone, 6 integer, 15 country, 9 select, 8 radio
    const adult = screen.getByRole('region', { name: 'Hauptmieter/in' });
    expect(within(adult).getByRole('textbox', { name: /^Vorname/ })).toBeTruthy();
    expect(
      within(adult)
        .getByRole('textbox', { name: /^E-Mail/ })
        .getAttribute('autocomplete'),
    ).toBe('email');
    expect(within(adult).getByRole('textbox', { name: 'Telefon' }).getAttribute('type')).toBe('tel');
    expect(within(adult).getByRole('textbox', { name: 'Jahreseinkommen' })).toBeTruthy();
    expect(within(adult).getByRole('combobox', { name: 'Nationalität' })).toBeTruthy();
    expect(within(adult).getByRole('combobox', { name: 'Anstellung' })).toBeTruthy();
    expect(within(adult).getByText('Bewilligung')).toBeTruthy();
    expect(
      within(adult)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['c', 'b']);
  });

  it('shows each refusal next to its field, sends nothing, and keeps what was typed', async () => {
    const calls = server();
    renderPublic(PAGE);
    const adult = await screen.findByRole('region', { name: 'Hauptmieter/in' });
    const email = within(adult).getByRole('textbox', { name: /^E-Mail/ });
    await userEvent.type(email, 'keine-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Bewerbung senden' }));
    expect(
      await screen.findByText('Bitte prüfen Sie die markierten Angaben. Ihre Eingaben bleiben erhalten.'),
    ).toBeTruthy();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const firstName = within(adult).getByRole('textbox', { name: /^Vorname/ });
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(within(adult).getAllByText('Bitte ausfüllen.').length).toBeGreaterThan(0);
    expect(screen.getByText('Bitte wählen Sie dieses Dokument aus.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('keine-adresse');
    expect(callsTo(calls, 'POST', NEW)).toHaveLength(0);
  });

  it('switches to French without losing input, and sends two adults, a child and a document, then shows the private link', async () => {
    expectConsole(/HttpError|status 400/);
    let refused = false;
    const calls = server((call) => {
      if (refused) return undefined;
      refused = true;
      void call;
      return { status: 400, data: { message: 'Ungültig', errors: { 'adults.1.email': 'email_invalid' } } };
    });
    renderPublic(PAGE);
    const firstName = await screen.findByRole('textbox', { name: /^Vorname/ });
    await userEvent.type(firstName, 'Anna');
    await userEvent.click(screen.getByRole('button', { name: /Français/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidature' })).toBeTruthy();
    // the rent in the app's money format in every language
    expect(screen.getByText(/CHF 2'450 par mois/)).toBeTruthy();
    const main = screen.getByRole('region', { name: 'Locataire principal·e' });
    expect((within(main).getByRole('textbox', { name: /^Prénom/ }) as HTMLInputElement).value).toBe('Anna');

    await userEvent.type(within(main).getByRole('textbox', { name: /^Nom/ }), 'Muster');
    await userEvent.type(within(main).getByRole('textbox', { name: /^E-mail/ }), 'anna@example.ch');
    await userEvent.type(screen.getByRole('textbox', { name: /^Emménagement dès/ }), '01.05.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un adulte' }));
    const second = screen.getByRole('region', { name: 'Adulte 2' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Adulte 2'));
    await userEvent.type(within(second).getByRole('textbox', { name: /^Prénom/ }), 'Marc');
    await userEvent.type(within(second).getByRole('textbox', { name: /^Nom/ }), 'Muster');
    await userEvent.type(within(second).getByRole('textbox', { name: /^E-mail/ }), 'marc@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un enfant' }));
    const child = screen.getByRole('region', { name: 'Enfant 1' });
    await userEvent.type(within(child).getByRole('textbox', { name: /^Prénom de l’enfant/ }), 'Lea');
    const picker = screen.getByLabelText(/^Extrait des poursuites/, { selector: 'input[type=file]' });
    await userEvent.upload(picker, new File(['%PDF-1.4'], 'betreibung.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('betreibung.pdf')).toBeTruthy();

    // the server refuses the second adult's e-mail: on its input, in French, the rest kept
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la candidature' }));
    const secondEmail = within(second).getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(secondEmail.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('betreibung.pdf')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la candidature' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidature envoyée' })).toBeTruthy();
    const body = callsTo(calls, 'POST', NEW)[1]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      language: 'fr',
      uuids: ['obj-1'],
      household: { move_in_date: '2026-05-01', campaign: 'flyer' },
      adults: [{ first_name: 'Anna', last_name: 'Muster' }, { first_name: 'Marc' }],
      children: [{ first_name: 'Lea' }],
    });
    // the document went to the application made, under its field's key, in French
    const upload = callsTo(calls, 'POST', /\/documents$/)[0]!;
    expect(upload.url).toBe('/api/v1/product-form/7/update/slug-1/tok-1/documents');
    expect((upload.body as FormData).get('category')).toBe('debt_extract');
    expect(upload.config.url).toMatch(/^\/fr\//);
    const link = screen.getByRole('textbox', { name: 'Votre lien personnel' }) as HTMLInputElement;
    expect(link.value).toMatch(/\/form\/application\/slug-1\/tok-1\/update\/7$/);
  });

  it('completes an application through the private link: a saved answer says so, a stale one offers a reload', async () => {
    expectConsole(/HttpError|status 409/);
    let saves = 0;
    const calls = mockApi((call) => {
      if (call.method === 'POST' && call.url === '/api/v1/product-form/7/update/slug-1/tok-1/') {
        saves += 1;
        return saves === 1
          ? { data: { version: 2, message: 'ok' } }
          : {
              status: 409,
              data: { message: 'geändert', messageKey: 'application_public_changed_meanwhile' },
            };
      }
      if (call.method === 'GET' && call.url === '/api/v2/applications/slug-1/tok-1/update') {
        return {
          data: {
            ...formInit(),
            credentials: { slug: 'slug-1', token: 'tok-1' },
            application: {
              id: 5,
              progress_state: 'active.new',
              created_at: '2026-03-01T10:00:00Z',
              expires_at: null,
              answers: { move_in_date: '2026-05-01', remarks: 'Velo' },
              version: 1,
            },
            adults: [
              { id: 41, person_type: 'adult', position: 1, answers: { first_name: 'Anna' }, version: 1 },
            ],
            children: [],
            documents: [
              {
                id: 9,
                category: 'debt_extract',
                file_name: 'betreibung.pdf',
                size: 10,
                person_id: null,
                created_at: '',
              },
            ],
            occupancyValid: true,
          },
        };
      }
      return undefined;
    });
    renderPublic('/form/application/slug-1/tok-1/update/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Bewerbung ergänzen' })).toBeTruthy();
    const main = await screen.findByRole('region', { name: 'Hauptmieter/in' });
    expect(screen.getByText('betreibung.pdf')).toBeTruthy();
    expect((within(main).getByRole('textbox', { name: /^Vorname/ }) as HTMLInputElement).value).toBe('Anna');
    // the main applicant cannot be removed
    expect(within(main).queryByRole('button', { name: /entfernen$/ })).toBeNull();
    const household = screen.getAllByRole('region', { name: 'Haushalt' })[0]!;
    const remarks = within(household).getByRole('textbox', { name: 'Bemerkungen' });
    await userEvent.type(remarks, ' und Anhänger');
    await userEvent.click(within(household).getByRole('button', { name: 'Speichern' }));
    expect(await within(household).findByText('Gespeichert.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v1/product-form/7/update/slug-1/tok-1/')[0]!.body).toMatchObject({
      version: 1,
      answers: { remarks: 'Velo und Anhänger', move_in_date: '2026-05-01' },
    });
    await userEvent.type(remarks, '!');
    await userEvent.click(within(household).getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Die Bewerbung wurde inzwischen geändert. Bitte laden Sie sie neu.'),
    ).toBeTruthy();
    expect((remarks as HTMLInputElement).value).toBe('Velo und Anhänger!');
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/v2/applications/slug-1/tok-1/update').length).toBeGreaterThanOrEqual(
        2,
      ),
    );
  });
});
