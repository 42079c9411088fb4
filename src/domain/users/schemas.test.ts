import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords.js';
import {
  cannotDeactivateSelfMessage,
  cannotDemoteSelfMessage,
  commonPasswordMessage,
  createUserFormSchema,
  editUserSchema,
  errorLines,
  newUserSchema,
  passwordMinMessage,
  passwordMismatchMessage,
  repNeedsStateMessage,
  resetPasswordSchema,
  selfEditProblem,
  type CreateUserForm,
} from './schemas.js';

const valid: CreateUserForm = {
  firstName: 'Rita',
  lastName: 'Rep',
  email: 'rita@humidor.test',
  password: 'smoke-ring-42',
  retype: 'smoke-ring-42',
  role: 'rep',
  states: ['FL'],
};

const messagesOf = (input: unknown) => {
  const result = createUserFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the Add User form (§5)', () => {
  it.each<[string, Partial<CreateUserForm>, string[]]>([
    ['a valid rep', {}, []],
    ['missing first name', { firstName: '  ' }, ['First name is required']],
    ['missing last name', { lastName: '' }, ['Last name is required']],
    ['first name over 40', { firstName: 'x'.repeat(41) }, ['First name can be at most 40 characters']],
    ['last name over 40', { lastName: 'y'.repeat(41) }, ['Last name can be at most 40 characters']],
    ['missing email', { email: '' }, ['Email is required']],
    ['not an email', { email: 'rita-at-humidor' }, ['Enter a valid email address']],
    ['email over 60', { email: `${'a'.repeat(52)}@humidor.test` }, ['Email can be at most 60 characters']],
    ['short password', { password: 'abc12', retype: 'abc12' }, [passwordMinMessage]],
    ['common password', { password: 'Password1', retype: 'Password1' }, [commonPasswordMessage]],
    ['retype differs', { retype: 'smoke-ring-43' }, [passwordMismatchMessage]],
    ['rep without states', { states: [] }, [repNeedsStateMessage]],
    ['office without states', { role: 'office', states: [] }, []],
  ])('%s', (_label, change, expected) => {
    expect(messagesOf({ ...valid, ...change })).toEqual(expected);
  });

  it('refuses a state that is not a US state code', () => {
    const result = createUserFormSchema.safeParse({ ...valid, states: ['ZZ'] });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['states', 0]]);
  });

  it('reports every problem at once, as one alert of starred lines', () => {
    const result = createUserFormSchema.safeParse({
      ...valid,
      firstName: '',
      password: '123',
      retype: '1234',
    });
    expect(result.success).toBe(false);
    expect(errorLines(result.error?.issues ?? [])).toEqual([
      '* First name is required',
      `* ${passwordMinMessage}`,
      `* ${passwordMismatchMessage}`,
    ]);
  });

  it('defaults the role to office and normalizes the email', () => {
    const { role, retype: _retype, ...rest } = valid;
    const parsed = createUserFormSchema.parse({
      ...rest,
      retype: valid.password,
      email: ' Rita@Humidor.TEST ',
    });
    expect(parsed.role).toBe('office');
    expect(parsed.email).toBe('rita@humidor.test');
    expect(role).toBe('rep');
  });

  it('drops the states of a non-rep in the stored user', () => {
    const user = newUserSchema.parse({ ...valid, role: 'office', states: ['FL'] });
    expect(user.states).toEqual([]);
    expect(newUserSchema.parse(valid).states).toEqual(['FL']);
  });
});

describe('common passwords', () => {
  it('ships a list of about two hundred', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(200);
  });

  it.each([
    ['123456', true],
    ['password', true],
    ['PASSWORD', true],
    [' qwerty123 ', true],
    ['iloveyou', true],
    ['humidor-demo', false],
    ['smoke-ring-42', false],
  ])('%s → %s', (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });
});

describe('editing a user', () => {
  it.each<[string, unknown, string | null]>([
    ['nothing', {}, null],
    ['deactivate', { active: false }, null],
    ['empty rep code becomes none', { repCode: '' }, null],
    ['https report link', { reportUrl: 'https://reports.example.com/d/1' }, null],
    [
      'http report link',
      { reportUrl: 'http://reports.example.com' },
      'The report link must be an https:// address',
    ],
    ['javascript link', { reportUrl: 'javascript:alert(1)' }, 'The report link must be an https:// address'],
    ['empty alias', { nameAliases: [' '] }, 'A name alias cannot be empty'],
    ['long first name', { firstName: 'z'.repeat(41) }, 'First name can be at most 40 characters'],
  ])('%s', (_label, input, message) => {
    const result = editUserSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('clears an empty rep code and report link to none', () => {
    expect(editUserSchema.parse({ repCode: ' ', reportUrl: '' })).toEqual({ repCode: null, reportUrl: null });
  });

  it.each([
    [{ active: false }, cannotDeactivateSelfMessage],
    [{ role: 'office' }, cannotDemoteSelfMessage],
    [{ role: 'rep' }, cannotDemoteSelfMessage],
    [{ role: 'admin', active: true }, null],
    [{}, null],
  ])('an admin changing themselves: %j → %s', (change, message) => {
    expect(selfEditProblem(change)).toBe(message);
  });
});

describe('resetting a password', () => {
  it.each([
    [{ password: 'new-leaf-99', retype: 'new-leaf-99' }, null],
    [{ password: 'new-leaf-99', retype: 'new-leaf-98' }, passwordMismatchMessage],
    [{ password: 'abc', retype: 'abc' }, passwordMinMessage],
    [{ password: 'letmein', retype: 'letmein' }, commonPasswordMessage],
  ])('%j → %s', (input, message) => {
    const result = resetPasswordSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
