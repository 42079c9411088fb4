import { Group } from '@mantine/core';
import { NavLink as RouterLink } from 'react-router';
import classes from './ComplianceNav.module.css';

/**
 * Admin → Compliance's own small navigation, shown on each of its pages: permits and rules, the
 * items' tax attributes, the states' license lists.
 */
const links = [
  { to: '/admin/compliance', label: 'Permits and rules' },
  { to: '/admin/compliance/items', label: 'Items’ tax' },
  { to: '/admin/compliance/license-lists', label: 'License lists' },
  { to: '/admin/compliance/reports', label: 'Reports' },
];

export function ComplianceNav() {
  return (
    <Group component="nav" aria-label="Compliance" gap="xs" mb="md" wrap="wrap">
      {links.map((link) => (
        <RouterLink key={link.to} to={link.to} end className={classes.link}>
          {link.label}
        </RouterLink>
      ))}
    </Group>
  );
}
