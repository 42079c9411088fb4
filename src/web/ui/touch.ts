/** A link standing alone (in a field or a table row) is a whole touch target: 44 px high. */
export const touchLinkStyle = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;
