import { Group, SegmentedControl, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconNotes, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CustomerCombobox } from './CustomerCombobox';

type Tab = 'customers' | 'notes';

/** A tab's label: its icon always, its words from a wide screen on (read out on every screen). */
function TabLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <Text span size="sm" visibleFrom="lg">
        {text}
      </Text>
      <VisuallyHidden hiddenFrom="lg">{text}</VisuallyHidden>
    </Group>
  );
}

/**
 * The top bar's search. Customers: choosing a result opens its customer page. Notes and comments:
 * Enter opens the search page (`/search`), which searches everything written, ranked and highlighted.
 * On a phone the top bar has room for the customer search alone; notes are searched from the menu's
 * "Search Notes" (the search page). The tabs are not even drawn there: hidden, their sliding
 * indicator still measured the layout, a 328 ms task at 4× slowdown on `/`.
 */
export function CustomerSearchBox() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('customers');
  const [words, setWords] = useState('');
  // Mantine's `sm`, where the top bar has room for the tabs. Drawn after hydration, so read at once.
  const roomForTabs = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const searchWritten = () => {
    if (!words.trim()) return;
    void navigate(`/search?q=${encodeURIComponent(words.trim())}`);
    setWords('');
  };
  return (
    <Group gap={6} wrap="nowrap" align="center">
      {roomForTabs && (
        <SegmentedControl
          aria-label="Search in"
          size="sm"
          value={tab}
          onChange={(value) => setTab(value as Tab)}
          data={[
            {
              value: 'customers',
              label: <TabLabel icon={<IconUsers size={18} aria-hidden />} text="Customers" />,
            },
            {
              value: 'notes',
              label: <TabLabel icon={<IconNotes size={18} aria-hidden />} text="Notes and comments" />,
            },
          ]}
          styles={{
            label: {
              minHeight: 44,
              minWidth: 44,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            },
          }}
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        {tab === 'customers' ? (
          <CustomerCombobox
            placeholder="Search customers"
            clearOnPick
            onPick={(customer) => void navigate(`/customerpage/${encodeURIComponent(customer.listId)}`)}
          />
        ) : (
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              searchWritten();
            }}
          >
            <TextInput
              aria-label="Search notes and comments"
              placeholder="Search notes and comments"
              value={words}
              maxLength={100}
              leftSection={<IconSearch size={16} aria-hidden />}
              onChange={(event) => setWords(event.currentTarget.value)}
              enterKeyHint="search"
            />
          </form>
        )}
      </div>
    </Group>
  );
}
