import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../db/database.js';
import type { ErrorAnswer } from '../../domain/contract/errors.js';
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

/** Every error answer has the contract's one shape (`errorAnswerSchema`), whoever sends it. */
const answer = (reply: FastifyReply, status: number, body: ErrorAnswer) => reply.status(status).send(body);

/** Every error reaches the client as {code, message}; a stack trace never does. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return answer(reply, error.statusCode, {
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
      return answer(reply, 400, { code: 'VALIDATION', message: message || 'Invalid input', issues });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return answer(reply, 429, {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
      });
    }
    if (status >= 400 && status < 500) {
      return answer(reply, status, { code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database did not answer');
      reply.header('retry-after', '5');
      return answer(reply, 503, { code: 'DATABASE_UNAVAILABLE', message: databaseUnavailableMessage });
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(reply, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}

/**
 * What Node's HTTP parser refuses before any route (headers past 16 KB, a request that is not HTTP)
 * is answered by Fastify's `clientErrorHandler`, whose default sends a shape of its own: this one
 * sends the one error answer too (the route fuzz found the other, issue 44).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, answer]: [number, ErrorAnswer] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' }]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            {
              code: 'HEADERS_TOO_LARGE',
              message: 'The address or the headers of this request are too long.',
            },
          ]
        : [400, { code: 'BAD_REQUEST', message: 'This request could not be read.' }];
  const body = JSON.stringify(answer);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
    return answer(reply, 404, {
      code: 'NOT_FOUND',
      message: `No such route: ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
