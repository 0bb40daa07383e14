import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { StarRating } from '../../resources/applications/StarRating';

const french = polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'Français' }], {
  allowMissing: true,
});

const inFrench = (ui: ReactNode) =>
  render(
    <AdminContext i18nProvider={french} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );

describe('the star rating in French', () => {
  it('names the empty choice in French, not "Empty"', () => {
    inFrench(<StarRating value={0} name="Vreni Huber" inputName="stars-1" onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Évaluation de Vreni Huber' });
    const radios = within(group).getAllByRole('radio');
    const names = radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '');
    expect(names).toContain('Aucune étoile');
    expect(names).toContain('3 étoiles');
    expect(names.join(' ')).not.toMatch(/Empty/);
    expect(within(group).getByRole('radio', { name: 'Aucune étoile' })).toHaveProperty('checked', true);
  });

  it('reads a rating of none as no star, not "une étoile"', () => {
    inFrench(<StarRating value={0} name="Vreni Huber" inputName="stars-2" />);
    expect(screen.getByRole('img', { name: 'Vreni Huber : aucune étoile' })).toBeTruthy();
  });

  it('reads one and several stars with their plural', () => {
    inFrench(
      <>
        <StarRating value={1} name="Anna" inputName="stars-3" />
        <StarRating value={4} name="Luca" inputName="stars-4" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Anna : une étoile' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Luca : 4 étoiles' })).toBeTruthy();
  });
});
