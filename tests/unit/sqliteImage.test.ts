import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, openSqlite } from '../../server/core/db';

/** An SQLite image with one table and row, as the API tests' seeded template gives it. */
function image(): Buffer {
  const sqlite = openSqlite(':memory:');
  sqlite.exec(
    "create table notes (id integer primary key, text text not null); insert into notes (text) values ('seeded')",
  );
  const bytes = sqlite.serialize();
  sqlite.close();
  return bytes;
}

const texts = async (handle: ReturnType<typeof createDatabase>) =>
  (await sql<{ text: string }>`select text from notes order by id`.execute(handle.db)).rows.map(
    (r) => r.text,
  );

describe('an in-memory database from a serialized image', () => {
  it('starts with the image and keeps its own writes from every other copy', async () => {
    const bytes = image();
    const first = createDatabase({ databaseUrl: null, dataDir: ':memory:' }, { image: bytes });
    const second = createDatabase({ databaseUrl: null, dataDir: ':memory:' }, { image: bytes });
    try {
      await sql`insert into notes (text) values ('first only')`.execute(first.db);
      expect(await texts(first)).toEqual(['seeded', 'first only']);
      expect(await texts(second)).toEqual(['seeded']);
      const third = createDatabase({ databaseUrl: null, dataDir: ':memory:' }, { image: bytes });
      expect(await texts(third)).toEqual(['seeded']);
      await third.destroy();
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it('is refused for a database on disk', () => {
    expect(() =>
      createDatabase({ databaseUrl: null, dataDir: '/tmp/immodesk-image-test' }, { image: image() }),
    ).toThrow(/in memory only/);
  });
});
