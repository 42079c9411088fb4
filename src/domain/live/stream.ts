/**
 * Where the live stream answers. Trade events own `/api/events` (their "/events/" page), so the
 * stream has a path of its own; a tab of a build older than the rename still opens the old path with
 * `Accept: text/event-stream` and is answered the same stream (docs/decisions/0170).
 */
export const liveStreamPath = '/api/live';
export const oldLiveStreamPath = '/api/events';
