import { loginLockedMessage } from './admin';
import { AUDIT_QUERY_MESSAGES, auditQuerySchema, auditSearchOf } from './audit-query-schema';
import { TEAM_MESSAGES, TEAM_ROLES, teamMemberChangeSchema, teamMemberCreateSchema } from './team';
import { schemaErrors as errors } from '../shared/schema-errors.test-support';

describe('a new team member', () => {
  const member = { username: 'kim.lee', name: 'Kim Lee', email: 'kim@powernest.example', role: 'admin' };

  it('trims and lower-cases the username (the login lock ignores case too)', () => {
    expect(teamMemberCreateSchema.parse({ ...member, username: '  Kim.Lee_2 ', name: ' Kim ' })).toEqual({ ...member, username: 'kim.lee_2', name: 'Kim' });
  });

  it('names each field it refuses', () => {
    expect(errors(teamMemberCreateSchema, {})).toEqual({ username: TEAM_MESSAGES.username, name: TEAM_MESSAGES.name, email: TEAM_MESSAGES.email, role: TEAM_MESSAGES.role });
    for (const username of ['ab', '-kim', 'kim lee', 'kim@home', 'k'.repeat(51)]) expect(errors(teamMemberCreateSchema, { ...member, username })).toEqual({ username: TEAM_MESSAGES.username });
    expect(errors(teamMemberCreateSchema, { ...member, email: 'kim@' })).toEqual({ email: TEAM_MESSAGES.email });
    expect(errors(teamMemberCreateSchema, { ...member, role: 'user' })).toEqual({ role: TEAM_MESSAGES.role });
  });

  it('may have any staff role, never the visitors’ `user`', () => {
    expect(TEAM_ROLES).toEqual(['admin', 'super_admin', 'sales_admin', 'operations_admin', 'analytics_user']);
  });
});

describe('a team member change', () => {
  it('takes a role, active or both, and nothing else', () => {
    expect(teamMemberChangeSchema.parse({ active: false })).toEqual({ active: false });
    expect(teamMemberChangeSchema.parse({ role: 'sales_admin', active: true })).toEqual({ role: 'sales_admin', active: true });
    expect(errors(teamMemberChangeSchema, {})).toEqual({ role: TEAM_MESSAGES.nothing });
    expect(errors(teamMemberChangeSchema, { active: 'false' })).toEqual({ active: TEAM_MESSAGES.active });
    expect(errors(teamMemberChangeSchema, { active: true, username: 'x' })).toEqual({ _: expect.stringContaining('username') });
  });
});

describe('the login lock’s message', () => {
  it('says when to try again, in seconds under a minute and whole minutes above', () => {
    expect(loginLockedMessage(900)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(loginLockedMessage(841)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(loginLockedMessage(60)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(loginLockedMessage(59)).toBe('Too many failed sign-in attempts. Try again in 59 seconds.');
    expect(loginLockedMessage(0.2)).toBe('Too many failed sign-in attempts. Try again in 1 second.');
  });
});

describe('GET /api/audit-log’s query', () => {
  it('defaults to the newest 50 and makes the days exact instants (to: the whole day)', () => {
    expect(auditSearchOf(auditQuerySchema.parse({}))).toMatchObject({ limit: 50 });
    expect(auditSearchOf(auditQuerySchema.parse({}))).not.toHaveProperty('position', expect.anything());
    expect(auditSearchOf(auditQuerySchema.parse({ pageSize: '20', userId: 'u-1', action: 'user.create', resourceType: 'user', from: '2026-03-01', to: '2026-03-02' }))).toEqual({
      limit: 20,
      userId: 'u-1',
      action: 'user.create',
      resourceType: 'user',
      from: new Date('2026-03-01T00:00:00.000Z'),
      before: new Date('2026-03-03T00:00:00.000Z'),
      position: undefined,
    });
  });

  it('refuses what it cannot use', () => {
    expect(errors(auditQuerySchema, { pageSize: '101' })).toEqual({ pageSize: AUDIT_QUERY_MESSAGES.pageSize });
    expect(errors(auditQuerySchema, { action: 'User Create' })).toEqual({ action: AUDIT_QUERY_MESSAGES.action });
    expect(errors(auditQuerySchema, { from: '2026-02-30' })).toEqual({ from: AUDIT_QUERY_MESSAGES.date });
    expect(errors(auditQuerySchema, { from: '2026-03-02', to: '2026-03-01' })).toEqual({ from: AUDIT_QUERY_MESSAGES.range });
    expect(errors(auditQuerySchema, { userId: { $ne: null } })).toEqual({ userId: AUDIT_QUERY_MESSAGES.userId });
    expect(Object.keys(errors(auditQuerySchema, { sort: 'timestamp' }))).toEqual(['_']);
    // Offset paging is gone (issue #27): a page number is an unknown parameter.
    expect(Object.keys(errors(auditQuerySchema, { page: '2' }))).toEqual(['_']);
  });
});
