// Types for the build helper, for the TypeScript suites that make sure a build is current.
export const root: string;
export const serverOut: string;
export const webOut: string;
/** Which builds are missing or, when `checkSources`, older than their sources. */
export function staleTargets(options: { checkSources: boolean }): string[];
export function build(names?: string[]): Promise<void>;
