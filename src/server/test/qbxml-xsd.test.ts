import { describe, expect, it } from 'vitest';
import { qbxmlRequest, startRequest } from '../../domain/quickbooks/desktop/qbxml.js';
import { qbxmlSchemaErrors, xsdValidationAvailable } from './qbxml-xsd.js';

describe('qbXML schema validation', () => {
  it('is available, and refuses an element out of order as QuickBooks would', () => {
    expect(xsdValidationAvailable()).toBe(true);
    expect(qbxmlSchemaErrors(qbxmlRequest([startRequest('customers', '1', null)]))).toBeNull();
    const outOfOrder = qbxmlRequest([
      { CustomerQueryRq: { '@requestID': '1', ActiveStatus: 'All', MaxReturned: 10 } },
    ]);
    expect(qbxmlSchemaErrors(outOfOrder)).toContain('MaxReturned');
  });
});
