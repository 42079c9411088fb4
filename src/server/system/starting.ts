import http from 'node:http';

interface StartingLogger {
  fatal(message: string, ...args: unknown[]): void;
}

const startingBody = JSON.stringify({
  code: 'STARTING',
  message: 'Humidor is starting (waiting for its database); try again in a moment.',
});

/**
 * Takes the port at once, before the database is reached: while Humidor waits for its database
 * (or migrates, or loads the demo company) every request — /readyz and /healthz included — answers
 * 503 with a message and Retry-After instead of a refused connection. A port in use is one clear
 * line. `close()` frees the port for the real app.
 */
export async function listenWhileStarting(
  options: { port: number; host: string },
  logger: StartingLogger,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '5',
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(startingBody);
  });
  await new Promise<void>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        logger.fatal(
          'Port %d is already in use on %s: stop the other program or choose another PORT.',
          options.port,
          options.host,
        );
        process.exit(1);
      }
      throw error;
    });
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
