import type { Abilities } from '../../../domain/access/policy';

/** Where Back goes: one step back in history, except from the two result pages (notes-and-shell.md §2). */
export function backTarget(pathname: string): string | -1 {
  if (pathname === '/orderdelete') return '/orderfeed';
  if (pathname === '/deletenote') return '/notefeed';
  return -1;
}

interface MenuEntry {
  label: string;
  to: string;
  ability?: keyof Abilities;
}

/**
 * The side menu: every screen of both specs, the day's work first (decision 0201) so that a rep's
 * most used pages are in sight without scrolling on a laptop. Entries with an ability show only to
 * users who have it.
 */
const menuEntries: MenuEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Visits', to: '/visits' },
  { label: 'Map', to: '/map' },
  { label: 'New Note', to: '/notecreate' },
  { label: 'Notes Feed', to: '/notefeed' },
  { label: 'My Tasks', to: '/mytasks' },
  { label: 'New Order', to: '/ordercreate' },
  { label: 'Orders Feed', to: '/orderfeed' },
  { label: 'Search Notes', to: '/search' },
  { label: 'Notifications', to: '/notifications' },
  { label: 'Sales insight', to: '/insights' },
  { label: 'Inventory', to: '/inventory/' },
  { label: 'Events', to: '/events/' },
  { label: 'Raffle Tickets', to: '/raffletickets/' },
  { label: 'Lists', to: '/lists' },
  { label: 'Trash', to: '/trash' },
  { label: 'Reports', to: '/reportspage', ability: 'reports.view' },
  { label: 'Admin', to: '/admin/', ability: 'users.manage' },
];

export function visibleMenu(abilities: Abilities): MenuEntry[] {
  return menuEntries.filter((entry) => !entry.ability || abilities[entry.ability]);
}
