/** The software interface pages of the project settings (spec 1 section 2). */
export type SoftwareInterface =
  'credit-check' | 'aba-immo' | 'rental-platforms' | 'authentication' | 'deposit-providers';

/**
 * The software interface pages that exist today. The settings menu (SETTINGS_PAGES in pages.ts)
 * lists the same ones; add a page to both when it lands.
 */
const BUILT_SOFTWARE_INTERFACES: readonly SoftwareInterface[] = [
  'rental-platforms',
  'authentication',
  'deposit-providers',
];

/**
 * The page `/settings/software-interfaces` opens: the spec's default (authentication on investor
 * projects, rental platforms otherwise) when it is built, else the first built page.
 */
export function defaultSoftwareInterface(
  projectType: string | undefined,
  built: readonly SoftwareInterface[] = BUILT_SOFTWARE_INTERFACES,
): SoftwareInterface | null {
  const wanted: SoftwareInterface = projectType === 'saleb2b' ? 'authentication' : 'rental-platforms';
  if (built.includes(wanted)) return wanted;
  return built[0] ?? null;
}

/** The react-query keys of the authentication page's reads. */
export const TWO_FACTOR_SETTING_KEY = ['settings', 'two-factor'] as const;
export const SSO_SETTINGS_KEY = ['settings', 'authentication'] as const;
export const OWN_SESSION_KEY = ['settings', 'own-session'] as const;
