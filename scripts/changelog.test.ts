import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// The footer and the OpenAPI document show package.json's version; the changelog says what each
// version brought. A release bumps both, so the newest released section must name that version.
const changelog = fs.readFileSync('CHANGELOG.md', 'utf8');
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { version: string };

/** The `## [x.y.z] - yyyy-mm-dd` headings, newest first as Keep a Changelog writes them. */
const releases = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)].map((m) => ({
  version: m[1]!,
  date: m[2]!,
}));

function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return x![i]! - y![i]!;
  return 0;
}

describe('CHANGELOG.md', () => {
  it('names the package version as its newest release, and the lockfile agrees', () => {
    expect(releases[0]?.version).toBe(pkg.version);
    expect(lock.version).toBe(pkg.version);
  });

  it('lists releases newest first, each version and date once', () => {
    for (let i = 1; i < releases.length; i++) {
      expect(compareVersions(releases[i - 1]!.version, releases[i]!.version)).toBeGreaterThan(0);
      expect(releases[i - 1]!.date >= releases[i]!.date).toBe(true);
    }
    expect(new Set(releases.map((r) => r.version)).size).toBe(releases.length);
  });

  it('keeps an Unreleased section and only the kinds of change Keep a Changelog names', () => {
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    for (const section of changelog.split(/^## /m).slice(1)) {
      const kinds = [...section.matchAll(/^### (.+)$/gm)].map((m) => m[1]);
      for (const kind of kinds)
        expect(['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security']).toContain(kind);
    }
  });
});
