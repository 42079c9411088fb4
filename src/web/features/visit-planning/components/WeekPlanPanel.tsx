import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  NativeSelect,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { localCalendarDateOf } from '../../../../domain/dates/calendar';
import { addDays } from '../../../../domain/insights/periods';
import { weekdayNames, weekdayOf } from '../../../../domain/visit-planning/hours';
import {
  locksInOrder,
  type WeekPlan,
  type WeekPlanRequestInput,
} from '../../../../domain/visit-planning/week-plan';
import { mapAppLinks } from '../../../../domain/visits/map-links';
import { maxPlanDays } from '../../../../domain/planner/index';
import { unreached } from '../../../lib/api';
import { planOnServer } from '../api/planning';
import { usePriorities, useWorkingDays } from '../hooks/usePlanning';
import { planOnDevice, preparePlanner } from '../lib/plan-on-device';

type Lock = { stopId: string; date: string };
type Day = WeekPlan['days'][number];

/** About six lines of "Did not fit" before the rest folds. */
const unplacedFoldPx = 150;
const dayLabel = (date: string) => `${weekdayNames[weekdayOf(date)]} ${date.slice(5)}`;
const positionOf = (p: { lat: number; lng: number }) => ({ latitude: p.lat, longitude: p.lng });

/** The rep's position now, for "Plan the rest of today"; null when the phone will not say. */
function currentPlace(): Promise<{ lat: number; lng: number } | null> {
  return new Promise((resolve) => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) return resolve(null);
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  });
}

const clockNow = (now = new Date()) =>
  `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;

function DayCard({
  day,
  dates,
  onMove,
}: {
  day: Day;
  dates: string[];
  onMove: (stopId: string, date: string) => void;
}) {
  const links = mapAppLinks(positionOf(day.start), day.stops.map(positionOf));
  return (
    <Card withBorder padding="sm" data-testid="plan-day" data-date={day.date}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {dayLabel(day.date)}
          </Title>
          <Text size="sm" c="gray.7">
            {day.from}–{day.to}
          </Text>
        </Group>
        {day.warning ? (
          <Alert color="yellow" p="xs">
            {day.warning}
          </Alert>
        ) : (
          day.stops.length === 0 && <Text size="sm">No stops on this day.</Text>
        )}
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={`Stops on ${dayLabel(day.date)}`}
        >
          {day.stops.map((stop) => (
            <Card
              key={stop.id}
              component="li"
              withBorder
              padding="xs"
              data-testid="plan-stop"
              data-stop={stop.id}
            >
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {stop.name}
                    </Text>
                    {stop.appointment && <Badge color="grape">Appointment</Badge>}
                  </Group>
                  <Text size="sm" data-testid="plan-stop-times">
                    {stop.arrive === stop.starts
                      ? `${stop.starts}–${stop.leave}`
                      : `Arrive ${stop.arrive}, visit ${stop.starts}–${stop.leave}`}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {stop.explanation}
                  </Text>
                </Stack>
                {!stop.appointment && (
                  <NativeSelect
                    aria-label={`Move ${stop.name} to`}
                    value={day.date}
                    data={dates.map((date) => ({ value: date, label: dayLabel(date) }))}
                    onChange={(event) => onMove(stop.id, event.currentTarget.value)}
                  />
                )}
              </Group>
            </Card>
          ))}
        </Stack>
        {links && (
          <Group gap="xs">
            <Anchor href={links.google} target="_blank" rel="noreferrer">
              Open in Google Maps
            </Anchor>
            <Anchor href={links.apple} target="_blank" rel="noreferrer">
              Open in Apple Maps
            </Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Plan my week (issue 47 item 3): pick 1–5 days, plan; each day's stops in order with the priority's
 * words; what did not fit and why; move a stop to another day (locked there) and plan the rest again.
 * "Plan the rest of today" plans today again from here and now, leaving out the customer the rep is
 * checked in at (`visiting`, which the page reads) and offering today's stops still to make (decision
 * 0349). Offline the device plans with the same code from what it keeps (decision 0332).
 */
export function WeekPlanPanel({ visiting = null }: { visiting?: string | null }) {
  const client = useQueryClient();
  // Read here so the device keeps them for planning offline.
  const priorities = usePriorities();
  useWorkingDays(null);
  // The server's day for the rep; until it answers (or offline with nothing kept), the phone's own
  // day, never UTC's, which is tomorrow for a Florida rep every evening.
  const today = priorities.data?.day ?? localCalendarDateOf(new Date());
  const choices = Array.from({ length: 7 }, (_, n) => addDays(today, n));
  const [dates, setDates] = useState<string[]>([]);
  const [locks, setLocks] = useState<Lock[]>([]);
  const [plan, setPlan] = useState<WeekPlan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [onDevice, setOnDevice] = useState(false);
  const [busy, setBusy] = useState(false);
  // The device's planner starts while the page is online, so that it plans out of signal (decision 0395).
  useEffect(() => void preparePlanner(), []);

  const run = async (request: WeekPlanRequestInput) => {
    setBusy(true);
    setProblem(null);
    try {
      setPlan(await planOnServer(request));
      setOnDevice(false);
    } catch (error) {
      if (!unreached(error)) {
        setProblem(error instanceof Error ? error.message : String(error));
        return;
      }
      const answer = await planOnDevice(client, request, plan);
      if (answer.ok) {
        setPlan(answer.plan);
        setOnDevice(true);
      } else setProblem(answer.message);
    } finally {
      setBusy(false);
    }
  };
  // Each lock keeps its place among its day's locked stops as the plan shown has it (decision 0358).
  const planDays = (nextLocks: Lock[] = locks) =>
    run({ dates: [...dates].sort(), locks: locksInOrder(nextLocks, plan) });
  const move = (stopId: string, date: string) => {
    const next = [...locks.filter((lock) => lock.stopId !== stopId), { stopId, date }];
    setLocks(next);
    void planDays(next);
  };
  const restOfToday = async () => {
    const place = await currentPlace();
    if (!place) {
      setProblem('This device could not tell where you are: allow location, then try again');
      return;
    }
    const days = [today, ...dates.filter((date) => date !== today)].sort().slice(0, maxPlanDays);
    setDates(days);
    const stillToMake =
      plan?.days
        .find((day) => day.date === today)
        ?.stops.filter((stop) => !stop.appointment && stop.id !== visiting)
        .map((stop) => stop.id) ?? [];
    await run({
      dates: days,
      locks: locksInOrder(locks, plan),
      fromNow: { at: clockNow(), place, visited: visiting ? [visiting] : [], remaining: stillToMake },
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" id="days-to-plan-hint">
        Pick 1–{maxPlanDays} days, then Plan: Humidor proposes whom to see on each, in order.
      </Text>
      <Chip.Group
        multiple
        value={dates}
        onChange={(value) => {
          setDates(value);
          setLocks([]);
        }}
      >
        <Group gap="xs" aria-label="Days to plan" aria-describedby="days-to-plan-hint" role="group">
          {choices.map((date) => (
            <Chip key={date} value={date} disabled={!dates.includes(date) && dates.length >= maxPlanDays}>
              {dayLabel(date)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="xs" wrap="wrap">
        <Button mih={44} disabled={dates.length === 0} loading={busy} onClick={() => void planDays()}>
          Plan
        </Button>
        <Button mih={44} variant="light" loading={busy} onClick={() => void restOfToday()}>
          Plan the rest of today
        </Button>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {plan && (
        <Stack gap="sm" data-testid="week-plan">
          {onDevice && (
            <Alert color="yellow" data-testid="planned-on-device">
              Planned on this device from the customers it keeps (offline).
            </Alert>
          )}
          {plan.days.map((day) => (
            <DayCard key={day.date} day={day} dates={plan.days.map((d) => d.date)} onMove={move} />
          ))}
          <Text size="sm">Driving: about {Math.round(plan.driveMinutes)} minutes.</Text>
          {plan.unplaced.length > 0 && (
            <Card withBorder padding="sm">
              <Title order={3} size="h5">
                Did not fit
              </Title>
              {/* Folded past about six lines: with the far-off pressing shops (0390) it filled a phone's screen. */}
              <Spoiler
                maxHeight={unplacedFoldPx}
                showLabel={`Show all ${plan.unplaced.length}`}
                hideLabel="Show fewer"
                styles={{ control: { minHeight: 44 } }}
              >
                <Stack
                  component="ul"
                  gap={4}
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  data-testid="plan-unplaced"
                >
                  {plan.unplaced.map((stop) => (
                    <Text component="li" size="sm" key={stop.id}>
                      <strong>{stop.name}</strong>: {stop.reason}
                    </Text>
                  ))}
                </Stack>
              </Spoiler>
            </Card>
          )}
        </Stack>
      )}
    </Stack>
  );
}
