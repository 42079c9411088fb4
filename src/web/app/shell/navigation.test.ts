import { describe, expect, it } from 'vitest';
import { repAbilities as none } from '../../test/fixtures';
import { backTarget, visibleMenu } from './navigation';

describe('backTarget', () => {
  it.each([
    ['/orderdelete', '/orderfeed'],
    ['/deletenote', '/notefeed'],
    ['/noteview/abc', -1],
    ['/', -1],
  ])('from %s goes to %s', (path, expected) => {
    expect(backTarget(path)).toBe(expected);
  });
});

describe('visibleMenu', () => {
  it('hides Admin and Reports from users without those abilities', () => {
    const labels = visibleMenu(none).map((e) => e.label);
    expect(labels).not.toContain('Admin');
    expect(labels).not.toContain('Reports');
    expect(labels).toContain('Notes Feed');
  });

  it('puts the day’s pages first, right after Home (decision 0201)', () => {
    expect(
      visibleMenu(none)
        .slice(0, 3)
        .map((e) => e.label),
    ).toEqual(['Home', 'Visits', 'Map']);
  });

  it('shows Sales insight to every user: its figures are scoped by the server', () => {
    expect(visibleMenu(none).find((e) => e.label === 'Sales insight')?.to).toBe('/insights');
  });

  it('shows Admin to admins and Reports to users with a report link', () => {
    const labels = visibleMenu({ ...none, 'users.manage': true, 'reports.view': true }).map((e) => e.label);
    expect(labels).toEqual(expect.arrayContaining(['Admin', 'Reports']));
  });
});
