/** Calendar date (YYYY-MM-DD) of an instant in a time zone: core's bakery clock (time-zone.ts), one helper for server, web and app. */
export { dateInTimeZone as dateInZone } from '@bakery/core';
