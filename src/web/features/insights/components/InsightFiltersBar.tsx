import { Button, Grid, Group, Paper, Select, Text, TextInput } from '@mantine/core';
import type { InsightFilters, InsightRange } from '../../../../domain/insights/contract';
import { customRangeProblem } from '../lib/filters';
import { quarterLabel } from '../lib/format';
import { useFilterOptions } from '../hooks/useInsights';

const rangeChoices: { value: InsightRange; label: string }[] = [
  { value: 'year', label: 'This year to date' },
  { value: 'last12', label: 'Last 12 months' },
  { value: 'quarter', label: 'A quarter' },
  { value: 'custom', label: 'Custom range' },
];

/**
 * The filters of /insights: the period, then state, rep and brand. The states offered are the
 * user's own (the server's list), so a filter only ever narrows what the user may see.
 */
export function InsightFiltersBar({
  filters,
  onChange,
}: {
  filters: InsightFilters;
  onChange: (filters: InsightFilters) => void;
}) {
  const options = useFilterOptions();
  const { states = [], reps = [], brands = [], quarters = [] } = options.data ?? {};
  const set = (patch: Partial<InsightFilters>) => onChange({ ...filters, ...patch });
  const chooseRange = (value: string | null) => {
    const range = (value ?? 'year') as InsightRange;
    onChange({
      range,
      state: filters.state,
      rep: filters.rep,
      brand: filters.brand,
      ...(range === 'quarter' ? { quarter: filters.quarter ?? quarters[0] } : {}),
    });
  };
  const problem = customRangeProblem(filters);
  const narrowed = Boolean(filters.state || filters.rep || filters.brand);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', xs: 'md' }}
      radius="md"
      component="form"
      aria-label="Filters"
      onSubmit={(e) => e.preventDefault()}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Select
            label="Period"
            data={rangeChoices}
            value={filters.range}
            onChange={chooseRange}
            allowDeselect={false}
          />
        </Grid.Col>
        {filters.range === 'quarter' && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Select
              label="Quarter"
              data={quarters.map((q) => ({ value: q, label: quarterLabel(q) }))}
              value={filters.quarter ?? null}
              onChange={(quarter) => set({ quarter: quarter ?? undefined })}
              placeholder="This quarter"
              allowDeselect={false}
            />
          </Grid.Col>
        )}
        {filters.range === 'custom' && (
          <>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                type="date"
                label="From"
                value={filters.from ?? ''}
                max={filters.to}
                onChange={(e) => set({ from: e.currentTarget.value || undefined })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                type="date"
                label="To"
                value={filters.to ?? ''}
                min={filters.from}
                onChange={(e) => set({ to: e.currentTarget.value || undefined })}
                error={filters.from && filters.to && problem ? problem : undefined}
              />
            </Grid.Col>
          </>
        )}
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label="State"
            data={states}
            value={filters.state ?? null}
            onChange={(state) => set({ state: state ?? undefined })}
            placeholder={states.length > 1 ? 'All your states' : 'Your state'}
            clearable
            searchable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label="Rep"
            data={reps.map((rep) => ({
              value: rep.code,
              label: rep.name ? `${rep.code} · ${rep.name}` : rep.code,
            }))}
            value={filters.rep ?? null}
            onChange={(rep) => set({ rep: rep ?? undefined })}
            placeholder="Every rep"
            clearable
            searchable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Select
            label="Brand"
            data={brands}
            value={filters.brand ?? null}
            onChange={(brand) => set({ brand: brand ?? undefined })}
            placeholder="Every brand"
            clearable
            searchable
          />
        </Grid.Col>
      </Grid>
      {(problem || narrowed) && (
        <Group justify="space-between" mt="sm" gap="xs">
          <Text size="sm" c="gray.7" role="status">
            {problem ?? ''}
          </Text>
          {narrowed && (
            <Button
              variant="subtle"
              onClick={() => set({ state: undefined, rep: undefined, brand: undefined })}
            >
              Clear state, rep and brand
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
