import { attachmentsCodecColumns, type AttachmentsTables } from './tables/attachments.js';
import { authCodecColumns, type AuthTables } from './tables/auth.js';
import { commentsCodecColumns, type CommentsTables } from './tables/comments.js';
import { customerRecordsCodecColumns, type CustomerRecordsTables } from './tables/customer-records.js';
import { eventCodecColumns, type EventTables } from './tables/events.js';
import { mirrorCodecColumns, type MirrorTables } from './tables/mirror.js';
import { notesCodecColumns, type NotesTables } from './tables/notes.js';
import { notificationsCodecColumns, type NotificationsTables } from './tables/notifications.js';
import { ordersCodecColumns, type OrdersTables } from './tables/orders.js';
import { settingsCodecColumns, type SettingsTables } from './tables/settings.js';
import { quickbooksDesktopCodecColumns, type QuickbooksDesktopTables } from './tables/quickbooks.js';
import { sharedCodecColumns, type SharedTables } from './tables/idempotency.js';
import { systemCodecColumns, type SystemTables } from './tables/system.js';
import { jobsCodecColumns, type JobsTables } from './tables/jobs.js';
import { mailCodecColumns, type MailTables } from './tables/mail.js';
import { historyCodecColumns, type HistoryTables } from './tables/history.js';
import { insightsCodecColumns, type InsightsTables } from './tables/insights.js';
import {
  quickbooksOnlinePushCodecColumns,
  type QuickbooksOnlinePushTables,
} from './tables/quickbooks-online-push.js';
import { visitsCodecColumns, type VisitsTables } from './tables/visits.js';
import { complianceCodecColumns, type ComplianceTables } from './tables/compliance.js';
import { shopCodecColumns, type ShopTables } from './tables/shop.js';
import {
  quickbooksOnlineConnectionCodecColumns,
  type QuickbooksOnlineConnectionTables,
} from './tables/quickbooks-online-connection.js';
import {
  quickbooksOnlineSyncCodecColumns,
  type QuickbooksOnlineLinksTables,
  type QuickbooksOnlineSyncTables,
} from './tables/quickbooks-online.js';

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
    QuickbooksDesktopTables,
    SharedTables,
    JobsTables,
    MailTables,
    HistoryTables,
    InsightsTables,
    VisitsTables,
    QuickbooksOnlineConnectionTables,
    QuickbooksOnlineSyncTables,
    QuickbooksOnlinePushTables,
    QuickbooksOnlineLinksTables,
    ComplianceTables,
    ShopTables {}

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
  quickbooksDesktopCodecColumns,
  sharedCodecColumns,
  jobsCodecColumns,
  mailCodecColumns,
  historyCodecColumns,
  insightsCodecColumns,
  visitsCodecColumns,
  quickbooksOnlineConnectionCodecColumns,
  quickbooksOnlineSyncCodecColumns,
  quickbooksOnlinePushCodecColumns,
  complianceCodecColumns,
  shopCodecColumns,
];

/** Columns the codec converts on SQLite (JSON text and 0/1 integers). */
export const codecColumns = {
  json: parts.flatMap((p) => p.json),
  boolean: parts.flatMap((p) => p.boolean),
};
