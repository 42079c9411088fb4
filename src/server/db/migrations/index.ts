import type { Migration } from 'kysely';
import * as auth from './0001_auth.js';
import * as mirror from './0002_mirror.js';
import * as notes from './0003_notes.js';
import * as events from './0004_events.js';
import * as orders from './0005_orders.js';
import * as customerRecords from './0006_customer_records.js';
import * as attachments from './0009_attachments.js';
import * as commentsNotifications from './0010_comments_notifications.js';
import * as qbwc from './0015_qbwc.js';
import * as clientWrites from './0011_client_writes.js';
import * as customerRecordsUpdated from './0013_customer_records_updated.js';
import * as apiRateLimits from './0017_api_rate_limits.js';
import * as feedIndexes from './0018_feed_indexes.js';
import * as fullText from './0019_full_text.js';
import * as taskDueAndJobs from './0020_task_due_and_jobs.js';
import * as mail from './0021_mail.js';
import * as history from './0022_history.js';
import * as authorFeedIndexes from './0025_author_feed_indexes.js';
import * as salesSummary from './0030_sales_summary.js';
import * as visits from './0031_visits.js';
import * as lastVisits from './0032_last_visits.js';
import * as routePlans from './0033_route_plans.js';
import * as mapCustomersIndex from './0034_map_customers_index.js';
import * as quickbooksOnlineConnection from './0035_quickbooks_online_connection.js';
import * as quickbooksOnlineSync from './0036_quickbooks_online_sync.js';
import * as riskIndexes from './0037_risk_indexes.js';
import * as quickbooksOnlinePushes from './0038_quickbooks_online_pushes.js';
import * as quickbooksOnlineLinks from './0039_quickbooks_online_links.js';
import * as customerGrades from './0041_customer_grades.js';
import * as geocodedPlaces from './0042_geocoded_places.js';
import * as salesRollups from './0043_sales_rollups.js';
import * as submittedOrders from './0044_submitted_orders.js';
import * as customerBrandDays from './0045_customer_brand_days.js';
import * as activityWeeks from './0046_activity_weeks.js';
import * as submittedLines from './0047_submitted_lines.js';
import * as customerRisk from './0048_customer_risk.js';
import * as salesPacks from './0049_sales_packs.js';
import * as importIndexes from './0050_import_indexes.js';
import * as invoiceLineIndexes from './0051_invoice_line_indexes.js';
import * as compliance from './0052_compliance.js';
import * as ruleWithdrawal from './0055_rule_withdrawal.js';
import * as orderGateOverride from './0056_order_gate_override.js';
import * as orderExcise from './0057_order_excise.js';
import * as visitPlanning from './0059_visit_planning.js';
import * as prospects from './0060_prospects.js';
import * as buyers from './0061_buyers.js';
import * as shopPortal from './0062_shop_portal.js';
import * as orderReview from './0064_order_review.js';
import * as estimateSignatures from './0066_estimate_signatures.js';
import * as prospectCustomerPush from './0067_prospect_customer_push.js';
import * as onlinePayments from './0068_online_payments.js';
import * as exciseMonths from './0069_excise_months.js';
import * as prospectPushRetry from './0070_prospect_push_retry.js';
import * as verificationValueName from './0071_verification_value_name.js';

/** Every migration in order. Append new ones; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_auth': auth,
  '0002_mirror': mirror,
  '0003_notes': notes,
  '0004_events': events,
  '0005_orders': orders,
  '0006_customer_records': customerRecords,
  '0009_attachments': attachments,
  '0010_comments_notifications': commentsNotifications,
  '0011_client_writes': clientWrites,
  '0013_customer_records_updated': customerRecordsUpdated,
  '0015_qbwc': qbwc,
  '0017_api_rate_limits': apiRateLimits,
  '0018_feed_indexes': feedIndexes,
  '0019_full_text': fullText,
  '0020_task_due_and_jobs': taskDueAndJobs,
  '0021_mail': mail,
  '0022_history': history,
  '0025_author_feed_indexes': authorFeedIndexes,
  '0030_sales_summary': salesSummary,
  '0031_visits': visits,
  '0032_last_visits': lastVisits,
  '0033_route_plans': routePlans,
  '0034_map_customers_index': mapCustomersIndex,
  '0035_quickbooks_online_connection': quickbooksOnlineConnection,
  '0036_quickbooks_online_sync': quickbooksOnlineSync,
  '0037_risk_indexes': riskIndexes,
  '0038_quickbooks_online_pushes': quickbooksOnlinePushes,
  '0039_quickbooks_online_links': quickbooksOnlineLinks,
  '0041_customer_grades': customerGrades,
  '0042_geocoded_places': geocodedPlaces,
  '0043_sales_rollups': salesRollups,
  '0044_submitted_orders': submittedOrders,
  '0045_customer_brand_days': customerBrandDays,
  '0046_activity_weeks': activityWeeks,
  '0047_submitted_lines': submittedLines,
  '0048_customer_risk': customerRisk,
  '0049_sales_packs': salesPacks,
  '0050_import_indexes': importIndexes,
  '0051_invoice_line_indexes': invoiceLineIndexes,
  '0052_compliance': compliance,
  '0055_rule_withdrawal': ruleWithdrawal,
  '0056_order_gate_override': orderGateOverride,
  '0057_order_excise': orderExcise,
  '0059_visit_planning': visitPlanning,
  '0060_prospects': prospects,
  '0061_buyers': buyers,
  '0062_shop_portal': shopPortal,
  '0064_order_review': orderReview,
  '0066_estimate_signatures': estimateSignatures,
  '0067_prospect_customer_push': prospectCustomerPush,
  '0068_online_payments': onlinePayments,
  '0069_excise_months': exciseMonths,
  '0070_prospect_push_retry': prospectPushRetry,
  '0071_verification_value_name': verificationValueName,
};
