import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  isMailPlaceholder,
  MAIL_PLACEHOLDERS,
  salutationFormOf,
  unknownPlaceholders,
} from '../../schema/mailPlaceholders';
import {
  isEmptyBody,
  mailBodySchema,
  mailSignatureSchema,
  mailSubjectSchema,
  mailTemplateSchema,
  mailTemplateUpdateSchema,
} from '../../schema/mailTemplates';
import { escapeHtml, htmlToText, renderMail } from '../../server/modules/communication/render';

const de = { subject: 'Hallo {{applicant_name}}', body: '<p>{{salutation}}</p>' };
const empty = { subject: '', body: '' };

function errorsOf(value: unknown): Record<string, string> {
  const result = mailTemplateSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('mail placeholders', () => {
  it('knows the documented placeholders and nothing else', () => {
    expect(MAIL_PLACEHOLDERS).toContain('applicant_name');
    expect(isMailPlaceholder('application_link')).toBe(true);
    expect(isMailPlaceholder('password')).toBe(false);
  });

  it('lists unknown placeholders once each, in order, and ignores spacing inside the braces', () => {
    expect(unknownPlaceholders('{{ foo }} {{applicant_name}} {{bar}} {{foo}}')).toEqual(['foo', 'bar']);
    expect(unknownPlaceholders('{{ object_title }}')).toEqual([]);
  });

  it('fills known placeholders, escapes the values and leaves unknown ones', () => {
    const filled = fillPlaceholders(
      '<p>{{applicant_name}} {{object_title}} {{nope}}</p>',
      { applicant_name: '<b>X</b>' },
      escapeHtml,
    );
    expect(filled).toBe('<p>&lt;b&gt;X&lt;/b&gt;  {{nope}}</p>');
  });
});

describe('mail template rules', () => {
  it('accepts a German template and leaves the other languages empty', () => {
    const result = mailTemplateSchema.parse({ title: ' Absage ', texts: { de } });
    expect(result.title).toBe('Absage');
    expect(result.texts.fr).toEqual(empty);
  });

  it('needs a title of at most 120 characters', () => {
    expect(errorsOf({ title: '', texts: { de } })).toEqual({ title: 'general_field_is_required' });
    expect(errorsOf({ title: 'x'.repeat(121), texts: { de } }).title).toMatch(/^text_too_long/);
  });

  it('needs subject and body in German', () => {
    expect(errorsOf({ title: 'T', texts: { de: empty } })).toEqual({
      'texts.de.subject': 'general_field_is_required',
      'texts.de.body': 'general_field_is_required',
    });
    expect(errorsOf({ title: 'T', texts: { de: { subject: 'S', body: '<p> &nbsp;</p>' } } })).toEqual({
      'texts.de.body': 'general_field_is_required',
    });
  });

  it('needs both subject and body in a language that has one of them', () => {
    expect(errorsOf({ title: 'T', texts: { de, fr: { subject: 'Objet', body: '' } } })).toEqual({
      'texts.fr.body': 'general_field_is_required',
    });
    expect(errorsOf({ title: 'T', texts: { de, it: { subject: '', body: '<p>Testo</p>' } } })).toEqual({
      'texts.it.subject': 'general_field_is_required',
    });
  });

  it('refuses a subject over 200 characters or with a line break', () => {
    expect(
      errorsOf({ title: 'T', texts: { de: { ...de, subject: 'a'.repeat(201) } } })['texts.de.subject'],
    ).toMatch(/^text_too_long/);
    expect(errorsOf({ title: 'T', texts: { de: { ...de, subject: 'a\nb' } } })).toEqual({
      'texts.de.subject': 'mail_subject_line_break',
    });
  });

  it('marks an unknown placeholder on the field of its language', () => {
    expect(
      errorsOf({ title: 'T', texts: { de, fr: { subject: 'Objet {{x}}', body: '<p>{{password}}</p>' } } }),
    ).toEqual({
      'texts.fr.subject': 'mail_unknown_placeholder',
      'texts.fr.body': 'mail_unknown_placeholder',
    });
  });

  it('needs the version on an edit', () => {
    expect(mailTemplateUpdateSchema.safeParse({ title: 'T', texts: { de } }).success).toBe(false);
    expect(mailTemplateUpdateSchema.safeParse({ title: 'T', texts: { de }, version: 2 }).success).toBe(true);
  });

  it('checks the signature for unknown placeholders', () => {
    expect(mailSignatureSchema.safeParse({ texts: { de: '<p>{{sender_name}}</p>' } }).success).toBe(true);
    const bad = mailSignatureSchema.safeParse({ texts: { en: '<p>{{x}}</p>' } });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['texts.en', 'mail_unknown_placeholder'],
    ]);
  });

  it('checks the subject and body of a mail as sent', () => {
    expect(mailSubjectSchema.safeParse('').success).toBe(false);
    expect(mailSubjectSchema.safeParse('Zeile\r\nzwei').success).toBe(false);
    expect(mailBodySchema.safeParse('<p></p>').success).toBe(false);
    expect(isEmptyBody('<p><img src="https://x.test/a.png"></p>')).toBe(false);
  });
});

describe('rendering a mail', () => {
  it('fills, escapes, appends the signature, sanitises and derives the text part', () => {
    const mail = renderMail(
      'Hallo {{applicant_name}}',
      '<p onclick="x()">{{salutation}}</p><script>alert(1)</script><p><a href="https://immodesk.test/a">Link</a></p>',
      '<p>Grüsse {{sender_name}}</p>',
      { applicant_name: '<b>X</b>', salutation: 'Guten Tag <b>X</b>', sender_name: 'Anna' },
    );
    expect(mail.subject).toBe('Hallo <b>X</b>');
    expect(mail.html).toBe(
      '<p>Guten Tag &lt;b&gt;X&lt;/b&gt;</p><p><a href="https://immodesk.test/a" rel="noopener noreferrer">Link</a></p><div><p>Grüsse Anna</p></div>',
    );
    expect(mail.text).toBe('Guten Tag <b>X</b>\n\nLink (https://immodesk.test/a)\n\nGrüsse Anna');
  });

  it('turns line breaks and lists into text', () => {
    expect(htmlToText('<p>a<br>b</p><ul><li>eins</li><li>zwei &amp; drei</li></ul>')).toBe(
      'a\nb\n\n- eins\n- zwei & drei',
    );
  });
});

describe('how a person is greeted', () => {
  it('reads the Anrede in any language, and "none" over a gender answer', () => {
    expect(salutationFormOf({ salutation: 'Frau' })).toBe('female');
    expect(salutationFormOf({ salutation: 'male' })).toBe('male');
    expect(salutationFormOf({ gender: 'Madame' })).toBe('female');
    expect(salutationFormOf({ salutation: 'none', gender: 'female' })).toBe('neutral');
    expect(salutationFormOf({ salutation: '', gender: 'female' })).toBe('female');
    expect(salutationFormOf({})).toBe('neutral');
  });
});
