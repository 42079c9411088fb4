/**
 * A signed-in shop buyer for the benches that open the shop portal's storefront (bench/lighthouse.bench.ts):
 * the demo data has none. Made through the running server's own routes, as the journeys do: the admin
 * opens the portal to every brand, invites a new contact of the customer of the first demo invoice
 * (so "Reorder last order" has an order to fill), and the buyer sets a password from the emailed link,
 * which signs them in. Answers the buyer's cookies, name=value.
 */
import { generateDemoCompany } from '../src/server/demo/index.js';
import { startSmtpSink, type SmtpSink } from '../src/server/test/smtp-sink.js';
import { startServer, type RunningServer } from '../tests/e2e/support/server.js';

type Cookie = { name: string; value: string };

const cookiesOf = (response: Response): Cookie[] =>
  response.headers.getSetCookie().map((c) => {
    const [name = '', ...value] = (c.split(';')[0] ?? '').split('=');
    return { name, value: value.join('=') };
  });

/** A client of the server as one signed-in person: JSON in and out, their cookies on every request. */
async function signedInClient(baseUrl: string, email: string, password: string) {
  const send = async (method: string, path: string, body?: unknown, cookies: Cookie[] = []) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: baseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const cookies = cookiesOf(await send('POST', '/api/auth/sign-in/email', { email, password }));
  return {
    send,
    json: async <T>(method: string, path: string, body?: unknown) =>
      (await (await send(method, path, body, cookies)).json()) as T,
  };
}

/** The customer of the first demo invoice: a shop with a last order. */
function customerWithInvoices(): string {
  for (const batch of generateDemoCompany()) {
    if (batch.entity !== 'invoices') continue;
    const docs = [batch.body.InvoiceRet].flat() as { CustomerRef?: { ListID?: string } }[];
    const listId = docs.find((d) => d.CustomerRef?.ListID)?.CustomerRef?.ListID;
    if (listId) return listId;
  }
  throw new Error('the demo data has no invoice');
}

/** The invitation's token in the last mail to `to`, waiting for the server's mail to arrive. */
async function invitationToken(smtp: SmtpSink, to: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
    const token = /\/shop\/invitation#([A-Za-z0-9_-]+)/.exec((mail?.raw ?? '').replace(/=\r?\n/g, ''))?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation mail to ${to} within a minute`);
}

export async function shopBuyerCookies(baseUrl: string, smtp: SmtpSink): Promise<Cookie[]> {
  const admin = await signedInClient(baseUrl, 'admin@humidor.test', 'humidor-demo');
  const { items } = await admin.json<{ items: { brand: string }[] }>('GET', '/api/admin/shop/items');
  await admin.json('PUT', '/api/admin/settings/shopPortal', {
    enabled: true,
    brands: [...new Set(items.map((i) => i.brand))],
    items: [],
    minimumOrderCents: 0,
  });
  const listId = encodeURIComponent(customerWithInvoices());
  const email = `bench.${Date.now()}@shop.test`;
  const { contact } = await admin.json<{ contact: { id: string } }>(
    'POST',
    `/api/customers/${listId}/contacts`,
    {
      firstName: 'Bench',
      lastName: 'Buyer',
      position: 'Owner',
      email,
    },
  );
  await admin.json('POST', `/api/customers/${listId}/contacts/${contact.id}/buyer-invitation`);
  const token = await invitationToken(smtp, email);
  const accepted = await admin.send('POST', '/api/shop/invitation', { token, password: 'bench-password-1' });
  const cookies = cookiesOf(accepted);
  if (!cookies.length) throw new Error('accepting the invitation set no cookie');
  return cookies;
}

/**
 * The API from the sources in development mode with the demo data, mailing to a sink of its own (a
 * shop buyer's invitation reaches `shopBuyerCookies` through it): the shop's browser benchmarks' server.
 */
export async function startShopBenchServer(): Promise<{ smtp: SmtpSink; server: RunningServer }> {
  const smtp = await startSmtpSink();
  const server = await startServer({ NODE_ENV: 'development', DEMO_DATA: 'on', SMTP_URL: smtp.url });
  return { smtp, server };
}
