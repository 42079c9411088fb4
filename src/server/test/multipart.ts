export interface MultipartPart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** Browsers escape CR, LF and '"' in a multipart file name (WHATWG HTML form encoding). */
const browserEscaped = (name: string) =>
  name.replaceAll('\r', '%0D').replaceAll('\n', '%0A').replaceAll('"', '%22');

/** A multipart body of files as a browser sends it (the attachments' uploads in API tests). */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----humidor${crypto.randomUUID()}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${browserEscaped(p.name)}"\r\n` +
        `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  const body = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
