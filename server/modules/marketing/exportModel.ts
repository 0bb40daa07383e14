import { AD_LANGUAGES, type AdLanguage } from '../../../schema/marketing';
import type { MarketingAd } from '../../db/tables/marketing';
import type { Building, Project, RealEstateObject } from '../../db/types';

/** What an export knows of one advertised object: the object, its ad and its media in order. */
export interface ExportMedia {
  id: number;
  storageKey: string;
  name: string;
  /** a document's category (object_files); '' for images */
  category: string;
}

export interface ExportRecord {
  object: RealEstateObject;
  building: Building | null;
  ad: MarketingAd;
  images: ExportMedia[];
  documents: ExportMedia[];
}

export interface ExportContext {
  project: Project;
  /** the sender id the portal gave the project ('' when none) */
  senderId: string;
  /** the address a portal fetches a medium from */
  mediaUrl: (kind: 'image' | 'document', id: number) => string;
  now: Date;
}

export interface AdTexts {
  title: string;
  description: string;
}

/** The ad's texts per language, only the languages with a title or a description. */
export function adTexts(ad: MarketingAd): Array<[AdLanguage, AdTexts]> {
  let parsed: Record<string, Partial<AdTexts>> = {};
  try {
    parsed = JSON.parse(ad.texts) as Record<string, Partial<AdTexts>>;
  } catch {
    parsed = {};
  }
  return AD_LANGUAGES.flatMap((lang): Array<[AdLanguage, AdTexts]> => {
    const t = parsed[lang];
    const title = (t?.title ?? '').trim();
    const description = (t?.description ?? '').trim();
    return title || description ? [[lang, { title, description }]] : [];
  });
}

export const jsonList = <T>(text: string): T[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

export const francs = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

export function mimeOf(name: string): string {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  const map: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    gif: 'image/gif',
    pdf: 'application/pdf',
  };
  return map[ext] ?? 'application/octet-stream';
}

/** Plain text of sanitised rich text (IDX takes no markup but <br>). */
export function plainText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
