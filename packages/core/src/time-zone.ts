/**
 * The bakery's clock (requirements/platform-and-contract.md#formats: dates dd.mm.yyyy, times HH:MM, both in the bakery's time zone):
 * "today" and the wall-clock date and time of an instant in an IANA zone, for the server, the
 * web and the guest app alike — never the zone of the machine or browser it runs on.
 *
 * Read through the platform's Intl time-zone data, so the apps can import this module without
 * Luxon (ADR 011); Luxon stays inside ordering.ts, which resolves a wall-clock time in a zone to an
 * instant (deadlines across daylight-saving changes). An unknown zone throws `RangeError`.
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
