import { Accordion, List, Text } from '@mantine/core';

/** The definitions of issue 28, written where the figures are, so nobody has to guess what a number means. */
export function HowFiguresAreMade() {
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="how">
        <Accordion.Control>How these figures are made</Accordion.Control>
        <Accordion.Panel>
          <List spacing="xs" size="sm">
            <List.Item>
              <Text span fw={600} inherit>
                Net sales
              </Text>{' '}
              of a period: the subtotal of the invoices dated in it, minus the subtotal of the credit memos
              dated in it, to the cent. Months follow the company’s time zone. Orders taken in Humidor and not
              yet in QuickBooks are not sales: they show apart as “Orders not yet invoiced”.
            </List.Item>
            <List.Item>
              <Text span fw={600} inherit>
                Same period last year
              </Text>
              : the same calendar days one year earlier; year to date compares up to the same day.
            </List.Item>
            <List.Item>
              <Text span fw={600} inherit>
                Brand
              </Text>{' '}
              of a line: the brand of its item, as the order form groups them; lines whose item has no brand
              count as “Other”.
            </List.Item>
            <List.Item>
              <Text span fw={600} inherit>
                Reorder interval
              </Text>{' '}
              of a customer: the median number of days between its invoices over the last 24 months (at least
              3 invoices needed).
            </List.Item>
            <List.Item>
              <Text span fw={600} inherit>
                At risk
              </Text>
              : a customer whose days since its last invoice exceed 1.5 × its reorder interval, or whose net
              sales of the last 90 days fell by 40 % or more against the same 90 days a year earlier (when
              those were at least $500). Each at-risk row says which rule put it there.
            </List.Item>
            <List.Item>
              <Text span fw={600} inherit>
                Rep
              </Text>
              : the sales rep code on the invoice. A rep sees the sales of the states they cover; the filters
              narrow that and never widen it.
            </List.Item>
            <List.Item>
              <Text span fw={600} inherit>
                Visits
              </Text>{' '}
              in rep activity: check-ins, and notes tagged Visit written without one, counted per week from
              Monday in the company’s time zone.
            </List.Item>
          </List>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
