import type { ErrorAnswer } from './errors.js';

/**
 * An error answer as the web reads it (`lib/api.ts`, uploads, the outbox): `errorAnswerSchema`'s
 * fields, checked without zod, which the first screen does not load (decisions 0061, 0181).
 * `error-answer.test.ts` runs one table of answers through both. Null when the body is no such
 * answer (a proxy's page, an empty body).
 */
export function errorAnswerOf(data: unknown): ErrorAnswer | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { code, message, details, issues } = data as Record<string, unknown>;
  if (typeof code !== 'string' || code === '' || typeof message !== 'string') return null;
  if (issues !== undefined && !isIssueList(issues)) return null;
  return {
    code,
    message,
    ...(details !== undefined && { details }),
    ...(issues !== undefined && { issues }),
  };
}

const isIssueList = (value: unknown): value is NonNullable<ErrorAnswer['issues']> =>
  Array.isArray(value) &&
  value.every(
    (issue: unknown) =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as Record<string, unknown>).path === 'string' &&
      typeof (issue as Record<string, unknown>).message === 'string',
  );

/** A body read as JSON, or null when it is none (empty, or a proxy's HTML page). */
export function jsonOf(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
