import type { TestApp, TestSession } from './harness.js';

/** A file posted as the admin's browser sends an import (a license list, prospects): its bytes as the body. */
export const postFile = (
  t: TestApp,
  session: TestSession,
  url: string,
  body: string | Buffer,
  contentType: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: session.cookie, 'content-type': contentType },
    payload: body,
  });
