import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import { AdEditor } from '../../resources/marketing/AdEditor';
import { moved } from '../../resources/marketing/AdInputs';
import { ObjectActions } from '../../resources/objects/actions';
import type { AdEditorRecord, AdPublishReply } from '../../schema/api/marketing';
import { fakeObjectProvider, objectRecord, renderWithAdmin } from './objectActionsFixtures';
import { expectRefusal, mockServer, renderSignedIn, type Call } from './profileFixtures';

const EDIT = '/api/v2/marketing/objects/7/edit';
const SAVE = '/api/v1/marketing/ad/save';
const PUBLISH = '/api/v1/marketing/ad/publish';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const OFF = { state: 'off', reason: '' } as const;

function adRecord(extra: Partial<AdEditorRecord> = {}): AdEditorRecord {
  return {
    id: 7,
    refNumber: 'A-7',
    title: 'Seeblick 3.5',
    objectType: 'apartment',
    advertisable: true,
    version: 0,
    texts: {
      de: { title: 'Seeblick', description: '<p>Hell</p>' },
      fr: { title: '', description: '' },
      it: { title: '', description: '' },
      en: { title: '', description: '' },
    },
    imageIds: [11, 12],
    images: [
      { id: 11, thumbUrl: '/thumb/11.jpg', name: 'kitchen.jpg' },
      { id: 12, thumbUrl: '/thumb/12.jpg', name: 'view.jpg' },
      { id: 13, thumbUrl: '/thumb/13.jpg', name: 'bath.jpg' },
    ],
    contactName: 'Demo AG',
    contactEmail: 'info@demo.test',
    contactPhone: '',
    viewingInfo: 'Nach Vereinbarung',
    portals: [],
    enabledPortals: ['homegate', 'flatfox'],
    states: { homegate: OFF, newhome: OFF, immoscout: OFF, icasa: OFF, flatfox: OFF },
    publishedAt: null,
    ...extra,
  };
}

const THUMBS = Object.fromEntries(
  [11, 12, 13].map((id) => [`GET /thumb/${id}.jpg`, { data: new Blob(['jpeg'], { type: 'image/jpeg' }) }]),
);

function open(routes: Parameters<typeof mockServer>[0]) {
  const calls = mockServer({ ...THUMBS, ...routes });
  const view = renderSignedIn(
    <Routes>
      <Route path="/marketing/:id" element={<AdEditor />} />
    </Routes>,
    '/marketing/7',
  );
  return { calls, ...view };
}

const posts = (calls: Call[], url: string) => calls.filter((c) => c.method === 'POST' && c.url === url);

describe('the ad editor', () => {
  it('loads the ad: texts per language, images in order, contact, viewing and the enabled portals', async () => {
    open({ [`GET ${EDIT}`]: { data: adRecord() } });
    expect(await screen.findByRole('region', { name: 'marketing_ad_texts_de' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: 'marketing_ad_heading(title=Seeblick 3.5,ref=A-7)' }),
    ).toBeTruthy();
    for (const lang of ['de', 'fr', 'it', 'en']) {
      expect(screen.getByRole('region', { name: `marketing_ad_texts_${lang}` })).toBeTruthy();
    }
    const german = screen.getByRole('region', { name: 'marketing_ad_texts_de' });
    expect(
      (within(german).getByRole('textbox', { name: /marketing_ad_title/ }) as HTMLInputElement).value,
    ).toBe('Seeblick');
    const order = screen.getByRole('list', { name: 'marketing_ad_images_order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('kitchen.jpg'), expect.stringContaining('view.jpg')]);
    const portals = screen.getByRole('group', { name: 'marketing_ad_portals' });
    expect(
      (within(portals).getByRole('checkbox', { name: 'marketing_portal_homegate' }) as HTMLInputElement)
        .disabled,
    ).toBe(false);
    const newhome = within(portals).getByRole('checkbox', {
      name: 'marketing_ad_portal_disabled(portal=marketing_portal_newhome)',
    }) as HTMLInputElement;
    expect(newhome.disabled).toBe(true);
    // nothing saved yet: publishing waits for the first save
    expect((screen.getByRole('button', { name: 'marketing_ad_publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('marketing_ad_missing')).toBeTruthy();
  });

  it('says so when no portal is enabled in the settings', async () => {
    open({ [`GET ${EDIT}`]: { data: adRecord({ enabledPortals: [] }) } });
    expect(await screen.findByText('marketing_ad_no_portals_enabled')).toBeTruthy();
    const portals = screen.getByRole('group', { name: 'marketing_ad_portals' });
    for (const box of within(portals).getAllByRole('checkbox')) {
      expect((box as HTMLInputElement).disabled).toBe(true);
    }
  });

  it('reorders the images by keyboard, picks a portal and saves the whole ad at its version', async () => {
    const user = userEvent.setup();
    const { calls } = open({
      [`GET ${EDIT}`]: { data: adRecord() },
      [`POST ${SAVE}`]: (call) => ({
        data: adRecord({ ...(call.body as Partial<AdEditorRecord>), version: 1 }),
      }),
    });
    const french = await screen.findByRole('region', { name: 'marketing_ad_texts_fr' });
    await user.type(within(french).getByRole('textbox', { name: /marketing_ad_title/ }), 'Vue sur le lac');
    // the second image moves up with the keyboard; the focus follows it
    const up = screen.getByRole('button', { name: 'marketing_ad_image_up(name=view.jpg)' });
    up.focus();
    await user.keyboard('{Enter}');
    const order = screen.getByRole('list', { name: 'marketing_ad_images_order' });
    await waitFor(() => expect(within(order).getAllByRole('listitem')[0]!.textContent).toContain('view.jpg'));
    await user.click(screen.getByRole('button', { name: 'marketing_ad_image_add(name=bath.jpg)' }));
    await user.click(screen.getByRole('checkbox', { name: 'marketing_portal_flatfox' }));
    await user.click(screen.getByRole('button', { name: 'ra.action.save' }));
    await waitFor(() => expect(posts(calls, SAVE)).toHaveLength(1));
    expect(posts(calls, SAVE)[0]!.body).toMatchObject({
      id: 7,
      version: 0,
      imageIds: [12, 11, 13],
      portals: ['flatfox'],
      contactName: 'Demo AG',
      viewingInfo: 'Nach Vereinbarung',
      texts: { de: { title: 'Seeblick' }, fr: { title: 'Vue sur le lac' } },
    });
    expect(await screen.findByText('marketing_ad_saved')).toBeTruthy();
    // saved with a portal: it can be published now
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'marketing_ad_publish' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it('shows a conflict when someone else saved the ad meanwhile, and reloads it', async () => {
    const user = userEvent.setup();
    expectRefusal();
    const { calls } = open({
      [`GET ${EDIT}`]: [
        { data: adRecord({ version: 2, portals: ['homegate'] }) },
        { data: adRecord({ version: 3, portals: ['homegate'], viewingInfo: 'Samstags' }) },
      ],
      [`POST ${SAVE}`]: {
        status: 409,
        data: { message: 'Das Inserat wurde inzwischen geändert.', messageKey: 'marketing_ad_changed' },
      },
    });
    const viewing = await screen.findByRole('textbox', { name: /marketing_ad_viewing_info/ });
    await user.clear(viewing);
    await user.type(viewing, 'Jeden Montag');
    await user.click(screen.getByRole('button', { name: 'ra.action.save' }));
    expect(await screen.findByText('marketing_ad_conflict')).toBeTruthy();
    expect(posts(calls, SAVE)[0]!.body).toMatchObject({ version: 2, viewingInfo: 'Jeden Montag' });
    await user.click(screen.getByRole('button', { name: 'marketing_ad_reload' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === EDIT)).toHaveLength(2));
  });

  it('publishes the saved ad and shows what was queued per portal and what was left out', async () => {
    const user = userEvent.setup();
    const reply: AdPublishReply = {
      id: 7,
      queued: [{ portal: 'homegate', objects: [7] }],
      skipped: [{ portal: 'newhome', reason: 'marketing_portal_disabled' }],
      states: {
        homegate: { state: 'pending', reason: '' },
        newhome: OFF,
        immoscout: OFF,
        icasa: OFF,
        flatfox: OFF,
      },
    };
    const { calls } = open({
      [`GET ${EDIT}`]: [
        { data: adRecord({ version: 1, portals: ['homegate', 'newhome'] }) },
        { data: adRecord({ version: 1, portals: ['homegate', 'newhome'], states: reply.states }) },
      ],
      [`POST ${PUBLISH}`]: { data: reply },
    });
    await user.click(await screen.findByRole('button', { name: 'marketing_ad_publish' }));
    const result = await screen.findByRole('status');
    expect(posts(calls, PUBLISH)[0]!.body).toEqual({ id: 7 });
    expect(
      within(result).getByText('marketing_ad_queued(portal=marketing_portal_homegate,smart_count=1)'),
    ).toBeTruthy();
    expect(
      within(result).getByText(
        'marketing_ad_skipped(portal=marketing_portal_newhome,reason=marketing_portal_disabled)',
      ),
    ).toBeTruthy();
    // the portal's state beside its box
    const portals = screen.getByRole('group', { name: 'marketing_ad_portals' });
    expect(await within(portals).findByText('marketing_state_pending')).toBeTruthy();
  });

  it('does not offer publishing an object that is not available', async () => {
    open({ [`GET ${EDIT}`]: { data: adRecord({ version: 1, portals: ['homegate'], advertisable: false }) } });
    const publish = await screen.findByRole('button', { name: 'marketing_ad_publish' });
    expect((publish as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('marketing_not_advertisable')).toBeTruthy();
  });
});

describe('the ad button of an object', () => {
  const allowing = (marketing: boolean): AuthProvider => ({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => [],
    canAccess: async ({ resource }) => resource !== 'marketing' || marketing,
  });

  it('shows the ad of an available object to those with object_advertisement only', async () => {
    const view = renderWithAdmin(<ObjectActions record={objectRecord()} />, fakeObjectProvider(), {
      authProvider: allowing(true),
    });
    expect(await screen.findByRole('button', { name: 'Inserat' })).toBeTruthy();
    view.unmount();

    renderWithAdmin(<ObjectActions record={objectRecord()} />, fakeObjectProvider(), {
      authProvider: allowing(false),
    });
    await screen.findByRole('button', { name: 'Flyer (PDF)' });
    await waitFor(() => expect(screen.getAllByRole('button').length).toBeGreaterThan(2));
    expect(screen.queryByRole('button', { name: 'Inserat' })).toBeNull();
  });

  it('moves an image by one place and keeps the list at its ends', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
