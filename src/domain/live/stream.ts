/**
 * Where the live stream answers. Trade events own `/api/events` (their "/events/" page), so the
 * stream has a path of its own; a tab of a build older than the rename still opens the old path with
 * `Accept: text/event-stream` and is answered the same stream (docs/decisions/0170).
 */
export const liveStreamPath = '/api/live';
export const oldLiveStreamPath = '/api/events';

/**
 * The stream sends a `ping` event this often. A tab that hears nothing (not even a ping) for three
 * of these takes its connection for dead, though the browser may not know it (a phone that slept, a
 * proxy that dropped it silently), and opens a new one.
 */
export const livePingMs = 25_000;
export const liveSilenceLimitMs = 3 * livePingMs;
