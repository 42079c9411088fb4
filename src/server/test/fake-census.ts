import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One address as the batch geocoder's input file gives it. */
export interface CensusInput {
  id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface FakeCensus {
  url: string;
  /** Each batch received: its benchmark and its rows. */
  batches: { benchmark: string; rows: CensusInput[] }[];
  /** Streets it can place (`longitude,latitude` by street, as its answer writes them); others are No_Match. */
  known: Map<string, string>;
  /** While set, every batch answers this HTTP status. */
  failWith: number | null;
  close(): Promise<void>;
}

const quoted = (cells: string[]) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(',');

/** The quoted cells of one input line (the Census Bureau reads its CSV the same way). */
function cellsOf(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)|(?<=,|^)(?=,|$)/g)].map((m) =>
    (m[1] ?? m[2] ?? '').replaceAll('""', '"'),
  );
}

/**
 * The US Census Bureau's batch geocoder as documented: `POST` a multipart form with `benchmark` and
 * `addressFile` (rows of `Unique ID, Street address, City, State, ZIP`), answered with one CSV row
 * per address: `id, input, Match, Exact, matched address, "longitude,latitude", TIGER id, side`, or
 * `id, input, No_Match`.
 */
export async function startFakeCensus(): Promise<FakeCensus> {
  const fake: Omit<FakeCensus, 'url' | 'close'> = { batches: [], known: new Map(), failWith: null };
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (fake.failWith) return response.writeHead(fake.failWith).end('Service Unavailable');
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    const file = form.get('addressFile');
    const text = file instanceof Blob ? await file.text() : '';
    const rows = text
      .split(/\r?\n/)
      .filter(Boolean)
      .map((line) => {
        const [id = '', street = '', city = '', state = '', zip = ''] = cellsOf(line);
        return { id, street, city, state, zip };
      });
    fake.batches.push({ benchmark: String(form.get('benchmark')), rows });
    const answer = rows.map((row) => {
      const input = `${row.street}, ${row.city}, ${row.state}, ${row.zip}`;
      const place = fake.known.get(row.street);
      return place
        ? quoted([row.id, input, 'Match', 'Exact', input.toUpperCase(), place, '613199520', 'L'])
        : quoted([row.id, input, 'No_Match']);
    });
    response.writeHead(200, { 'content-type': 'text/csv' }).end(answer.join('\n'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/geocoder/locations/addressbatch`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
