import type { FastifyInstance } from 'fastify';
import { parseSoapCall, soapResponse, type SoapCall } from '../../../domain/quickbooks/desktop/soap.js';
import { qbwcWsdl } from '../../../domain/quickbooks/desktop/wsdl.js';
import {
  authenticate,
  closeRun,
  connectionFailed,
  lastErrorOf,
  receiveResponse,
  sendRequest,
} from './runs.js';
import type { ResourceDeps } from '../../resource/resource.js';
import type { DesktopDeps } from './deps.js';

/** What Humidor tells the Web Connector about itself. */
const serverVersion = 'Humidor 1.0';

/** Web Connector runs carry whole pages of qbXML (100 invoices with their lines). */
const soapBodyLimit = 50 * 1024 * 1024;

async function answer(deps: DesktopDeps, call: SoapCall): Promise<string | number | string[]> {
  const p = call.params;
  switch (call.method) {
    case 'serverVersion':
      return serverVersion;
    case 'clientVersion':
      return '';
    case 'authenticate':
      return authenticate(deps, p.strUserName ?? '', p.strPassword ?? '');
    case 'sendRequestXML':
      return sendRequest(deps, p.ticket ?? '');
    case 'receiveResponseXML':
      return receiveResponse(deps, p.ticket ?? '', p.response ?? '', p.hresult ?? '', p.message ?? '');
    case 'getLastError':
      return lastErrorOf(deps, p.ticket ?? '');
    case 'connectionError':
      return connectionFailed(deps, p.ticket ?? '', p.hresult ?? '', p.message ?? '');
    case 'closeConnection':
      return closeRun(deps, p.ticket ?? '');
  }
}

/**
 * The SOAP service the QuickBooks Web Connector calls (the .qwc file's AppURL). It is not JSON
 * and not under /api: it takes text/xml, authenticates by its own ticket, and always answers 200
 * text/xml, because the Web Connector shows a SOAP Fault or an HTML page as an unreadable error.
 * Its path `/qbwc` is in every .qwc file installed so far: it never changes (decision 0166).
 */
export function registerWebConnectorRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/xml', 'application/soap+xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: soapBodyLimit },
      (_request, body, done) => done(null, body),
    );
    scope.get('/qbwc', { config: { access: 'public' } }, async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      return reply.type('text/xml; charset=utf-8').send(qbwcWsdl(`${origin}/qbwc`));
    });
    scope.post(
      '/qbwc',
      { config: { access: 'public' }, bodyLimit: soapBodyLimit },
      async (request, reply) => {
        reply.type('text/xml; charset=utf-8');
        const call = parseSoapCall(typeof request.body === 'string' ? request.body : '');
        if (!call) return reply.send(soapResponse('serverVersion', 'Humidor could not read this SOAP call.'));
        try {
          return reply.send(soapResponse(call.method, await answer(deps, call)));
        } catch (error) {
          request.log.error({ err: error, method: call.method }, 'QuickBooks Web Connector call failed');
          const fallback =
            call.method === 'receiveResponseXML' ? -1 : call.method === 'authenticate' ? ['', 'nvu'] : '';
          return reply.send(soapResponse(call.method, fallback));
        }
      },
    );
  });
}
