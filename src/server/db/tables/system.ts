/** Key-value facts about the installation, such as the last successful accounting sync. */
interface SystemInfoTable {
  key: string;
  value: unknown;
  updatedAt: string;
}

export interface SystemTables {
  systemInfo: SystemInfoTable;
}

export const systemCodecColumns = { json: ['value'], boolean: [] as string[] };
