import { Button, Grid, Group, Paper, Select, Text, TextInput, type ComboboxData } from '@mantine/core';
import type { InsightFilters, InsightRange } from '../../../../domain/insights/contract';
import { customRangeProblem } from '../lib/filters';
import { quarterLabel } from '../../../ui/figures/format';
import { useFilterOptions } from '../hooks/useInsights';

const rangeChoices: { value: InsightRange; label: string }[] = [
  { value: 'year', label: 'This year to date' },
  { value: 'last12', label: 'Last 12 months' },
  { value: 'quarter', label: 'A quarter' },
  { value: 'custom', label: 'Custom range' },
];

/** A filter that narrows the figures (state, rep, brand): typed to find, cleared to show them all. */
function NarrowingSelect({
  label,
  span,
  data,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  /** Of the phone's 12 columns; a quarter of the row on a wide screen. */
  span: number;
  data: ComboboxData;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder: string;
}) {
  return (
    <Grid.Col span={{ base: span, md: 3 }}>
      <Select
        label={label}
        data={data}
        value={value ?? null}
        onChange={(chosen) => onChange(chosen ?? undefined)}
        placeholder={placeholder}
        clearable
        searchable
      />
    </Grid.Col>
  );
}

/**
 * The filters of /insights: the period, then state, rep and brand. The states offered are the
 * user's own (the server's list), so a filter only ever narrows what the user may see.
 */
export function InsightFiltersBar({
  filters,
  onChange,
}: {
  filters: InsightFilters;
  /** Takes a change to apply to the filters as they are when it arrives (two quick choices both count). */
  onChange: (change: (current: InsightFilters) => InsightFilters) => void;
}) {
  const options = useFilterOptions();
  const { states = [], reps = [], brands = [], quarters = [] } = options.data ?? {};
  const set = (patch: Partial<InsightFilters>) => onChange((current) => ({ ...current, ...patch }));
  const chooseRange = (value: string | null) => {
    const range = (value ?? 'year') as InsightRange;
    onChange((current) => ({
      range,
      state: current.state,
      rep: current.rep,
      brand: current.brand,
      ...(range === 'quarter' ? { quarter: current.quarter ?? quarters[0] } : {}),
    }));
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
        <NarrowingSelect
          label="State"
          span={6}
          data={states}
          value={filters.state}
          onChange={(state) => set({ state })}
          placeholder="All states"
        />
        <NarrowingSelect
          label="Rep"
          span={6}
          data={reps.map((rep) => ({
            value: rep.code,
            label: rep.name ? `${rep.code} · ${rep.name}` : rep.code,
          }))}
          value={filters.rep}
          onChange={(rep) => set({ rep })}
          placeholder="Every rep"
        />
        <NarrowingSelect
          label="Brand"
          span={12}
          data={brands}
          value={filters.brand}
          onChange={(brand) => set({ brand })}
          placeholder="Every brand"
        />
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
