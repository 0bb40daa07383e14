import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter, memoryStore } from 'react-admin';
import type { Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as homeTexts from '../../i18n/parts/home';
// react-admin's own texts are not shown by a widget; any language's will do
import { raGerman } from '../../i18n/ra/de';
import { RENT_APPLICATION_STATES } from '../../schema/applicationStates';
import {
  FIGURE_FILTERS,
  figureLink,
  figureListQuery,
  objectCountLabelKey,
  type DashboardWidget,
  type FigureTarget,
} from '../../schema/dashboard';
import { OBJECT_TYPES } from '../../schema/objects';
import { getListParams, parseListState } from '../../src/list/useListState';
import { WidgetCard } from '../../src/widgets';
import { SLICE_COLOURS } from '../../src/widgets/palette';

type Language = 'de' | 'fr' | 'it' | 'en';

function renderWidget(
  widget: DashboardWidget,
  language: Language = 'de',
  onLocation?: (l: Location) => void,
) {
  const i18nProvider = polyglotI18nProvider(() => ({ ...raGerman, ...homeTexts[language] }), language, [
    { locale: language, name: language },
  ]);
  return render(
    <TestMemoryRouter initialEntries={['/home']} locationCallback={onLocation}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <WidgetCard titleKey={widget.titleKey} load={() => Promise.resolve(widget)} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const figure = (key: string, labelKey: string, value: number, target: FigureTarget) => ({
  key,
  labelKey,
  value,
  link: figureLink(target),
});

const apartments: FigureTarget = {
  list: { resource: 'objects', meta: { kind: 'apartments' } },
  status: 'with_offer',
  filters: { [FIGURE_FILTERS.offerDue]: 'true' },
};
const parking: FigureTarget = {
  ...apartments,
  list: { resource: 'objects', meta: { kind: 'parkingspace' } },
};
const bounces: FigureTarget = {
  list: { resource: 'communication', meta: { mailbox: 'sent' } },
  status: 'bounced',
  filters: { [FIGURE_FILTERS.read]: 'unread' },
};

/** One multi-num and one donut widget whose figures count 1 and 2 of a kind and of mails. */
const counted = (type: 'multi-num' | 'donut'): DashboardWidget => ({
  id: 'offers_expiring',
  type,
  titleKey: 'home_widget_offers_expiring',
  figures: [
    figure('apartments', objectCountLabelKey('apartments'), 1, apartments),
    figure('parkingspace', objectCountLabelKey('parkingspace'), 2, parking),
    figure('bounces', 'home_unseen_bounces', 1, bounces),
    figure('replies', 'home_unseen_bounces', 2, bounces),
  ],
});

const PLURALS: Record<Language, string[]> = {
  de: ['1 Wohnung', '2 Parkplätze', '1 Unzustellbare Mail', '2 Unzustellbare Mails'],
  fr: ['1 Appartement', '2 Places de parc', '1 E-mail non distribuable', '2 E-mails non distribuables'],
  it: ['1 Appartamento', '2 Posteggi', '1 E-mail non recapitabile', '2 E-mail non recapitabili'],
  en: ['1 Apartment', '2 Parking spaces', '1 Undeliverable mail', '2 Undeliverable mails'],
};

describe('home figures', () => {
  for (const [language, names] of Object.entries(PLURALS) as Array<[Language, string[]]>) {
    for (const type of ['multi-num', 'donut'] as const) {
      it(`names each count with its word in the right number (${language}, ${type})`, async () => {
        renderWidget(counted(type), language);
        for (const name of names) expect(await screen.findByRole('link', { name })).toBeTruthy();
      });
    }
  }

  it('gives every object kind a singular and a plural in every language', () => {
    for (const language of Object.keys(PLURALS) as Language[]) {
      const texts: Record<string, string> = homeTexts[language];
      for (const type of OBJECT_TYPES) {
        expect(texts[objectCountLabelKey(type)]?.split(' |||| '), `${language} ${type}`).toHaveLength(2);
      }
    }
  });

  it('opens the list a figure counts, with its state and filter in the address the list reads', async () => {
    let location: Location | null = null;
    renderWidget(counted('multi-num'), 'de', (l) => (location = l));
    const link = await screen.findByRole('link', { name: '1 Wohnung' });
    expect(link.getAttribute('href')).toBe('/objects/apartments?status=with_offer&f.offer_due=true');
    await userEvent.click(link);
    expect(location!.pathname).toBe('/objects/apartments');
    // what the list screen reads from it and sends to the server: the figure's own query
    const { filter } = getListParams(parseListState(new URLSearchParams(location!.search)));
    expect(filter).toEqual({ status: 'with_offer', offer_due: 'true' });
    expect(filter).toEqual(figureListQuery(apartments));
  });

  it('writes every target into a link whose list query is the target', () => {
    const targets: FigureTarget[] = [
      apartments,
      bounces,
      { list: { resource: 'applications' }, filters: { [FIGURE_FILTERS.sinceLastVisit]: 'true' } },
      { list: { resource: 'communication', meta: { mailbox: 'inbox' } } },
    ];
    for (const target of targets) {
      const url = new URL(figureLink(target), 'http://immodesk.test');
      expect(getListParams(parseListState(url.searchParams)).filter).toEqual(figureListQuery(target));
    }
    expect(figureLink(targets[3]!)).toBe('/communication');
  });

  it('draws every slice of a donut in its own colour, its legend entry in the same one', async () => {
    const widget: DashboardWidget = {
      id: 'applications_by_state',
      type: 'donut',
      titleKey: 'home_widget_applications_by_state',
      figures: RENT_APPLICATION_STATES.map((state, index) =>
        figure(state, `home_application_state_${state.replace(/\./g, '_')}`, index + 1, {
          list: { resource: 'applications' },
          status: state,
        }),
      ),
    };
    const { container } = renderWidget(widget);
    await screen.findByRole('link', { name: '7 Zugeteilt' });
    const slices = [...container.querySelectorAll('svg circle')]
      .slice(1)
      .map((c) => c.getAttribute('stroke'));
    expect(slices).toHaveLength(RENT_APPLICATION_STATES.length);
    expect(new Set(slices).size).toBe(slices.length);
    const legend = within(container.querySelector('ul')!).getAllByRole('listitem').slice(1);
    legend.forEach((item, index) => {
      const swatch = item.querySelector('span[aria-hidden="true"]')!;
      expect(getComputedStyle(swatch).backgroundColor).toBe(hexToRgb(slices[index]!));
    });
  });

  it('takes slice colours that differ clearly from each other and stand out on white', () => {
    for (const colour of SLICE_COLOURS) expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(3);
    for (const [i, a] of SLICE_COLOURS.entries()) {
      for (const b of SLICE_COLOURS.slice(i + 1)) expect(deltaE(a, b), `${a} ${b}`).toBeGreaterThan(25);
    }
  });
});

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const hexToRgb = (hex: string) => `rgb(${channels(hex).join(', ')})`;
const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

function contrastOnWhite(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** CIE76 distance in CIELAB (D65). */
function deltaE(a: string, b: string): number {
  const lab = (hex: string) => {
    const [r, g, bl] = channels(hex).map(linear) as [number, number, number];
    const x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047;
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    const z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
}
