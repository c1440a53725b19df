// Times as a person reads them: "3 minutes ago", "in 45 s", "just now". --json keeps the ISO times the API answers.

const UNITS: ReadonlyArray<[seconds: number, name: string]> = [
  [365 * 86_400, 'year'],
  [30 * 86_400, 'month'],
  [7 * 86_400, 'week'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** A length of time in its largest whole unit: "2 hours", "1 minute", "45 seconds". */
export function duration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [size, name] = UNITS.find(([size]) => whole >= size) ?? [1, 'second'];
  const count = Math.floor(whole / size);
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

/** When `iso` is from `now`: "3 minutes ago", "in 2 hours", "just now" (within 5 s); "never" for null. */
export function relativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return 'never';
  const seconds = (Date.parse(iso) - now) / 1_000;
  if (Math.abs(seconds) < 5) return 'just now';
  return seconds < 0 ? `${duration(-seconds)} ago` : `in ${duration(seconds)}`;
}

/** A moment as a person gives it: an ISO time (2026-11-27T10:00:00Z, or a date), or a time ago ("90s", "30m", "2h", "7d"). */
export function parseMoment(text: string, now: number = Date.now()): string | null {
  const ago = /^(\d+)\s*(s|m|h|d|w)$/.exec(text.trim());
  if (ago) {
    const seconds = { s: 1, m: 60, h: 3_600, d: 86_400, w: 604_800 }[ago[2] as 's' | 'm' | 'h' | 'd' | 'w'];
    return new Date(now - Number(ago[1]) * seconds * 1_000).toISOString();
  }
  if (!/^\d{4}-\d\d-\d\d/.test(text.trim())) return null;
  const at = Date.parse(text.trim());
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
