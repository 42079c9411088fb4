import { Accordion, Stack, Text } from '@mantine/core';
import type { z } from 'zod';
import { settingDefinitions } from '../../../../domain/settings/registry';
import { EmptyState, ErrorState, Loading } from '../../../ui/PageState';
import { useAdminSettings } from '../hooks/useAdmin';
import { CompanySettingForm } from './CompanySettingForm';
import { JsonSettingEditor } from './JsonSettingEditor';

const labels: Record<string, string> = {
  company: 'Company details (printed on PDFs)',
  noteTags: 'Note tags and type codes',
  orderForms: 'Order forms and their products',
  repCodes: 'Rep codes',
  orderRules: 'Order rules (never-discount items, special items, caps, event benefits)',
  posExclusions: 'POS exclusions (inventory)',
  territoryTargets: 'Region targets',
  gradeThresholds: 'Customer grade thresholds (SKUs in the last 9 months)',
  taskDigest: 'Daily task digest email (local hour and time zone)',
  visitCadence: 'Visit cadence (days between visits, per customer grade)',
  quickbooksSource: 'QuickBooks source (Desktop or Online) and what Online orders become',
  mapTiles: 'Map basemap (none, a tile address, or the uploaded PMTiles file)',
  geocoder: 'Customer places from street addresses (none, or the US Census batch geocoder)',
  exciseTaxItem: 'Excise tax item (the QuickBooks item of the excise tax line on pushed orders)',
  visitMinutes: 'Visit length (minutes, per customer grade)',
  openingHoursDefaults: 'Default opening hours (per QuickBooks customer type)',
  priorityWeights: 'Visit priority weights (points per part)',
  planTravel: 'Plan my week’s drive times (road factor and speed)',
  shopPortal: 'Shop portal (its own page: Admin → Shop portal)',
};

/** The rules of an address Humidor will reach, said before an admin types one (decisions 0248, 0249). */
const helps: Record<string, string> = {
  mapTiles:
    'A tile address starts with https:// and names one tile server in full, such as https://tiles.example.com/{z}/{x}/{y}.png: no * and no {s} in the host. Pages may load pictures from that host only.',
  geocoder:
    'The geocoder’s address must start with https:// and lead to a public service on the internet: Humidor refuses addresses of its own machine or network (loopback, private, carrier-grade NAT, link-local such as 169.254.169.254), when saved and again before each hourly post.',
  exciseTaxItem:
    'The ListID of the QuickBooks item (a QBO-… id for QuickBooks Online) that carries an order’s excise tax as its own line. Without one, an order with tax the company remits is held from the push until it is chosen.',
  openingHoursDefaults:
    'The hours a customer has until its own are typed on its page, by its QuickBooks customer type (case does not matter). Each weekday (mon … sun) lists its intervals, such as [["10:00", "19:00"]]; a weekday left out is closed. otherHours is every other customer’s; null means open whenever the rep works.',
  priorityWeights:
    'Points for each part of a customer’s priority (decision 0316): overdue is for one whole cadence overdue (up to twice as many), openTask per open task or follow-up (up to three).',
  planTravel:
    'Plan my week drives between two places their straight-line miles × roadFactor ÷ mph × 60 minutes (decision 0361): roadFactor from 1 to 2.5 (how much longer the roads are than the straight line), mph from 10 to 75. Plans made on the phone use the figures it last downloaded.',
};

const schemaOf = (key: string): z.ZodType | undefined =>
  (settingDefinitions as Record<string, { schema: z.ZodType } | undefined>)[key]?.schema;

/** Every admin setting; a change takes effect for everyone at once (no restart). */
export function SettingsPanel() {
  const settings = useAdminSettings();
  if (settings.isPending) return <Loading />;
  if (!settings.data) return <ErrorState error={settings.error} />;
  if (settings.data.length === 0) return <EmptyState>No settings to show</EmptyState>;
  return (
    <Stack>
      {/* A failed refetch leaves the editors, and any draft in them, where they are. */}
      {settings.isError && <ErrorState error={settings.error} title="The settings could not be read again" />}
      <Text c="dimmed" size="sm">
        Changes take effect for everyone as soon as they are saved.
      </Text>
      <Accordion variant="separated" multiple defaultValue={['company']}>
        {settings.data.map((setting) => {
          const label = labels[setting.key] ?? setting.key;
          return (
            <Accordion.Item key={setting.key} value={setting.key}>
              <Accordion.Control>{label}</Accordion.Control>
              <Accordion.Panel>
                {setting.key === 'company' ? (
                  <CompanySettingForm key={setting.updatedAt ?? 'default'} setting={setting} />
                ) : (
                  <JsonSettingEditor
                    setting={setting}
                    label={label}
                    schema={schemaOf(setting.key)}
                    help={helps[setting.key]}
                  />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
