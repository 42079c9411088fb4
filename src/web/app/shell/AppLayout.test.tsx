// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRepSignedIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AppLayout } from './AppLayout';

/** The rules Mantine writes for the shell's sizes: a `:root` block and one per breakpoint. */
const shellSizes = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((text) => text.includes('--app-shell-footer-offset'))
    .join('\n');

describe('AppLayout footer bar', () => {
  it('is a phone’s: hidden from the side menu’s breakpoint, reserving its height and the safe area below it on a phone and nothing beyond', () => {
    renderWithApp(<AppLayout me={aRepSignedIn()} search={null} />);
    const footer = screen.getByRole('navigation', { name: 'Quick actions', hidden: true }).closest('footer');
    // Mantine's hiddenFrom="sm": display none from 48em, the breakpoint that opens the side menu.
    expect(footer?.className).toContain('mantine-hidden-from-sm');
    const css = shellSizes().replace(/\s+/g, '');
    // On a phone the page's bottom padding (Mantine's footer offset) holds the bar and the safe area.
    expect(css).toMatch(
      /:root\{[^}]*--app-shell-footer-offset:calc\(4rem\+env\(safe-area-inset-bottom,0px\)\)/,
    );
    // From 48em up the bar takes no room at all.
    expect(css).toMatch(/@media\(min-width:48em\)\{:root\{[^}]*--app-shell-footer-offset:0(rem|px)?;/);
  });
});
