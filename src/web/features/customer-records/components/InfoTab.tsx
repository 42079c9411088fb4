import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDocumentDate, formatMoney } from '../../../../domain/documents/format';
import { touchLinkStyle } from '../../../ui/touch';
import type { RecordsCustomer } from '../api/records';
import { ContactsList, DescriptionsList } from './RecordLists';
import { ShopBuyersList } from './ShopBuyers';

const additionalNames = [
  'Main Phone',
  'Alt. Phone',
  'Main Email',
  'Alt. Email 1',
  'Alt. Email 2',
  'CC Email',
  'Website',
];

function hrefOf(name: string, value: string): string {
  if (name.includes('Phone')) return `tel:${value}`;
  if (name.includes('Email')) return `mailto:${value}`;
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** Links in the rows are whole touch targets (44 px high). */

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center" mih={28}>
      <Text c="gray.7" w={{ base: 112, xs: 150 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Group>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', xs: 'md' }} radius="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

export function InfoTab({ customer }: { customer: RecordsCustomer }) {
  const ship = customer.shipAddress;
  const addressText = [
    ship.addr1,
    ship.addr2,
    ship.city,
    [ship.state, ship.postalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const extras = customer.dataExt.filter((e) => e.name !== 'isTAAMember');
  const additional = additionalNames.flatMap((name) => {
    const found = customer.additionalContacts.find((c) => c.name === name && c.value);
    return found ? [found] : [];
  });
  return (
    <Stack gap="md">
      {!customer.isActive && (
        <Alert color="red" title="Inactive account">
          This customer account is inactive.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Block title="Account Status">
          {customer.isTaaMember && (
            <Badge color="grape" size="lg">
              TAA MEMBER
            </Badge>
          )}
          <Row label="Balance">${formatMoney(customer.balance)}</Row>
          <Row label="Payment Terms">{customer.termsName}</Row>
          <Row label="Account Created">{formatDocumentDate(customer.timeCreated)}</Row>
          <Row label="Price Level">{customer.priceLevelName || 'Standard'}</Row>
          {extras.map((e) => (
            <Row key={e.name} label={e.name}>
              {e.value}
            </Row>
          ))}
        </Block>
        <Block title="Main Contact">
          <Row label="Name">{[customer.firstName, customer.lastName].filter(Boolean).join(' ')}</Row>
          <Row label="Phone">
            {customer.phone && (
              <Anchor href={`tel:${customer.phone}`} style={touchLinkStyle}>
                {customer.phone}
              </Anchor>
            )}
          </Row>
          <Row label="Email">
            {customer.email && (
              <Anchor href={`mailto:${customer.email}`} style={touchLinkStyle}>
                {customer.email}
              </Anchor>
            )}
          </Row>
          <Row label="Shipping Address">
            {addressText && (
              <Anchor
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressText)}`}
                target="_blank"
                rel="noopener noreferrer"
                style={touchLinkStyle}
              >
                {addressText}
              </Anchor>
            )}
          </Row>
          {additional.map((c) => (
            <Row key={c.name} label={c.name}>
              <Anchor
                href={hrefOf(c.name, c.value)}
                target={c.name === 'Website' ? '_blank' : undefined}
                rel="noopener noreferrer"
                style={touchLinkStyle}
              >
                {c.value}
              </Anchor>
            </Row>
          ))}
        </Block>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ContactsList listId={customer.listId} />
        <DescriptionsList listId={customer.listId} />
      </SimpleGrid>
      <ShopBuyersList listId={customer.listId} />
    </Stack>
  );
}
