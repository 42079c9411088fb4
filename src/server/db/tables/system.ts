/** Key-value facts about the installation, such as the last successful import. */
interface SystemInfoTable {
  key: string;
  value: unknown;
  updatedAt: string;
}

export interface SystemTables {
  systemInfo: SystemInfoTable;
}

export const systemCodecColumns = { json: ['value'], boolean: [] as string[] };
