import { describe, expect, it } from 'vitest';
import { errorAnswerOf } from './error-answer';
import { errorAnswerSchema } from './errors';

/**
 * The web reads error answers without zod (error-answer.ts); the server answers by the schema
 * (errors.ts). One table through both: they accept and refuse the same bodies, and read them alike.
 */
const answers: [string, unknown][] = [
  ['a refusal', { code: 'NOT_FOUND', message: 'This note does not exist.' }],
  ['with details', { code: 'CONFLICT', message: 'Changed meanwhile.', details: { version: 3 } }],
  [
    'a form’s problems',
    { code: 'VALIDATION', message: 'Check the form', issues: [{ path: 'subject', message: 'Required' }] },
  ],
  ['an empty message', { code: 'INTERNAL', message: '' }],
  ['no code', { message: 'Something went wrong' }],
  ['an empty code', { code: '', message: 'Something went wrong' }],
  ['no message', { code: 'UPLOAD' }],
  ['a number for a message', { code: 'X', message: 42 }],
  ['issues that are not a list', { code: 'VALIDATION', message: 'Check', issues: 'subject' }],
  ['an issue without a path', { code: 'VALIDATION', message: 'Check', issues: [{ message: 'Required' }] }],
  ['a list', [{ code: 'X', message: 'Y' }]],
  ['a text', 'Bad gateway'],
  ['nothing', null],
];

describe('an error answer, read by the web and by the schema', () => {
  it.each(answers)('%s', (_, body) => {
    const parsed = errorAnswerSchema.safeParse(body);
    expect(errorAnswerOf(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
