/**
 * The bakery's clock (requirements/platform-and-contract.md#formats: dates dd.mm.yyyy, times HH:MM, both in the bakery's time zone):
 * "today" and the wall-clock date and time of an instant in an IANA zone, for the server, the
 * web and the guest app alike — never the zone of the machine or browser it runs on.
 *
 * Read through the platform's Intl time-zone data, the one clock library of core, server, web and
 * app (ADR 011), also for the way back from a wall-clock time in a zone to an instant (deadlines
 * across daylight-saving changes, `instantAt`). An unknown zone throws `RangeError`.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      throw new RangeError(`Unknown time zone: ${timeZone}`);
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** An instant as a Date; an ISO string that is no instant throws `RangeError`. */
function instantOf(value: Date | string): Date {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return instant;
}

/** The calendar date (YYYY-MM-DD) and the time of day (HH:MM) of an instant in `timeZone`. */
export function wallClockIn(instant: Date | string, timeZone: string): { date: string; time: string } {
  const parts = formatIn(timeZone).formatToParts(instantOf(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Offsets already read, by zone and minute (`instantAt` reads three to five per deadline). */
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 4096;

/**
 * How far `timeZone`'s wall clock is ahead of UTC at an instant, in milliseconds (whole minutes).
 * Remembered per zone and minute (issue 18: Intl's formatToParts made a tenth of a millisecond of
 * each order's deadline checks); the answer for a minute never changes.
 */
function offsetAt(instantMs: number, timeZone: string): number {
  const minute = Math.floor(instantMs / MINUTE) * MINUTE;
  const key = `${timeZone} ${minute}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const { date, time } = wallClockIn(new Date(minute), timeZone);
  const offset = Date.parse(`${date}T${time}:00Z`) - minute;
  if (offsets.size >= OFFSETS_KEPT) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * The instant at which `timeZone`'s clock shows `time` (HH:MM or HH:MM:SS) on `date`. A time the
 * clock skips when it springs forward (02:30 in Rome on the last Sunday of March) is the instant an
 * hour later by the clock (03:30); a time it shows twice when it falls back is the later one.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (Number.isNaN(wall)) throw new RangeError(`Not a date and time: ${date} ${time}`);
  // the zone's offsets a day before and after: a clock changes at most once in between
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const shown = [wall - before, wall - after].filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  // shown twice (falling back): the later; never (springing forward): carried past the gap
  return new Date(shown.length > 0 ? Math.max(...shown) : wall - before);
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone ("today" for the bakery). */
export function dateInTimeZone(instant: Date, timeZone: string): string {
  return wallClockIn(instant, timeZone).date;
}

/** Today (YYYY-MM-DD) in `timeZone`, the bakery's: what every "today" of an order, bill or stay means. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateInTimeZone(now, timeZone);
}

/** "YYYY-MM-DD" as dd.mm.yyyy (requirements/platform-and-contract.md#formats, every language); anything else unchanged. */
export function germanDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

/** An instant as dd.mm.yyyy HH:MM in `timeZone`: a 17:00 deadline in Rome reads 17:00 on any device. */
export function formatDateTimeIn(instant: Date | string, timeZone: string): string {
  const { date, time } = wallClockIn(instant, timeZone);
  return `${germanDate(date)} ${time}`;
}

/** An instant's calendar date as dd.mm.yyyy in `timeZone`. */
export function formatDateIn(instant: Date | string, timeZone: string): string {
  return germanDate(wallClockIn(instant, timeZone).date);
}

/** An instant's time of day as HH:MM in `timeZone`. */
export function formatTimeIn(instant: Date | string, timeZone: string): string {
  return wallClockIn(instant, timeZone).time;
}

/** True for a time-zone name the platform's Intl data knows (IANA names such as Europe/Rome). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    formatIn(value);
    return true;
  } catch {
    return false;
  }
}
