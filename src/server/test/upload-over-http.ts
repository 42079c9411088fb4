import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * Sends `body` as a browser or curl would, over a real connection (inject never breaks one): in
 * 16 KB writes, with its Content-Length or chunked (none), and reads the whole answer. A connection
 * that ends without an answer rejects, as curl's "empty reply".
 */
export function uploadOverHttp(
  url: string,
  options: { method?: string; headers: Record<string, string>; body: Buffer; chunked: boolean },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'PUT',
        headers: {
          ...options.headers,
          ...(options.chunked ? {} : { 'content-length': String(options.body.length) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    const piece = 16 * 1024;
    for (let at = 0; at < options.body.length; at += piece)
      request.write(options.body.subarray(at, at + piece));
    request.end();
  });
}
