import { XMLBuilder } from 'fast-xml-parser';

interface QwcInput {
  name: string;
  userName: string;
  ownerGuid: string;
  fileGuid: string;
  runEveryMinutes: number;
  publicUrl: string;
}

const builder = new XMLBuilder({ format: true, indentBy: '  ' });

/**
 * The file an office opens in the Web Connector. The Web Connector accepts only https, or http
 * on localhost; the password is typed into the Web Connector and never travels in this file.
 */
export function qwcFile(input: QwcInput): string {
  const base = new URL(input.publicUrl);
  if (base.protocol !== 'https:' && base.hostname !== 'localhost') base.protocol = 'https:';
  const origin = base.origin;
  const body = builder.build({
    QBWCXML: {
      AppName: `Humidor (${input.name})`,
      AppID: '',
      AppURL: `${origin}/qbwc`,
      AppDescription: 'Keeps Humidor current with QuickBooks and sends it the app orders.',
      AppSupport: `${origin}/`,
      UserName: input.userName,
      OwnerID: input.ownerGuid,
      FileID: input.fileGuid,
      QBType: 'QBFS',
      Scheduler: { RunEveryNMinutes: input.runEveryMinutes },
      IsReadOnly: 'false',
    },
  });
  return `<?xml version="1.0"?>\n${body}`;
}
