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

/** The side menu: every screen of both specs. Entries with an ability show only to users who have it. */
const menuEntries: MenuEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'New Note', to: '/notecreate' },
  { label: 'Notes Feed', to: '/notefeed' },
  { label: 'My Tasks', to: '/mytasks' },
  { label: 'Search Notes', to: '/search' },
  { label: 'New Order', to: '/ordercreate' },
  { label: 'Orders Feed', to: '/orderfeed' },
  { label: 'Notifications', to: '/notifications' },
  { label: 'Trash', to: '/trash' },
  { label: 'Lists', to: '/lists' },
  { label: 'Inventory', to: '/inventory/' },
  { label: 'Events', to: '/events/' },
  { label: 'Raffle Tickets', to: '/raffletickets/' },
  { label: 'Sales insight', to: '/insights' },
  { label: 'Visits', to: '/visits' },
  { label: 'Map', to: '/map' },
  { label: 'Reports', to: '/reportspage', ability: 'reports.view' },
  { label: 'Admin', to: '/admin/', ability: 'users.manage' },
];

export function visibleMenu(abilities: Abilities): MenuEntry[] {
  return menuEntries.filter((entry) => !entry.ability || abilities[entry.ability]);
}
