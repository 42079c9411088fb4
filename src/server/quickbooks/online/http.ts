/**
 * How the QuickBooks Online sync talks to one company's accounting API, without knowing about
 * tokens: the connection's client (OAuth, refresh, throttling, 429 back-off) implements it, and the
 * sync's tests may implement it over the fake server with a fixed token.
 *
 * `path` is relative to `{QUICKBOOKS_ONLINE_API_URL}/v3/company/{realmId}/`, e.g. `query` or `cdc`; `minorversion`
 * is added by the implementation. Answers are the parsed JSON body; a refusal throws an
 * `OnlineApiError` carrying QuickBooks' own words.
 */
export interface OnlineHttp {
  get(path: string, query?: Record<string, string>): Promise<unknown>;
  post(path: string, body: unknown, query?: Record<string, string>): Promise<unknown>;
}

export class OnlineApiError extends Error {
  constructor(
    readonly status: number,
    /** QuickBooks' Fault.Error[].Message/Detail, joined, for the admin and the order page. */
    readonly detail: string,
  ) {
    super(`QuickBooks Online refused the request (${status}): ${detail}`);
    this.name = 'OnlineApiError';
  }
}
