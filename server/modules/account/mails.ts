import { isLanguage, type Language } from '../../../schema/api/common';
import type { MailDelivery } from '../../../schema/api/communication';
import { translate, type Translator } from '../../core/i18n/index';
import { mailDelivery, paragraphsMail, queueMail, type AccountMailKind } from '../../core/mail';
import type { Executor } from '../../core/scope';
import type { Project, User } from '../../db/types';

/** The mails of the accounts area, each in the recipient's language. */

const LOCALES: Record<Language, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-GB' };

/**
 * What a reply says about an e-mailed sign-in code: sent, or waiting in the outbox because no
 * mail server is configured (`delivery`, as the mail dialog's send answers it).
 */
export function codeNotice(
  t: Translator,
  config: { smtpUrl: string | null },
  email: string,
): { delivery: MailDelivery; message: string } {
  const delivery = mailDelivery(config);
  const key = delivery === 'outbox' ? 'two_factor_code_waiting' : 'two_factor_code_sent';
  return { delivery, message: t(key, { email }) };
}

export function userLanguage(user: Pick<User, 'language'>): Language {
  return isLanguage(user.language) ? user.language : 'de';
}

function formatMoment(lang: Language, date: Date): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }).format(date);
}

function siteName(lang: Language, project: Project): string {
  return `${project.title} – ${translate(lang, 'site_title')}`;
}

type Recipient = Pick<User, 'email' | 'first_name' | 'last_name' | 'username' | 'language'>;

async function send(
  db: Executor,
  project: Project,
  user: Recipient,
  kind: AccountMailKind,
  subject: string,
  body: (lang: Language) => string[],
  to = user.email,
): Promise<void> {
  const lang = userLanguage(user);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const paragraphs = [
    translate(lang, 'mail_greeting', { name }),
    ...body(lang),
    translate(lang, 'mail_signature', { site: siteName(lang, project) }),
  ];
  await queueMail(db, { to, subject, ...paragraphsMail(paragraphs), kind, projectId: project.id });
}

export function passwordResetMail(db: Executor, project: Project, user: Recipient, link: string) {
  const lang = userLanguage(user);
  return send(db, project, user, 'password_reset', translate(lang, 'mail_password_reset_subject'), (l) => [
    translate(l, 'mail_password_reset_intro', { username: user.username }),
    link,
    translate(l, 'mail_password_reset_ignore'),
  ]);
}

export function twoFactorCodeMail(
  db: Executor,
  project: Project,
  user: Recipient,
  code: string,
  minutes: number,
) {
  const lang = userLanguage(user);
  return send(db, project, user, 'two_factor_code', translate(lang, 'mail_two_factor_code_subject'), (l) => [
    translate(l, 'mail_two_factor_code_text', { code, minutes }),
    translate(l, 'mail_two_factor_code_warning'),
  ]);
}

export function passwordChangedMail(db: Executor, project: Project, user: Recipient, at: Date) {
  const lang = userLanguage(user);
  return send(
    db,
    project,
    user,
    'password_changed',
    translate(lang, 'mail_password_changed_subject'),
    (l) => [
      translate(l, 'mail_password_changed_text', { username: user.username, date: formatMoment(l, at) }),
      translate(l, 'mail_security_warning'),
    ],
  );
}

export function twoFactorDisabledMail(db: Executor, project: Project, user: Recipient, at: Date) {
  const lang = userLanguage(user);
  return send(
    db,
    project,
    user,
    'two_factor_disabled',
    translate(lang, 'mail_two_factor_disabled_subject'),
    (l) => [
      translate(l, 'mail_two_factor_disabled_text', { username: user.username, date: formatMoment(l, at) }),
      translate(l, 'mail_security_warning'),
    ],
  );
}

/** Told to the previous address, so that a taken-over session cannot quietly redirect the account's mail. */
export function emailChangedMail(
  db: Executor,
  project: Project,
  user: Recipient,
  previousEmail: string,
  at: Date,
) {
  const lang = userLanguage(user);
  return send(
    db,
    project,
    user,
    'email_changed',
    translate(lang, 'mail_email_changed_subject'),
    (l) => [
      translate(l, 'mail_email_changed_text', {
        username: user.username,
        email: user.email,
        date: formatMoment(l, at),
      }),
      translate(l, 'mail_security_warning'),
    ],
    previousEmail,
  );
}
