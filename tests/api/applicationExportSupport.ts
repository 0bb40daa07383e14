import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import PDFDocument from 'pdfkit';
import { FIELD_TYPE_CODES, formDefinitionSchema, type FieldTypeName } from '../../schema/applicationForm';
import { storageFor } from '../../server/core/storage';
import { applicationSearchText, householdNames } from '../../server/modules/applications/searchText';
import type { TestApp } from './harness';

/** Applications written straight into the database for the export and home tests. */

const label = (de: string, fr = de, it = de, en = de) => ({ de, fr, it, en });
const field = (
  scope: 'household' | 'adult' | 'child',
  key: string,
  type: FieldTypeName,
  text: ReturnType<typeof label>,
  extra: Record<string, unknown> = {},
) => ({ key, type: FIELD_TYPE_CODES[type], label: text, required: false, scope, ...extra });

/** A small form of every answer kind the dossier prints. */
export const EXPORT_FORM = formDefinitionSchema.parse({
  sections: [
    {
      key: 'household',
      title: label('Haushalt', 'Ménage', 'Economia domestica', 'Household'),
      fields: [
        field('household', 'move_in_date', 'date', label('Einzugstermin', 'Date d’emménagement')),
        field('household', 'pets', 'boolean', label('Haustiere vorhanden', 'Animaux présents')),
        field('household', 'landlord', 'text', label('Bisherige Verwaltung', 'Gérance actuelle')),
        field(
          'household',
          'other_objects',
          'apartment_select',
          label('Weitere Wohnungen', 'Autres logements'),
        ),
        field('household', 'intro', 'html', label('Hinweis')),
      ],
    },
    {
      key: 'adult',
      title: label('Erwachsene Person', 'Adulte'),
      fields: [
        field('adult', 'first_name', 'text', label('Vorname', 'Prénom')),
        field('adult', 'last_name', 'text', label('Nachname', 'Nom')),
        field('adult', 'email', 'email', label('E-Mail-Adresse', 'Adresse e-mail')),
        field('adult', 'phone', 'phone', label('Mobiltelefon', 'Téléphone mobile')),
        field('adult', 'employer', 'text', label('Arbeitgeber', 'Employeur')),
        field('adult', 'nationality', 'country_select', label('Staatsangehörigkeit', 'Nationalité')),
        field('adult', 'civil_status', 'select', label('Zivilstand', 'État civil'), {
          choices: [
            { value: 'single', label: label('ledig', 'célibataire') },
            { value: 'married', label: label('verheiratet', 'marié·e') },
          ],
        }),
        field('adult', 'id', 'file', label('Ausweiskopie', 'Copie de la pièce d’identité')),
      ],
    },
    {
      key: 'child',
      title: label('Kind', 'Enfant'),
      fields: [
        field('child', 'first_name', 'text', label('Vorname des Kindes', 'Prénom de l’enfant')),
        field('child', 'birth_date', 'date', label('Geburtsdatum', 'Date de naissance')),
      ],
    },
  ],
});

export interface AdultInput {
  first_name: string;
  last_name: string;
  answers?: Record<string, unknown>;
}

export interface ApplicationInput {
  project: string;
  state?: string;
  createdAt?: string;
  adults: AdultInput[];
  children?: Array<{ first_name: string; birth_date: string }>;
  household?: Record<string, unknown>;
  /** object ids in priority order */
  objects?: number[];
  comments?: Array<{ body: string; userId: number | null; resolved?: boolean }>;
  /** documents with their bytes; `person` is the index of the adult they belong to */
  documents?: Array<{ category: string; name: string; mime: string; bytes: Buffer; person?: number }>;
  stars?: number;
  points?: number;
}

async function formId(t: TestApp, projectId: number): Promise<number> {
  const db = t.database.db;
  const found = await db
    .selectFrom('application_forms')
    .select('id')
    .where('project_id', '=', projectId)
    .where('version', '=', 900)
    .executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('application_forms')
    .values({
      project_id: projectId,
      version: 900,
      definition: JSON.stringify(EXPORT_FORM),
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One application with its household, priorities, comments and documents; returns its id. */
export async function insertApplication(t: TestApp, input: ApplicationInput): Promise<number> {
  const db = t.database.db;
  const projectId = await t.projectId(input.project);
  const now = input.createdAt ?? new Date().toISOString();
  const main = input.adults[0]!;
  const children = input.children ?? [];
  const mainName = `${main.first_name} ${main.last_name}`;
  const email = String(main.answers?.email ?? '');
  const names = householdNames([...input.adults, ...children]);
  const row = await db
    .insertInto('applications')
    .values({
      project_id: projectId,
      slug: randomBytes(8).toString('hex'),
      token_hash: randomBytes(32).toString('hex'),
      form_id: await formId(t, projectId),
      progress_state: input.state ?? 'active.new',
      object_id: input.objects?.[0] ?? null,
      main_name: mainName,
      email,
      household_names: names,
      search_text: applicationSearchText({ main_name: mainName, email, phone: '', household_names: names }),
      adults: input.adults.length,
      children: children.length,
      household_size: input.adults.length + children.length,
      answers: JSON.stringify(input.household ?? {}),
      overall_star: input.stars ?? 0,
      points: input.points ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = row.id;
  const personIds: number[] = [];
  for (const [index, adult] of input.adults.entries()) {
    const person = await db
      .insertInto('application_persons')
      .values({
        project_id: projectId,
        application_id: id,
        person_type: 'adult',
        position: index + 1,
        first_name: adult.first_name,
        last_name: adult.last_name,
        answers: JSON.stringify({
          first_name: adult.first_name,
          last_name: adult.last_name,
          ...adult.answers,
        }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    personIds.push(person.id);
  }
  for (const [index, child] of children.entries()) {
    await db
      .insertInto('application_persons')
      .values({
        project_id: projectId,
        application_id: id,
        person_type: 'child',
        position: index + 1,
        first_name: child.first_name,
        birth_date: child.birth_date,
        answers: JSON.stringify(child),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (const [index, objectId] of (input.objects ?? []).entries()) {
    await db
      .insertInto('application_priorities')
      .values({ project_id: projectId, application_id: id, object_id: objectId, rank: index + 1 })
      .execute();
  }
  for (const comment of input.comments ?? []) {
    await db
      .insertInto('application_comments')
      .values({
        project_id: projectId,
        application_id: id,
        user_id: comment.userId,
        body: comment.body,
        resolved: comment.resolved ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const storage = storageFor(t.config);
  for (const document of input.documents ?? []) {
    const key = `applications/${id}/${randomBytes(6).toString('hex')}`;
    await storage.put(key, document.bytes, { contentType: document.mime });
    const file = await db
      .insertInto('uploaded_files')
      .values({
        project_id: projectId,
        uploaded_by: null,
        storage_key: key,
        original_name: document.name,
        mime: document.mime,
        size: document.bytes.length,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('application_documents')
      .values({
        project_id: projectId,
        application_id: id,
        person_id: document.person === undefined ? null : (personIds[document.person] ?? null),
        file_id: file.id,
        category: document.category,
        created_at: now,
      })
      .execute();
  }
  return id;
}

/** A small PNG. */
export function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
}

/** A one-page PDF saying `text`. */
export function pdfBytes(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}
