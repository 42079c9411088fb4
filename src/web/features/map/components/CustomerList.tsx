import { Button, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDeferredValue, useState, type ReactNode } from 'react';
import type { MapCustomer } from '../../../../domain/map/customers';
import { foldText } from '../../../../domain/text/fold';
import { statusStyle } from '../lib/status';
import classes from './CustomerList.module.css';

const pageSize = 50;

/**
 * The same customers as the map, as a list a keyboard and a screen reader go through: those in the
 * map's view (all of them before it has drawn), then those without a place.
 */
export function CustomerList({
  inView,
  unplaced,
  selectedId,
  onSelect,
  lapsedLicense,
}: {
  inView: readonly MapCustomer[];
  /** What a customer showing "License expired" carries (the page's badge). */
  lapsedLicense?: ReactNode;
  unplaced: readonly MapCustomer[];
  selectedId: string | null;
  onSelect: (customer: MapCustomer) => void;
}) {
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(pageSize);
  const folded = foldText(useDeferredValue(filter));
  const matches = (c: MapCustomer) => !folded || foldText(`${c.name} ${c.city} ${c.state}`).includes(folded);
  const listed = inView.filter(matches);
  const withoutPlace = unplaced.filter(matches);
  return (
    <Stack gap="xs" className={classes.list} aria-label="Customers on the map" role="region">
      <TextInput
        label="Find a customer in this view"
        value={filter}
        onChange={(event) => {
          setFilter(event.currentTarget.value);
          setShown(pageSize);
        }}
      />
      <Text size="sm" role="status">
        {listed.length.toLocaleString('en-US')} {listed.length === 1 ? 'customer' : 'customers'} in this view
      </Text>
      <ul className={classes.rows}>
        {listed.slice(0, shown).map((customer) => (
          <li key={customer.id}>
            <UnstyledButton
              className={classes.row}
              data-selected={customer.id === selectedId || undefined}
              aria-current={customer.id === selectedId || undefined}
              onClick={() => onSelect(customer)}
            >
              <span
                aria-hidden
                className={classes.dot}
                style={{ background: statusStyle[customer.status].colour }}
              />
              <span>
                <Text span fw={600} size="sm">
                  {customer.name}
                </Text>
                <Text span size="sm" c="dimmed">
                  {' '}
                  {[customer.city, customer.state].filter(Boolean).join(', ')} ·{' '}
                  {statusStyle[customer.status].label}
                </Text>
                {customer.licenseLapsed && <> {lapsedLicense}</>}
              </span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
      {listed.length > shown && (
        <Button variant="default" onClick={() => setShown(shown + pageSize)}>
          Show {Math.min(pageSize, listed.length - shown)} more
        </Button>
      )}
      {withoutPlace.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="sm">
            Not on the map ({withoutPlace.length.toLocaleString('en-US')}): no US ZIP code in QuickBooks
          </Text>
          <ul className={classes.rows}>
            {withoutPlace.slice(0, pageSize).map((customer) => (
              <li key={customer.id}>
                <Text size="sm" px="xs">
                  {customer.name} {[customer.city, customer.state].filter(Boolean).join(', ')}
                  {customer.licenseLapsed && <> {lapsedLicense}</>}
                </Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
