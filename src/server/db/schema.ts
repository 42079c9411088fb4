import { attachmentsCodecColumns, type AttachmentsTables } from '../attachments/tables.js';
import { authCodecColumns, type AuthTables } from '../auth/tables.js';
import { commentsCodecColumns, type CommentsTables } from '../comments/tables.js';
import { customerRecordsCodecColumns, type CustomerRecordsTables } from '../customer-records/tables.js';
import { eventCodecColumns, type EventTables } from '../events-appointments/tables.js';
import { mirrorCodecColumns, type MirrorTables } from '../mirror/tables.js';
import { notesCodecColumns, type NotesTables } from '../notes/tables.js';
import { notificationsCodecColumns, type NotificationsTables } from '../notifications/tables.js';
import { ordersCodecColumns, type OrdersTables } from '../orders/tables.js';
import { settingsCodecColumns, type SettingsTables } from '../settings/tables.js';
import { qbwcCodecColumns, type QbwcTables } from '../qbwc/tables.js';
import { sharedCodecColumns, type SharedTables } from '../shared/tables.js';
import { systemCodecColumns, type SystemTables } from '../system/tables.js';

/** The whole database as Kysely sees it: each resource declares its own tables and joins here. */
export interface DB
  extends
    AuthTables,
    SystemTables,
    MirrorTables,
    SettingsTables,
    CustomerRecordsTables,
    EventTables,
    NotesTables,
    OrdersTables,
    AttachmentsTables,
    CommentsTables,
    NotificationsTables,
    QbwcTables,
    SharedTables {}

const parts = [
  authCodecColumns,
  systemCodecColumns,
  mirrorCodecColumns,
  settingsCodecColumns,
  customerRecordsCodecColumns,
  eventCodecColumns,
  notesCodecColumns,
  ordersCodecColumns,
  attachmentsCodecColumns,
  commentsCodecColumns,
  notificationsCodecColumns,
  qbwcCodecColumns,
  sharedCodecColumns,
];

/** Columns the codec converts on SQLite (JSON text and 0/1 integers). */
export const codecColumns = {
  json: parts.flatMap((p) => p.json),
  boolean: parts.flatMap((p) => p.boolean),
};
