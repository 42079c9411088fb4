import {
  ActionIcon,
  AppShell,
  Burger,
  Container,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconChartBar,
  IconHome,
  IconLogout,
  IconNote,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useSignOut } from '../../features/session';
import type { Me } from '../../features/session';
import { backTarget, visibleMenu } from './navigation';
import { Announcer } from '../../ui/Announcer';
import { useIsDesktop } from './phone';
import { useFocusRestoredAfterDialogs } from './restoreFocusAfterDialogs';

/** Where the side menu sits beside the page and the footer bar goes: Mantine's `sm`, 48em (`useIsDesktop`). */
const desktopFrom = 'sm';

/**
 * The footer bar's height, which the page reserves at its bottom so its last lines scroll clear of
 * the bar: 64 px of links plus the phone's bottom safe area (a home indicator), and nothing on a
 * desktop, where the bar is hidden.
 */
const footerHeight = { base: 'calc(4rem + env(safe-area-inset-bottom, 0px))', [desktopFrom]: 0 };

/** Top bar, side menu and footer around every signed-in page (notes-and-shell.md §2). */
export function AppLayout({
  me,
  search,
  notificationsBadge,
  outboxButton,
  offlineBanner,
}: {
  me: Me;
  search: ReactNode;
  /** The unread notifications bell, from the notifications feature. */
  notificationsBadge?: ReactNode;
  /** The way to /outbox with the count of writes waiting (src/web/offline). */
  outboxButton?: ReactNode;
  /** Shown above every page while offline. */
  offlineBanner?: ReactNode;
}) {
  // The side menu starts open on a desktop and closed on a phone, where it covers the page.
  const [mobileOpen, mobileMenu] = useDisclosure(false);
  const [desktopOpen, desktopMenu] = useDisclosure(true);
  const isDesktop = useIsDesktop();
  const menuOpen = isDesktop ? desktopOpen : mobileOpen;
  const toggleMenu = isDesktop ? desktopMenu.toggle : mobileMenu.toggle;
  // A phone draws the menu's links when the menu is first opened: closed, the menu is off screen and
  // inert, and its links are a good share of the first screen's rendering on a slow phone.
  const [linksDrawn, setLinksDrawn] = useState(menuOpen);
  if (menuOpen && !linksDrawn) setLinksDrawn(true);
  const location = useLocation();
  const navigate = useNavigate();
  // To the plain sign-in page, not the "Sign in to see this page" one the guard shows meanwhile.
  const signOut = useSignOut(() => void navigate('/login', { replace: true }));
  useFocusRestoredAfterDialogs();

  const goBack = () => {
    const target = backTarget(location.pathname);
    if (target === -1) void navigate(-1);
    else void navigate(target);
  };

  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      {/* The live regions every feature speaks through (useAnnounce). */}
      <Announcer />
      <AppShell
        header={{ height: 64 }}
        footer={{ height: footerHeight }}
        navbar={{
          width: 260,
          breakpoint: desktopFrom,
          collapsed: { mobile: !mobileOpen, desktop: !desktopOpen },
        }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="sm" gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpen}
              onClick={toggleMenu}
              aria-label="Toggle side menu"
              aria-expanded={menuOpen}
              aria-controls="side-menu"
              size="md"
            />
            <Tooltip label="Back">
              <ActionIcon variant="subtle" color="dark" onClick={goBack} aria-label="Back">
                <IconArrowLeft aria-hidden />
              </ActionIcon>
            </Tooltip>
            <div style={{ flex: 1, minWidth: 0 }}>{search}</div>
            {outboxButton}
            {notificationsBadge}
          </Group>
        </AppShell.Header>

        {/* A closed menu is off screen: inert keeps it out of the tab order and away from screen readers. */}
        <AppShell.Navbar p="sm" id="side-menu" aria-label="Side menu" inert={!menuOpen}>
          <AppShell.Section>
            <Text fw={700} size="lg">
              Humidor
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {me.user.displayName} · {me.user.role}
              {me.user.states.length ? ` · ${me.user.states.join(', ')}` : ''}
            </Text>
          </AppShell.Section>
          <AppShell.Section grow component={ScrollArea} my="sm">
            {linksDrawn &&
              visibleMenu(me.abilities).map((entry) => (
                <NavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={entry.label}
                  active={location.pathname === entry.to}
                  aria-current={location.pathname === entry.to ? 'page' : undefined}
                  onClick={mobileMenu.close}
                />
              ))}
          </AppShell.Section>
          <AppShell.Section>
            <Stack gap="xs">
              <Button
                variant="light"
                color="dark"
                leftSection={<IconLogout size={18} aria-hidden />}
                loading={signOut.isPending}
                onClick={() => signOut.mutate()}
              >
                Sign out
              </Button>
              <Text size="xs" c="dimmed" ta="center" data-testid="app-version">
                v{__APP_VERSION__}
              </Text>
            </Stack>
          </AppShell.Section>
        </AppShell.Navbar>

        {/* The skip link's target: focusable from script only, so it is not an extra tab stop. */}
        <AppShell.Main id="main-content" tabIndex={-1}>
          <Container size="xl" px={0}>
            {offlineBanner}
            <Outlet />
          </Container>
        </AppShell.Main>

        {/* A phone's tab bar (decision 0253): from the side menu's breakpoint up, the menu is open beside
            the page and holds these links, so the bar is hidden and reserves nothing. */}
        <AppShell.Footer hiddenFrom={desktopFrom} className="app-footer">
          {/* One row at any width: each link takes an equal share, its icon above its label. */}
          <Group h="100%" gap={0} wrap="nowrap" component="nav" aria-label="Quick actions">
            <FooterLink to="/" label="Home" icon={<IconHome aria-hidden />} />
            <FooterLink to="/notecreate" label="Note" icon={<IconNote aria-hidden />} />
            <FooterLink to="/ordercreate" label="Order" icon={<IconShoppingCart aria-hidden />} />
            {me.abilities['reports.view'] && (
              <FooterLink to="/reportspage" label="Reports" icon={<IconChartBar aria-hidden />} />
            )}
          </Group>
        </AppShell.Footer>
      </AppShell>
    </>
  );
}

function FooterLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  const current = useLocation().pathname === to;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className="footer-link"
      aria-current={current ? 'page' : undefined}
    >
      {icon}
      <span>{label}</span>
    </UnstyledButton>
  );
}
