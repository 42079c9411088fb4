/** A tag with its type code: tags sharing a code exclude each other (note tags, order tags). */
export interface TypedTag {
  label: string;
  typeCode: number;
}

/** The labels that cannot be chosen now, because a chosen tag already holds their type code. */
export function disabledTags(all: readonly TypedTag[], selected: readonly string[]): Set<string> {
  const chosen = new Set(selected);
  const takenCodes = new Set(all.filter((t) => chosen.has(t.label)).map((t) => t.typeCode));
  return new Set(all.filter((t) => !chosen.has(t.label) && takenCodes.has(t.typeCode)).map((t) => t.label));
}

/** Why a selection breaks the rules (unknown label or two tags of one code), or null when it is fine. */
export function tagSelectionProblem(all: readonly TypedTag[], selected: readonly string[]): string | null {
  const byLabel = new Map(all.map((t) => [t.label, t]));
  const seen = new Map<number, string>();
  for (const label of selected) {
    const tag = byLabel.get(label);
    if (!tag) return `Unknown tag: ${label}`;
    const other = seen.get(tag.typeCode);
    if (other !== undefined && other !== label)
      return `The tags ${other} and ${label} cannot be chosen together`;
    seen.set(tag.typeCode, label);
  }
  return null;
}
