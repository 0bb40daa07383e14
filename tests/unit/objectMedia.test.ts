import { describe, expect, it } from 'vitest';
import { translator } from '../../server/core/i18n/index';
import { ApiError } from '../../server/core/errors';
import type { Project, RealEstateObject } from '../../server/db/types';
import { storedKeysOf, thumbnailKeyOf } from '../../server/modules/files/imageVariants';
import { checkContent } from '../../server/modules/files/signatures';
import { EMPTY_OBJECT } from '../../server/modules/objects/rows';
import { allowedImageTypes, imageUrls } from '../../server/modules/objectMedia/images';
import { postingType } from '../../server/modules/objectMedia/print/postings';
import { printPhone, printSheet } from '../../server/modules/objectMedia/print/sheet';
import { fileNamePart, fontRuns, htmlToText, shortText } from '../../server/modules/objectMedia/print/text';

const PROJECT: Project = {
  id: 1,
  organisation_id: 1,
  slug: 'rent',
  title: 'Wiedervermietung Zürich',
  type: 'rent',
  brand_color: '#1f6f8b',
  currency: 'CHF',
  currency_order: 'before',
  language: 'de',
  allowed_file_types: '["pdf"]',
  allowed_image_types: '["jpg","jpeg","png","webp"]',
  max_file_size_mb: 20,
  max_num_object_images: 20,
  features: '{}',
  created_at: '2026-01-05T08:00:00.000Z',
  contact_name: 'Immobilien Müller AG',
  contact_email: 'info@mueller.example',
  contact_phone: '+41 44 123 45 67',
  contact_address: 'Bahnhofstrasse 12\r\n\n8001 Zürich\n',
  require_2fa: 0,
  public_theme_color: '',
  public_font_color: '',
  public_second_font_color: '',
  public_font: '',
  public_custom_css: '',
  settings_version: 0,
  website_version: 0,
  city_template: 0,
  city_name: '',
  city_legal_url: '',
  city_imprint_url: '',
  city_accessibility_url: '',
  city_version: 0,
  city_legal_url_fr: '',
  city_legal_url_it: '',
  city_legal_url_en: '',
  city_imprint_url_fr: '',
  city_imprint_url_it: '',
  city_imprint_url_en: '',
  city_accessibility_url_fr: '',
  city_accessibility_url_it: '',
  city_accessibility_url_en: '',
  privacy_text_de: '',
  privacy_text_fr: '',
  privacy_text_it: '',
  privacy_text_en: '',
  privacy_version: 0,
};

const OBJECT: RealEstateObject = {
  ...EMPTY_OBJECT,
  id: 7,
  project_id: 1,
  public_id: '0123456789abcdef0123456789abcdef',
  object_type: 'apartments',
  title: '3½-Zimmer-Wohnung',
  property_type: 'apartment',
  ref_number: 'RENT-A-0007',
  rooms: 3.5,
  floor: '2. OG',
  floor_num: 2,
  area: 1250,
  characteristics: '["balcony","jacuzzi","lift"]',
  rental_price: 123_450,
  netto_price: 110_000,
  extra_price: 13_450,
  street: 'Seestrasse',
  house_number: '4a',
  postal_code: '8002',
  city: 'Zürich',
  visitation: 'Samstag 10–12 Uhr',
  visitation_phone: '+41791234567',
  description: '<p>Helle Wohnung</p>',
  available_from: '2027-04-01',
  progress_state: 'available',
  active: 1,
  search_text: '',
  version: 1,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
};

describe('text for printed matter', () => {
  it('prints each character with the font part that has it', () => {
    expect(fontRuns('Zürich Grösse CHF 1’234.50 – ½')).toEqual([
      { text: 'Zürich Grösse CHF 1’234.50 – ½', subset: 'latin' },
    ]);
    expect(fontRuns('Łucja Dvořák')).toEqual([
      { text: 'Ł', subset: 'ext' },
      { text: 'ucja Dvo', subset: 'latin' },
      { text: 'ř', subset: 'ext' },
      { text: 'ák', subset: 'latin' },
    ]);
  });

  it('prints a letter the font lacks as its base letter, anything else as a question mark', () => {
    expect(fontRuns('Nguyễn')).toEqual([{ text: 'Nguyen', subset: 'latin' }]);
    expect(fontRuns('東京 Ω')).toEqual([{ text: '?? ?', subset: 'latin' }]);
  });

  it('turns rich text into paragraphs, list items with bullets, entities decoded, scripts dropped', () => {
    expect(
      htmlToText(
        '<p>Helle <strong>Wohnung</strong> &amp; Seesicht.<br>Zweite   Zeile</p><ul><li>Parkett</li><li>Lift</li></ul><script>alert(1)</script><p></p>',
      ),
    ).toBe('Helle Wohnung & Seesicht.\nZweite Zeile\n• Parkett\n• Lift');
    expect(htmlToText('')).toBe('');
  });

  it('cuts a long text after a whole word', () => {
    expect(shortText('kurz', 10)).toBe('kurz');
    expect(shortText('Eine helle Wohnung mit Seesicht', 20)).toBe('Eine helle Wohnung …');
  });

  it('makes a file name part of a reference number', () => {
    expect(fileNamePart('RENT-A-0001')).toBe('RENT-A-0001');
    expect(fileNamePart('Haus 3/B 12')).toBe('Haus-3-B-12');
    expect(fileNamePart('///')).toBe('object');
  });
});

describe('image keys and rules', () => {
  it('keeps the thumbnail beside the image under a key only the server makes', () => {
    expect(thumbnailKeyOf('1/2026-01/0123456789abcdef0123456789abcdef.png')).toBe(
      '1/2026-01/0123456789abcdef0123456789abcdef.thumb.jpg',
    );
    expect(storedKeysOf('1/2026-01/ab.jpg')).toEqual(['1/2026-01/ab.jpg', '1/2026-01/ab.thumb.jpg']);
    expect(imageUrls('1/2026-01/ab.jpg')).toEqual({
      imageUrl: '/serve-media-files?url=1/2026-01/ab.jpg',
      thumbUrl: '/serve-media-files?url=1/2026-01/ab.jpg&variant=thumb',
    });
  });

  it('offers the project image types it can process, normalised', () => {
    expect(
      allowedImageTypes({ ...PROJECT, allowed_image_types: '[".JPG","png","pdf","heic","png"," webp"]' }),
    ).toEqual(['jpg', 'png', 'webp']);
    expect(allowedImageTypes({ ...PROJECT, allowed_image_types: 'not json' })).toEqual([]);
  });

  it('recognises AVIF by its file type box', () => {
    const avif = Buffer.concat([
      Buffer.from([0, 0, 0, 0x1c]),
      Buffer.from('ftypavif\0\0\0\0avifmif1miaf', 'latin1'),
      Buffer.alloc(40),
    ]);
    expect(checkContent('avif', avif)).toMatchObject({ ok: true, mime: 'image/avif' });
    expect(checkContent('avif', Buffer.from('ftypheic is not avif', 'latin1'))).toMatchObject({ ok: false });
  });
});

describe('printed sheet of an object', () => {
  const de = translator('de');
  const SITE = 'https://rent.example.ch';

  it('formats facts, prices and contact as people in Switzerland read them', () => {
    const sheet = printSheet(OBJECT, PROJECT, de, SITE);
    expect(sheet.title).toBe('3½-Zimmer-Wohnung');
    expect(sheet.refLine).toBe('Objekt-Nr. RENT-A-0007');
    expect(sheet.address).toBe('Seestrasse 4a, 8002 Zürich');
    expect(sheet.price).toEqual({ label: 'Bruttomiete pro Monat', value: "CHF 1'234.50" });
    expect(sheet.facts.map((f) => [f.label, f.value])).toEqual([
      ['Zimmer', '3.5'],
      ['Wohnfläche', "1'250 m²"],
      ['Etage', '2. OG'],
      ['Bezug ab', '01.04.2027'],
      ['Nettomiete', "CHF 1'100.00"],
      ['Nebenkosten', 'CHF 134.50'],
    ]);
    expect(sheet.features).toEqual(['Balkon', 'Lift']);
    expect(sheet.description).toBe('Helle Wohnung');
    expect(sheet.visitation).toBe('Besichtigung: Samstag 10–12 Uhr, Tel. +41 79 123 45 67');
    expect(sheet.contact).toEqual({
      label: 'Kontakt',
      name: 'Immobilien Müller AG',
      lines: ['Bahnhofstrasse 12', '8001 Zürich'],
      phone: 'Tel. +41 44 123 45 67',
      email: 'info@mueller.example',
    });
    // the flyer's QR code carries the object's public application link on the project's address
    expect(sheet.application).toEqual({
      url: 'https://rent.example.ch/form/application/new?uuids=0123456789abcdef0123456789abcdef',
      caption: 'Jetzt online bewerben: QR-Code scannen',
    });
  });

  it('shows the selling price in a sale project, and asks for the price when there is none', () => {
    const sale = { ...PROJECT, type: 'sale' };
    expect(printSheet({ ...OBJECT, selling_price: 125_000_000 }, sale, de, SITE).price).toEqual({
      label: 'Verkaufspreis',
      value: "CHF 1'250'000.00",
    });
    expect(printSheet(OBJECT, sale, de, SITE).facts.map((f) => f.key)).not.toContain('net');
    expect(printSheet({ ...OBJECT, rental_price: null }, PROJECT, de, SITE).price.value).toBe(
      'Preis auf Anfrage',
    );
  });

  it('follows the project currency and its order, and falls back where data is missing', () => {
    const euro = {
      ...PROJECT,
      currency: 'EUR',
      currency_order: 'after',
      brand_color: 'red',
      contact_name: ' ',
    };
    const sheet = printSheet({ ...OBJECT, available_from: null, floor: ' ', rooms: null }, euro, de, SITE);
    expect(sheet.price.value).toBe('1.234,50 EUR');
    expect(sheet.facts.map((f) => f.key)).toEqual(['area', 'available', 'net', 'extra']);
    expect(sheet.facts[1]!.value).toBe('nach Vereinbarung');
    expect(sheet.brandColor).toBe('#1f6f8b');
    expect(sheet.contact.name).toBe('Wiedervermietung Zürich');
    expect(printSheet({ ...OBJECT, object_type: 'craft' }, PROJECT, de, SITE).facts[1]!.label).toBe('Fläche');
  });

  it('prints phone numbers as people write them', () => {
    expect(printPhone('+41447001250')).toBe('+41 44 700 12 50');
    expect(printPhone('044 700 12 50')).toBe('+41 44 700 12 50');
    expect(printPhone('Zentrale')).toBe('Zentrale');
  });

  it('speaks the language it is given', () => {
    const sheet = printSheet(OBJECT, PROJECT, translator('fr'), SITE);
    expect(sheet.price.label).toBe('Loyer brut par mois');
    expect(sheet.visitation).toBe('Visite\u00a0: Samstag 10–12 Uhr, Tél. +41 79 123 45 67');
  });
});

describe('posting types', () => {
  it('knows the flyer and the business card, however the type is written', () => {
    expect(postingType('flyer')).toBe('flyer');
    expect(postingType('business_card')).toBe('business_card');
    expect(postingType('Business-Card')).toBe('business_card');
  });

  it('refuses anything else with 400', () => {
    for (const type of ['poster', '', undefined]) {
      try {
        postingType(type);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(400);
      }
    }
  });
});
