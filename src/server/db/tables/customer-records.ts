/** A customer's contacts and descriptions (the customer page's editable sub-lists). */
export interface CustomerContactsTable {
  id: string;
  customerListId: string;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  position: string;
  telephone: string | null;
  email: string | null;
  birthMonth: number | null;
  birthDay: number | null;
  birthYear: number | null;
  about: string | null;
  authorId: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}

interface CustomerDescriptionsTable {
  id: string;
  customerListId: string;
  text: string;
  authorId: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerRecordsTables {
  customerContacts: CustomerContactsTable;
  customerDescriptions: CustomerDescriptionsTable;
}

export const customerRecordsCodecColumns = { json: [] as string[], boolean: [] as string[] };
