import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamChoices, TeamDetail } from '../../schema/api/teams';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const TEAMS = '/api/v1/settings/teams';

describe.each(DIALECTS)('settings: teams (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let choices: TeamChoices;
  let rent: number;
  let verkauf: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    choices = (await admin.get(`${TEAMS}/choices`)).json<TeamChoices>();
    rent = await t.projectId('rent');
    verkauf = await t.projectId('verkauf');
  });
  afterAll(() => t.close());

  const create = (client: Client, payload: unknown) => client.post(`${TEAMS}/create`, payload);
  const auditOf = (id: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'teams')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('offers the active staff and the projects of the customer as choices', () => {
    expect(choices.users.length).toBeGreaterThan(5);
    expect(choices.projects.map((p) => p.id)).toContain(rent);
    expect(JSON.stringify(choices)).not.toMatch(/Beta/);
  });

  it('creates a team, lists it in the projects it serves, edits and deletes it, each in the audit trail', async () => {
    const members = choices.users.slice(0, 2).map((u) => u.id);
    const created = await create(admin, { name: 'Vermietung Zürich', members, projects: [rent, verkauf] });
    expect(created.statusCode).toBe(200);
    const team = created.json<TeamDetail>();
    expect(team).toMatchObject({ name: 'Vermietung Zürich', members, version: 1 });

    const list = await admin.get(TEAMS, { rowsPerPage: '50' });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Vermietung Zürich');
    const elsewhere = await admin.inTenant('bauprojekt').get(TEAMS, { rowsPerPage: '50' });
    expect(JSON.stringify(elsewhere.json())).not.toContain('Vermietung Zürich');

    const edited = await admin.post(`${TEAMS}/${team.id}/edit`, {
      name: 'Vermietung Bern',
      members: [members[0]],
      projects: [rent],
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TeamDetail>()).toMatchObject({
      name: 'Vermietung Bern',
      projects: [rent],
      version: 2,
    });
    const stale = await admin.post(`${TEAMS}/${team.id}/edit`, { name: 'x', projects: [rent], version: 1 });
    expect(stale.statusCode).toBe(409);

    const removed = await admin.request({ method: 'DELETE', url: `${TEAMS}/${team.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await admin.get(`${TEAMS}/${team.id}`)).statusCode).toBe(404);
    expect((await auditOf(team.id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a team without name or project, and members or projects of another customer', async () => {
    const empty = await create(admin, { name: ' ', projects: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      name: 'team_name_required',
      projects: 'team_projects_required',
    });
    const beta = await t.projectId('beta');
    const betaUser = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'beta.user')
      .executeTakeFirstOrThrow();
    const strangers = await create(admin, { name: 'Fremd', members: [betaUser.id], projects: [beta] });
    expect(strangers.statusCode).toBe(400);
    expect(strangers.json().errors).toMatchObject({
      members: 'team_member_invalid',
      projects: 'team_project_invalid',
    });
  });

  it("never lets an admin of one customer see or change another customer's teams", async () => {
    const team = (await create(admin, { name: 'Nur Demo', projects: [rent] })).json<TeamDetail>();
    const beta = await Client.login(t.app, 'beta.admin', 'beta');
    expect((await beta.get(`${TEAMS}/${team.id}`)).statusCode).toBe(404);
    expect(
      (await beta.post(`${TEAMS}/${team.id}/edit`, { name: 'x', projects: [], version: 1 })).statusCode,
    ).toBe(400);
    const betaProject = await t.projectId('beta');
    expect(
      (await beta.post(`${TEAMS}/${team.id}/edit`, { name: 'x', projects: [betaProject], version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await beta.request({ method: 'DELETE', url: `${TEAMS}/${team.id}` })).statusCode).toBe(404);
    expect(JSON.stringify((await beta.get(TEAMS)).json())).not.toContain('Nur Demo');
    expect((await beta.inTenant('rent').get(TEAMS)).statusCode).toBe(403);
    expect((await admin.get(`${TEAMS}/${team.id}`)).json<TeamDetail>().name).toBe('Nur Demo');
  });

  it('refuses non-admins and anyone without a session', async () => {
    for (const name of ['demo.superuser', 'demo.user', 'demo.analyst']) {
      const client = await Client.login(t.app, name);
      expect((await client.get(TEAMS)).statusCode).toBe(403);
      expect((await client.get(`${TEAMS}/choices`)).statusCode).toBe(403);
      expect((await create(client, { name: 'x', projects: [rent] })).statusCode).toBe(403);
    }
    expect((await new Client(t.app, null).get(TEAMS)).statusCode).toBe(401);
  });
});
