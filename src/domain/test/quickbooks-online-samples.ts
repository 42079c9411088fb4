/**
 * QuickBooks Online objects as Intuit's API reference shows them (the sandbox company's Invoice 130
 * for Amy's Bird Sanctuary, its Customer, an inventory Item, a CreditMemo and an Estimate), trimmed
 * to the fields Humidor reads plus a few it ignores. Shared by the mapping's table tests and the
 * fake accounting server's tests.
 */
export const sampleCustomer = {
  domain: 'QBO',
  sparse: false,
  Id: '1',
  SyncToken: '0',
  MetaData: { CreateTime: '2014-09-11T16:48:43-07:00', LastUpdatedTime: '2014-09-18T12:56:01-07:00' },
  GivenName: 'Amy',
  FamilyName: 'Lauterbach',
  FullyQualifiedName: "Amy's Bird Sanctuary",
  CompanyName: "Amy's Bird Sanctuary",
  DisplayName: "Amy's Bird Sanctuary",
  PrintOnCheckName: "Amy's Bird Sanctuary",
  Active: true,
  PrimaryPhone: { FreeFormNumber: '(650) 555-3311' },
  PrimaryEmailAddr: { Address: 'Birds@Intuit.com' },
  Taxable: false,
  BillAddr: {
    Id: '2',
    Line1: '4581 Finch St.',
    City: 'Bayshore',
    CountrySubDivisionCode: 'CA',
    PostalCode: '94326',
    Lat: 'INVALID',
    Long: 'INVALID',
  },
  ShipAddr: { Id: '109', Line1: '4581 Finch St.', City: 'Bayshore', CountrySubDivisionCode: 'CA' },
  SalesTermRef: { value: '3' },
  Job: false,
  BillWithParent: false,
  Balance: 239,
  BalanceWithJobs: 239,
  CurrencyRef: { value: 'USD', name: 'United States Dollar' },
  PreferredDeliveryMethod: 'Print',
};

export const sampleItem = {
  domain: 'QBO',
  Id: '11',
  SyncToken: '3',
  MetaData: { CreateTime: '2014-09-16T10:36:03-07:00', LastUpdatedTime: '2014-09-19T13:16:17-07:00' },
  Name: 'Pump',
  Sku: 'P461-17',
  Description: 'Fountain Pump',
  Active: true,
  FullyQualifiedName: 'Pump',
  Taxable: true,
  UnitPrice: 15,
  Type: 'Inventory',
  IncomeAccountRef: { value: '79', name: 'Sales of Product Income' },
  PurchaseCost: 10,
  TrackQtyOnHand: true,
  QtyOnHand: 25,
  InvStartDate: '2014-09-16',
};

/** A `SalesItemLineDetail` line as Intuit's samples write it. */
function salesLine(
  n: number,
  description: string,
  item: { value: string; name: string },
  unitPrice: number,
  qty: number,
  amount = unitPrice * qty,
) {
  return {
    Id: String(n),
    LineNum: n,
    Description: description,
    Amount: amount,
    DetailType: 'SalesItemLineDetail',
    SalesItemLineDetail: { ItemRef: item, UnitPrice: unitPrice, Qty: qty, TaxCodeRef: { value: 'TAX' } },
  };
}

export const sampleInvoice = {
  domain: 'QBO',
  sparse: false,
  Id: '130',
  SyncToken: '0',
  MetaData: { CreateTime: '2014-09-19T13:16:17-07:00', LastUpdatedTime: '2014-09-19T13:16:17-07:00' },
  CustomField: [{ DefinitionId: '1', Name: 'Crew #', Type: 'StringType', StringValue: '102' }],
  DocNumber: '1037',
  TxnDate: '2014-09-19',
  CurrencyRef: { value: 'USD', name: 'United States Dollar' },
  LinkedTxn: [{ TxnId: '100', TxnType: 'Estimate' }],
  Line: [
    salesLine(1, 'Rock Fountain', { value: '5', name: 'Rock Fountain' }, 275, 1),
    salesLine(2, 'Fountain Pump', { value: '11', name: 'Pump' }, 12.75, 1),
    salesLine(3, 'Concrete for fountain installation', { value: '3', name: 'Concrete' }, 9.5, 5),
    { Amount: 335.25, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} },
  ],
  TxnTaxDetail: { TxnTaxCodeRef: { value: '2' }, TotalTax: 26.82 },
  CustomerRef: { value: '24', name: 'Sonnenschein Family Store' },
  CustomerMemo: { value: 'Thank you for your business and have a great day!' },
  BillAddr: {
    Id: '95',
    Line1: 'Russ Sonnenschein',
    Line2: 'Sonnenschein Family Store',
    Line3: '5647 Cypress Hill Ave.',
    Line4: 'Middlefield, CA  94303',
    Lat: '37.4238562',
    Long: '-122.1141681',
  },
  ShipAddr: {
    Id: '25',
    Line1: '5647 Cypress Hill Ave.',
    City: 'Middlefield',
    CountrySubDivisionCode: 'CA',
    PostalCode: '94303',
  },
  SalesTermRef: { value: '3' },
  DueDate: '2014-10-19',
  TotalAmt: 362.07,
  ApplyTaxAfterDiscount: false,
  PrintStatus: 'NotSet',
  EmailStatus: 'NotSet',
  BillEmail: { Address: 'Familiystore@intuit.com' },
  Balance: 362.07,
};

export const sampleCreditMemo = {
  domain: 'QBO',
  Id: '73',
  SyncToken: '0',
  MetaData: { CreateTime: '2014-09-18T12:51:27-07:00', LastUpdatedTime: '2014-09-18T12:51:27-07:00' },
  DocNumber: '1026',
  TxnDate: '2014-09-02',
  Line: [
    salesLine(1, 'Pest Control Services', { value: '10', name: 'Pest Control' }, 35, 1, 100),
    { Amount: 100, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} },
  ],
  TxnTaxDetail: { TotalTax: 0 },
  CustomerRef: { value: '2', name: "Bill's Windsurf Shop" },
  BillAddr: { Id: '3', Line1: '12 Ocean Dr.', City: 'Half Moon Bay', CountrySubDivisionCode: 'CA' },
  TotalAmt: 100,
  RemainingCredit: 0,
  Balance: 0,
};

export const sampleEstimate = {
  domain: 'QBO',
  Id: '100',
  SyncToken: '1',
  MetaData: { CreateTime: '2014-09-17T11:20:06-07:00', LastUpdatedTime: '2014-09-19T13:16:17-07:00' },
  DocNumber: '1001',
  TxnDate: '2014-09-17',
  TxnStatus: 'Closed',
  LinkedTxn: [{ TxnId: '130', TxnType: 'Invoice' }],
  Line: [salesLine(1, 'Rock Fountain', { value: '5', name: 'Rock Fountain' }, 275, 1)],
  CustomerRef: { value: '24', name: 'Sonnenschein Family Store' },
  ShipAddr: { Id: '25', City: 'Middlefield', CountrySubDivisionCode: 'CA' },
  TotalAmt: 275,
  ExpirationDate: '2014-10-17',
};

export const sampleTerm = {
  domain: 'QBO',
  Id: '3',
  SyncToken: '0',
  Name: 'Net 30',
  Active: true,
  Type: 'STANDARD',
  DueDays: 30,
  MetaData: { CreateTime: '2014-09-11T14:41:49-07:00', LastUpdatedTime: '2014-09-11T14:41:49-07:00' },
};

/**
 * A Payment as Intuit's reference shows one (Id, TxnDate, TotalAmt, PaymentRefNum, CustomerRef, each
 * Line's Amount over its LinkedTxn): the customer's cheque 4521 of $200.00, $150.00 of it on invoice
 * 130 and $50.00 left unapplied.
 */
export const samplePayment = {
  domain: 'QBO',
  sparse: false,
  Id: '163',
  SyncToken: '0',
  MetaData: { CreateTime: '2014-10-01T09:12:03-07:00', LastUpdatedTime: '2014-10-01T09:12:03-07:00' },
  TxnDate: '2014-10-01',
  CurrencyRef: { value: 'USD', name: 'United States Dollar' },
  CustomerRef: { value: '24', name: 'Sonnenschein Family Store' },
  DepositToAccountRef: { value: '4' },
  PaymentRefNum: '4521',
  TotalAmt: 200,
  UnappliedAmt: 50,
  ProcessPayment: false,
  Line: [
    {
      Amount: 150,
      LinkedTxn: [{ TxnId: '130', TxnType: 'Invoice' }],
      LineEx: {
        any: [
          { name: '{http://schema.intuit.com/finance/v3}NameValue', value: { Name: 'txnId', Value: '130' } },
        ],
      },
    },
  ],
};
