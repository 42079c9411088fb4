import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LicenseExpiredBadge } from '../features/licenses';
import { NearProspects } from '../features/prospects';
import { useSession } from '../features/session';
import { PrioritiesPanel, WeekPlanPanel } from '../features/visit-planning';
import {
  DueList,
  NearMe,
  OfficeWeek,
  RoutePlanner,
  dayOf,
  useCurrentVisit,
  useRouteDraft,
} from '../features/visits';
import { PageHeader } from '../ui/PageHeader';
import { useChosenTabInView } from '../ui/TabsRow';
import { prospectHistory } from './prospect-history';

const tabs = ['near', 'due', 'route', 'priorities', 'plan', 'office'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * /visits, the day in the field (issue 27): Near me, Due and Today's route, whose stops are picked
 * from the first two; admin and office also see every rep's week. The tab is in the address.
 */
export default function VisitsPage() {
  const [params, setParams] = useSearchParams();
  const { me } = useSession();
  const office = me?.abilities['visits.viewTeam'] ?? false;
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) && (asked !== 'office' || office) ? asked : 'near';
  const draft = useRouteDraft(dayOf(new Date()));
  const pickProps = { picked: draft.picked, onPick: draft.pick };
  // The rest of today leaves out the shop the rep is checked in at (decision 0349).
  const visiting = useCurrentVisit().data?.visit?.customerId ?? null;
  const tabsRef = useChosenTabInView(tab);
  return (
    <Stack gap="md">
      <PageHeader title="Visits" subtitle="Whom to see today, and in which order" />
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List grow ref={tabsRef}>
          <Tabs.Tab value="near" mih={44}>
            Near me
          </Tabs.Tab>
          <Tabs.Tab value="due" mih={44}>
            Due
          </Tabs.Tab>
          <Tabs.Tab value="route" mih={44}>
            Today's route{draft.stops.length > 0 ? ` (${draft.stops.length})` : ''}
          </Tabs.Tab>
          <Tabs.Tab value="priorities" mih={44}>
            Whom to see
          </Tabs.Tab>
          <Tabs.Tab value="plan" mih={44}>
            Plan my week
          </Tabs.Tab>
          {office && (
            <Tabs.Tab value="office" mih={44}>
              Office
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="near" pt="md">
          <NearMe
            {...pickProps}
            lapsedLicense={<LicenseExpiredBadge />}
            nearby={(origin) => <NearProspects origin={origin} history={prospectHistory} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="due" pt="md">
          <DueList {...pickProps} />
        </Tabs.Panel>
        <Tabs.Panel value="route" pt="md">
          <RoutePlanner draft={draft} />
        </Tabs.Panel>
        <Tabs.Panel value="priorities" pt="md">
          <PrioritiesPanel canSetOthers={me?.abilities['users.manage'] ?? false} />
        </Tabs.Panel>
        <Tabs.Panel value="plan" pt="md">
          <WeekPlanPanel visiting={visiting} />
        </Tabs.Panel>
        {office && (
          <Tabs.Panel value="office" pt="md">
            <OfficeWeek />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
