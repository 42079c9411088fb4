import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../db/database.js';
import { errorLines } from '../../domain/users/schemas.js';

/** An error meant for the user: its message is shown as it is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'VALIDATION', message, details);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** Every error reaches the client as {code, message}; a stack trace never does. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const message = request.routeOptions.config?.formErrors
        ? errorLines(issues).join('\n')
        : (issues[0]?.message ?? 'Invalid input');
      return reply.status(400).send({ code: 'VALIDATION', message: message || 'Invalid input', issues });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database did not answer');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'DATABASE_UNAVAILABLE', message: databaseUnavailableMessage });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
  });
}

/** Unknown API paths answer 404 as JSON; any other GET serves the web app, whose router takes over. */
export function registerNotFound(
  app: FastifyInstance,
  options: {
    webAppPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  },
): void {
  app.setNotFoundHandler((request, reply) => {
    if (options.webAppPage && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return options.webAppPage(request, reply);
    }
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No such route: ${request.method} ${request.url.split('?')[0]}` });
  });
}
