/**
 * The one name a customer goes by on every screen (decision 0254): its QuickBooks full name, which
 * QuickBooks keeps unique in a company file. The company name is not: two shops of one owner may
 * both be "Tabaquería Macon", and a list naming them by it shows two rows alike. The map, the
 * search, the customer's page, Near me, Due and the day's route all name a customer through this.
 */
export function customerName(customer: { fullName: string }): string {
  return customer.fullName;
}
