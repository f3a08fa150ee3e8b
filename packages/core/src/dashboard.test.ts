import { describe, expect, it } from 'vitest';
import {
  changePercent,
  dashboardPeriodProblems,
  defaultDashboardPeriod,
  newsDay,
  newsDayLabel,
  newsDayOf,
  previousPeriod,
} from './dashboard';

const ROME = 'Europe/Rome';
// Friday 27 November 2026, 09:00 in Rome
const NOW = new Date('2026-11-27T08:00:00Z');

describe('news-feed day labels', () => {
  it('names today, yesterday, the weekdays of the last 7 days and anything older "last week", in de, it and en', () => {
    const at = (iso: string) => newsDay(new Date(iso), NOW, ROME);
    expect(at('2026-11-27T07:00:00Z')).toEqual({ kind: 'TODAY' });
    expect(at('2026-11-26T12:00:00Z')).toEqual({ kind: 'YESTERDAY' });
    expect(at('2026-11-24T12:00:00Z')).toEqual({ kind: 'WEEKDAY', weekday: 2 });
    expect(at('2026-11-21T12:00:00Z')).toEqual({ kind: 'WEEKDAY', weekday: 6 });
    expect(at('2026-11-20T12:00:00Z')).toEqual({ kind: 'LAST_WEEK' });
    expect(newsDayLabel(at('2026-11-27T07:00:00Z'), 'de')).toBe('Heute');
    expect(newsDayLabel(at('2026-11-26T07:00:00Z'), 'de')).toBe('Gestern');
    expect(newsDayLabel(at('2026-11-23T07:00:00Z'), 'de')).toBe('Montag');
    expect(newsDayLabel(at('2026-11-23T07:00:00Z'), 'it')).toBe('Lunedì');
    expect(newsDayLabel(at('2026-11-22T07:00:00Z'), 'en')).toBe('Sunday');
    expect(newsDayLabel(at('2026-11-26T07:00:00Z'), 'it')).toBe('Ieri');
    expect(newsDayLabel(at('2026-11-01T07:00:00Z'), 'de')).toBe('Letzte Woche');
    expect(newsDayLabel(at('2026-11-01T07:00:00Z'), 'en')).toBe('Last week');
  });

  it("counts days in the bakery's time zone, not UTC", () => {
    // 23:30 UTC on the 26th is already the 27th in Rome: today there, yesterday in UTC
    expect(newsDay(new Date('2026-11-26T23:30:00Z'), NOW, ROME)).toEqual({ kind: 'TODAY' });
    expect(newsDay(new Date('2026-11-26T23:30:00Z'), NOW, 'UTC')).toEqual({ kind: 'YESTERDAY' });
    // just after midnight in Rome, 22:59 UTC of two days before is "yesterday" (Wednesday would be two days)
    const earlyNow = new Date('2026-11-26T23:10:00Z'); // 00:10 on the 27th in Rome
    expect(newsDay(new Date('2026-11-25T23:30:00Z'), earlyNow, ROME)).toEqual({ kind: 'YESTERDAY' });
  });
});

describe('news-feed days from dates', () => {
  it("labels an entry's day in the bakery's zone against that zone's today, across a month's end", () => {
    expect(newsDayOf('2026-12-01', '2026-12-01')).toEqual({ kind: 'TODAY' });
    expect(newsDayOf('2026-11-30', '2026-12-01')).toEqual({ kind: 'YESTERDAY' });
    expect(newsDayOf('2026-11-26', '2026-12-01')).toEqual({ kind: 'WEEKDAY', weekday: 4 });
    expect(newsDayOf('2026-11-24', '2026-12-01')).toEqual({ kind: 'LAST_WEEK' });
    expect(newsDayOf('2026-12-02', '2026-12-01')).toEqual({ kind: 'TODAY' }); // a clock ahead counts as today
  });
});

describe('dashboard periods', () => {
  it('checks both dates, their order and the longest period', () => {
    expect(dashboardPeriodProblems('2026-11-01', '2026-11-30')).toEqual([]);
    expect(dashboardPeriodProblems('2026-11-31', 'x')).toEqual(['from', 'to']);
    expect(dashboardPeriodProblems('2026-11-30', '2026-11-01')).toEqual(['to']);
    expect(dashboardPeriodProblems('2024-11-01', '2026-11-01')).toEqual([]);
    expect(dashboardPeriodProblems('2024-11-01', '2026-11-03')).toEqual(['to']);
  });

  it('compares against the period of equal length just before', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('gives the change in per cent with one decimal, none against an empty period', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(10, 0)).toBeNull();
  });

  it('defaults to 30 days, 12 weeks from a Monday or 12 months from the 1st', () => {
    expect(defaultDashboardPeriod('DAY', '2026-11-27')).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(defaultDashboardPeriod('WEEK', '2026-11-27')).toEqual({ from: '2026-09-07', to: '2026-11-27' });
    expect(defaultDashboardPeriod('MONTH', '2026-11-27')).toEqual({ from: '2025-12-01', to: '2026-11-27' });
    expect(defaultDashboardPeriod('MONTH', '2026-12-05')).toEqual({ from: '2026-01-01', to: '2026-12-05' });
  });
});
