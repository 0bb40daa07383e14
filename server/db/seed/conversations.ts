import { sql, type Kysely } from 'kysely';
import type { Language } from '../../../schema/api/common';
import { scoped } from '../../core/scope';
import { markConversationMail, queueConversationMail } from '../../modules/communication/conversations';
import type { Database } from '../types';
import type { SeedProject } from './context';
import { rowRng } from './context';

/**
 * The demo project's conversations with applicants: for the first applications of a letting
 * project, a mail out (most sent, a few bounced, a couple still waiting) and often a reply, some
 * of them unread. Mails out go through queueConversationMail (outbox rows, reply addresses); the
 * rest is written in a handful of statements so that the seed stays fast.
 */

const DEMO_MAIL = { mailDomain: 'immodesk.demo', mailFrom: 'noreply@immodesk.demo' };
const CONVERSATIONS = 18;
const DAY_MS = 86_400_000;

interface Texts {
  out: ReadonlyArray<{ subject: string; body: (name: string, project: string) => string }>;
  replies: readonly string[];
  bounce: string;
}

const signature = (project: string) => `<p>Freundliche Grüsse<br>${project}</p>`;

const DE: Texts = {
  out: [
    {
      subject: 'Einladung zur Besichtigung',
      body: (name, project) =>
        `<p>Guten Tag ${name}</p><p>Vielen Dank für Ihre Bewerbung. Gerne zeigen wir Ihnen die Wohnung am Donnerstag um 17.30 Uhr. Bitte geben Sie uns kurz Bescheid, ob der Termin passt.</p>${signature(project)}`,
    },
    {
      subject: 'Fehlende Unterlagen zu Ihrer Bewerbung',
      body: (name, project) =>
        `<p>Guten Tag ${name}</p><p>Für die Prüfung Ihrer Bewerbung fehlt uns noch ein aktueller Betreibungsregisterauszug (nicht älter als drei Monate). Könnten Sie ihn uns bis Ende Woche zustellen?</p>${signature(project)}`,
    },
    {
      subject: 'Ihre Bewerbung ist bei uns eingegangen',
      body: (name, project) =>
        `<p>Guten Tag ${name}</p><p>Wir haben Ihre Bewerbung erhalten und melden uns in den nächsten Tagen bei Ihnen.</p>${signature(project)}`,
    },
  ],
  replies: [
    'Guten Tag\n\nDer Termin am Donnerstag passt mir gut, ich komme gerne vorbei.\n\nFreundliche Grüsse',
    'Grüezi\n\nDen Betreibungsauszug habe ich heute bestellt, ich schicke ihn Ihnen, sobald er da ist.\n\nBesten Dank und freundliche Grüsse',
    'Guten Tag\n\nKönnten wir die Besichtigung auf nächste Woche verschieben? Ich bin bis Freitag geschäftlich im Tessin.\n\nLiebe Grüsse',
    'Vielen Dank für die rasche Antwort. Ist in der Wohnung ein Kellerabteil inbegriffen?\n\nFreundliche Grüsse',
  ],
  bounce: '550 5.1.1 Recipient address rejected: User unknown in virtual mailbox table',
};

const FR: Texts = {
  out: [
    {
      subject: 'Invitation à la visite',
      body: (name, project) =>
        `<p>Bonjour ${name}</p><p>Merci pour votre candidature. Nous vous proposons de visiter l'appartement jeudi à 17 h 30. Pourriez-vous nous confirmer si ce rendez-vous vous convient ?</p><p>Meilleures salutations<br>${project}</p>`,
    },
    {
      subject: 'Documents manquants pour votre candidature',
      body: (name, project) =>
        `<p>Bonjour ${name}</p><p>Pour examiner votre candidature, il nous manque encore un extrait récent du registre des poursuites. Pourriez-vous nous le faire parvenir d'ici la fin de la semaine ?</p><p>Meilleures salutations<br>${project}</p>`,
    },
  ],
  replies: [
    'Bonjour\n\nJeudi me convient très bien, je serai présent à 17 h 30.\n\nMeilleures salutations',
    "Bonjour\n\nJ'ai commandé l'extrait des poursuites, je vous l'envoie dès réception.\n\nCordialement",
    'Bonjour\n\nSerait-il possible de visiter samedi matin ? En semaine je travaille à Lausanne.\n\nMerci et bonne journée',
  ],
  bounce: '550 5.1.1 <adresse> : Recipient address rejected: User unknown',
};

const textsOf = (language: Language): Texts => (language === 'fr' ? FR : DE);

const html = (text: string) =>
  text
    .split('\n\n')
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`)
    .join('');

export async function seedConversations(
  db: Kysely<Database>,
  project: SeedProject,
  today: string,
): Promise<void> {
  if (project.mode !== 'rent') return;
  const s = scoped(db, project.id);
  const projectRow = await db
    .selectFrom('projects')
    .select('title')
    .where('id', '=', project.id)
    .executeTakeFirstOrThrow();
  const apps = await s
    .selectFrom('applications')
    .select(['id', 'main_name', 'email', 'language'])
    .where('email', '!=', '')
    .orderBy('id')
    .limit(CONVERSATIONS)
    .execute();
  if (apps.length === 0) return;
  const end = Date.parse(`${today}T16:00:00.000Z`);
  const at = (daysAgo: number, minutes: number) =>
    new Date(end - daysAgo * DAY_MS + minutes * 60_000).toISOString();

  const conversations = await s
    .insertInto(
      'conversations',
      apps.map((app) => ({
        application_id: app.id,
        person_id: null,
        email: app.email.toLowerCase(),
        name: app.main_name,
        language: (['de', 'fr', 'it', 'en'].includes(app.language) ? app.language : 'de') as Language,
        created_at: at(20, 0),
      })),
    )
    .returningAll()
    .execute();
  conversations.sort((a, b) => Number(a.application_id) - Number(b.application_id));

  const sent: Array<{ mailId: number; outboxId: number; at: string }> = [];
  const waiting: Array<{ mailId: number; outboxId: number; at: string }> = [];
  const bounced: Array<{ outboxId: number; at: string; reason: string; seen: boolean }> = [];
  const replies: Array<{
    conversationId: number;
    from: string;
    subject: string;
    text: string;
    at: string;
    read: boolean;
    inReplyTo: number;
  }> = [];

  for (const [i, conversation] of conversations.entries()) {
    const rng = rowRng(project, 'conversation', i);
    const texts = textsOf(conversation.language);
    const template = texts.out[i % texts.out.length]!;
    const daysAgo = 1 + Math.floor(rng.next() * 14);
    const body = template.body(conversation.name, projectRow.title);
    const queued = await queueConversationMail(db, DEMO_MAIL, project.id, {
      conversation,
      kind: i % 4 === 0 ? 'bulk' : 'direct',
      subject: template.subject,
      html: body,
      text: body
        .replace(/<br>/g, '\n')
        .replace(/<\/p>/g, '\n\n')
        .replace(/<[^>]+>/g, '')
        .trim(),
      sentBy: null,
      fromName: projectRow.title,
    });
    const when = at(daysAgo, Math.floor(rng.next() * 480));
    if (i % 9 === 4) {
      waiting.push({ ...queued, at: at(0, -30 - i) });
      continue;
    }
    if (i % 7 === 3) {
      bounced.push({ outboxId: queued.outboxId, at: when, reason: texts.bounce, seen: i % 2 === 0 });
      sent.push({ ...queued, at: when });
      continue;
    }
    sent.push({ ...queued, at: when });
    if (rng.next() < 0.7) {
      replies.push({
        conversationId: conversation.id,
        from: conversation.email,
        subject: `Re: ${template.subject}`,
        text: texts.replies[Math.floor(rng.next() * texts.replies.length)]!,
        at: at(Math.max(0, daysAgo - 1), 60 + Math.floor(rng.next() * 300)),
        read: i % 3 !== 0,
        inReplyTo: queued.outboxId,
      });
    }
  }

  const dated = [...sent, ...waiting];
  if (dated.length > 0) {
    const mailDates = sql.join(
      dated.map((d) => sql`when ${d.mailId} then ${d.at}`),
      sql` `,
    );
    await s
      .updateTable('conversation_mails')
      .set({
        created_at: sql<string>`case id ${mailDates} end`,
        updated_at: sql<string>`case id ${mailDates} end`,
      })
      .where(
        'id',
        'in',
        dated.map((d) => d.mailId),
      )
      .execute();
    const outDates = sql.join(
      dated.map((d) => sql`when ${d.outboxId} then ${d.at}`),
      sql` `,
    );
    await db
      .updateTable('outbox')
      .set({ created_at: sql<string>`case id ${outDates} end` })
      .where(
        'id',
        'in',
        dated.map((d) => d.outboxId),
      )
      .execute();
  }
  if (sent.length > 0) {
    const outDates = sql.join(
      sent.map((d) => sql`when ${d.outboxId} then ${d.at}`),
      sql` `,
    );
    await db
      .updateTable('outbox')
      .set({ status: 'sent', attempts: 1, sent_at: sql<string>`case id ${outDates} end` })
      .where(
        'id',
        'in',
        sent.map((d) => d.outboxId),
      )
      .execute();
    await s
      .updateTable('conversation_mails')
      .set({ status: 'sent' })
      .where(
        'outbox_id',
        'in',
        sent.map((d) => d.outboxId),
      )
      .execute();
  }
  for (const bounce of bounced) {
    await db
      .updateTable('outbox')
      .set({ status: 'bounced', last_error: bounce.reason })
      .where('id', '=', bounce.outboxId)
      .execute();
    await markConversationMail(db, bounce.outboxId, 'bounced', bounce.reason);
    if (bounce.seen) {
      await s
        .updateTable('conversation_mails')
        .set({ bounce_read: 1 })
        .where('outbox_id', '=', bounce.outboxId)
        .execute();
    }
  }
  if (replies.length > 0) {
    const outbox = await db
      .selectFrom('outbox')
      .select(['id', 'reply_to', 'message_id'])
      .where(
        'id',
        'in',
        replies.map((r) => r.inReplyTo),
      )
      .execute();
    const byId = new Map(outbox.map((o) => [Number(o.id), o]));
    await s
      .insertInto(
        'conversation_mails',
        replies.map((r, n) => ({
          conversation_id: r.conversationId,
          direction: 'in' as const,
          kind: 'reply' as const,
          status: 'received' as const,
          from_address: r.from,
          to_address: byId.get(r.inReplyTo)?.reply_to ?? DEMO_MAIL.mailFrom,
          subject: r.subject,
          html_body: html(r.text),
          text_body: r.text,
          message_id: `<demo-reply-${project.id}-${n}@mail.example.ch>`,
          in_reply_to: byId.get(r.inReplyTo)?.message_id ?? null,
          is_read: r.read ? 1 : 0,
          bounce_read: 1,
          created_at: r.at,
          updated_at: r.at,
        })),
      )
      .execute();
  }
  // the counters and the last mail of every conversation, from its mails
  await s
    .updateTable('conversations')
    .set({
      unread_count: sql<number>`(select count(*) from conversation_mails m where m.conversation_id = conversations.id and m.direction = 'in' and m.is_read = 0)`,
      unread_bounce_count: sql<number>`(select count(*) from conversation_mails m where m.conversation_id = conversations.id and m.status = 'bounced' and m.bounce_read = 0)`,
      last_mail_at: sql<string>`(select max(m.created_at) from conversation_mails m where m.conversation_id = conversations.id)`,
    })
    .execute();
}
