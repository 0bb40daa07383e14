import { createContext, useContext } from 'react';
import type { CityLinks, PublicCity } from '../../schema/api/projectSettings';

/** The city template of the project's public pages when it is on (PublicTheme provides it). */
export const PublicCityContext = createContext<PublicCity | null>(null);

export const usePublicCity = () => useContext(PublicCityContext);

const WEB = /^https?:\/\//i;

/** The reply's city when it is one: a name and three web addresses (anything else shows no template). */
export function cityOf(value: unknown): PublicCity | null {
  const city = value as Partial<PublicCity> | null | undefined;
  if (!city || typeof city !== 'object' || typeof city.name !== 'string') return null;
  const links = [city.legalUrl, city.imprintUrl, city.accessibilityUrl];
  if (!links.every((link) => typeof link === 'string' && WEB.test(link))) return null;
  return city as PublicCity;
}

/** The city's links in a language: that language's addresses when the reply has them, else the German ones. */
export function cityLinksIn(city: PublicCity, locale: string): CityLinks {
  const own = (city.links as Partial<Record<string, Partial<CityLinks>>> | undefined)?.[locale];
  const pick = (key: keyof CityLinks) => {
    const url = own?.[key];
    return typeof url === 'string' && WEB.test(url) ? url : city[key];
  };
  return {
    legalUrl: pick('legalUrl'),
    imprintUrl: pick('imprintUrl'),
    accessibilityUrl: pick('accessibilityUrl'),
  };
}
