import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { scoped } from '../../server/core/scope';
import type { Application } from '../../server/db/tables/applications';
import type { Database } from '../../server/db/types';
import { insertSearchable } from '../../server/lists/searchText';
import { refreshApplication } from '../../server/modules/applications/derived';
import { applicationSearch } from '../../server/modules/applications/searchText';

/** Applications made directly in the database for API tests (no public form involved). */

export interface TestPerson {
  person_type?: 'adult' | 'child';
  first_name: string;
  last_name: string;
  email?: string;
  phone?: string;
  birth_date?: string | null;
  answers?: Record<string, unknown>;
}

export type ApplicationOverrides = Partial<
  Omit<Application, 'id' | 'project_id' | 'search_text' | 'answers'>
> & {
  answers?: Record<string, unknown>;
  /** the household; the first adult is the main applicant (default: one adult) */
  persons?: TestPerson[];
};

let counter = 0;

/**
 * Inserts an application with its persons and its search text, then derives its main applicant's
 * columns, household counts, points and duplicate group as every write does. Answers it as stored.
 */
export async function insertApplication(
  db: Kysely<Database>,
  projectId: number,
  overrides: ApplicationOverrides = {},
): Promise<Application> {
  counter += 1;
  const { persons: given, answers, ...columns } = overrides;
  const persons: TestPerson[] = given ?? [
    {
      first_name: 'Test',
      last_name: `Person ${counter} ${randomBytes(3).toString('hex')}`,
      email: `applicant.${counter}.${randomBytes(3).toString('hex')}@example.ch`,
    },
  ];
  const now = new Date().toISOString();
  const scope = scoped(db, projectId);
  const [id] = await insertSearchable(scope, applicationSearch, [
    {
      slug: `t-${randomBytes(8).toString('hex')}`,
      token_hash: randomBytes(32).toString('hex'),
      progress_state: 'active.new',
      created_at: now,
      updated_at: now,
      ...columns,
      answers: JSON.stringify(answers ?? {}),
    },
  ]);
  const positions = { adult: 0, child: 0 };
  for (const person of persons) {
    const type = person.person_type ?? 'adult';
    positions[type] += 1;
    await scope
      .insertInto('application_persons', [
        {
          application_id: id!,
          person_type: type,
          position: positions[type],
          first_name: person.first_name,
          last_name: person.last_name,
          email: person.email ?? '',
          phone: person.phone ?? '',
          birth_date: person.birth_date ?? null,
          answers: JSON.stringify(person.answers ?? {}),
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
  }
  return refreshApplication(scope, id!, now);
}

/** Inserts an uploaded file and a document of the application in that category. */
export async function insertApplicationDocument(
  db: Kysely<Database>,
  projectId: number,
  applicationId: number,
  category: string,
): Promise<number> {
  const scope = scoped(db, projectId);
  const now = new Date().toISOString();
  const file = await scope
    .insertInto('uploaded_files', [
      {
        uploaded_by: null,
        storage_key: `${projectId}/2026-11/${randomBytes(16).toString('hex')}.pdf`,
        original_name: `${category}.pdf`,
        mime: 'application/pdf',
        size: 10,
        created_at: now,
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  const doc = await scope
    .insertInto('application_documents', [
      { application_id: applicationId, person_id: null, file_id: file.id, category, created_at: now },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return doc.id;
}
