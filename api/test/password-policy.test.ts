// POST /api/admin/change-password and the password policy (issue #13): the rules of
// @powernest/domain/password, refused with 400 on the new-password field, before anything changes.
import { PASSWORD_POLICY_MESSAGES } from '@powernest/domain/password';
import { createStaff, login, postJson, type SignedIn } from './admin-support';
import { TEST_ADMIN, useTestApp } from './helper';

describe('POST /api/admin/change-password: the password policy', () => {
  const app = useTestApp();
  const change = (signedIn: SignedIn, newPassword: string, currentPassword: string = TEST_ADMIN.password) =>
    postJson(app(), '/api/admin/change-password', { currentPassword, newPassword, confirmPassword: newPassword }, { cookie: signedIn.cookie });
  const isSignedIn = async (signedIn: SignedIn) => (await app().inject({ url: '/api/admin/check', headers: { cookie: signedIn.cookie } })).json().isAuthenticated;

  /** The refusal changed nothing: the old password still signs in and the other session still works. */
  async function expectNothingChanged(other: SignedIn, username: string = TEST_ADMIN.username, password: string = TEST_ADMIN.password) {
    expect(await isSignedIn(other)).toBe(true);
    await expect(login(app(), username, password)).resolves.toBeDefined();
  }

  // What the policy finds too guessable (the rule's own cases: domain/src/password/policy.test.ts).
  const guessable = {
    'a listed common password': 'password1',
    'a listed common password in capitals': 'QWERTYUI',
    'one character repeated': 'aaaaaaaa',
    // The variants a hand-kept list let through (issue "Every lead gets through" item 5).
    'a leet-speak variant': 'P@ssw0rd',
    'a word, digits and a symbol': 'Password123!',
    'a greeting and a year': 'Welcome2026!',
    'the brand and a year': 'PowerNest2026',
    'the brand in full-width letters': 'ＰｏｗｅｒＮｅｓｔ２０２６',
    'a digit run': '12345678',
    // The body's schema, checked before the account is known, finds it too guessable first.
    'the username twice': 'adminadmin',
  };
  it.each([
    ['eight spaces', '        ', PASSWORD_POLICY_MESSAGES.blank],
    ...Object.entries(guessable).map(([name, password]) => [name, password, PASSWORD_POLICY_MESSAGES.common]),
    ['the username inside, in another case', 'my-ADMIN-pass-2024', PASSWORD_POLICY_MESSAGES.containsUsername],
  ])('refuses %s: 400 with the message on newPassword, and signs nobody out', async (_name, newPassword, message) => {
    const other = await login(app());
    const mine = await login(app());
    const res = await change(mine, newPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: message, fieldErrors: { newPassword: message } });
    await expectNothingChanged(other);
  });

  it("looks for the signed-in account's own username", async () => {
    const kim = await createStaff(app(), 'kim.lee', 'admin');
    const other = await login(app(), 'kim.lee', kim.password);
    const mine = await login(app(), 'kim.lee', kim.password);
    const refused = await change(mine, 'Kim.Lee-for-ever', kim.password);
    expect(refused.json()).toEqual({ success: false, error: PASSWORD_POLICY_MESSAGES.containsUsername, fieldErrors: { newPassword: PASSWORD_POLICY_MESSAGES.containsUsername } });
    await expectNothingChanged(other, 'kim.lee', kim.password);
    // Another account's name is no problem.
    expect((await change(mine, 'admin-of-amber-kettles', kim.password)).statusCode).toBe(200);
  });

  it('accepts a strong passphrase, and only then signs the other sessions out', async () => {
    const other = await login(app());
    const mine = await login(app());
    expect((await change(mine, 'amber kettle orbit 71 lanterns')).statusCode).toBe(200);
    expect(await isSignedIn(mine)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
  });

  it('hashes and checks the NFKC form: a password set in full-width letters signs in typed in ASCII, and the reverse', async () => {
    const mine = await login(app());
    expect((await change(mine, 'Ｔａｎｇｅｒｉｎｅ－Ｂｉｃｙｃｌｅ－４７')).statusCode).toBe(200);
    await expect(login(app(), TEST_ADMIN.username, 'Tangerine-Bicycle-47')).resolves.toBeDefined();
    const again = await login(app(), TEST_ADMIN.username, 'Ｔａｎｇｅｒｉｎｅ－Ｂｉｃｙｃｌｅ－４７');
    // The same password in another form is the same password: refused as unchanged.
    expect((await change(again, 'Tangerine-Bicycle-47', 'Tangerine-Bicycle-47')).statusCode).toBe(400);
  });
});
