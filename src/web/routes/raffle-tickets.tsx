import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { csvUrls, RaffleTicketsTable } from '../features/orders';
import { PageHeader } from '../ui/PageHeader';

export default function RaffleTicketsPage() {
  return (
    <>
      <PageHeader
        title="Raffle Tickets"
        actions={
          <Button
            component="a"
            href={csvUrls.raffle}
            download="raffle_tickets.csv"
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            Export to CSV
          </Button>
        }
      />
      <RaffleTicketsTable />
    </>
  );
}
