import { adminLoginSchema } from './admin-auth';
import { roleChangeSchema } from './roles';
import { schemaErrors as errors } from '../shared/schema-errors.test-support';

describe('role change schema', () => {
  it.each(['user', 'admin', 'super_admin', 'sales_admin', 'operations_admin', 'analytics_user'])('accepts %s', (role) => {
    expect(roleChangeSchema.parse({ role })).toEqual({ role });
  });
  it('refuses other roles', () => {
    expect(errors(roleChangeSchema, { role: 'root' }).role).toBe(
      'Role must be one of user, admin, super_admin, sales_admin, operations_admin, analytics_user',
    );
  });
});

describe('admin login schema', () => {
  it.each([
    [{ username: '', password: 'secret' }],
    [{ username: '   ', password: 'secret' }],
    [{ username: 'admin', password: '  ' }],
    [{}],
  ])('refuses %j with the product.md §5 message', (input) => {
    expect(Object.values(errors(adminLoginSchema, input))).toContain('Please enter both username and password.');
  });
  it('trims the username but keeps the password as typed', () => {
    expect(adminLoginSchema.parse({ username: ' admin ', password: ' pass word ' })).toEqual({ username: 'admin', password: ' pass word ' });
  });
});
