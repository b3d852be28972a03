import { dateTimeFormat } from './intl';

/**
 * The time zone a market's shoppers live in, by the market's country: each Nordic market has one
 * zone of its own. Any other country reads the shop's home zone (Stockholm), not UTC.
 */
const HOME = 'Europe/Stockholm';
const ZONES: Record<string, string> = {
  SE: HOME,
  FI: 'Europe/Helsinki',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
};
export const timeZoneOf = (country: string) => ZONES[country.toUpperCase()] ?? HOME;

// SQLite's datetime('now') (the operator tools' stamps) has no zone but is UTC.
const UNZONED = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?$/;
const instant = (iso: string) => new Date(UNZONED.test(iso) ? `${iso.replace(' ', 'T')}Z` : iso);

/**
 * An instant (ISO 8601) as the day it was in the market's zone, written in the locale: an order
 * placed 2026-11-30T23:30Z is '1 december 2026' in Sweden. Text that is no date is given back as is.
 */
export function shopDate(iso: string, locale: string, country: string): string {
  const date = instant(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateTimeFormat(locale, { dateStyle: 'long', timeZone: timeZoneOf(country) }).format(date);
}

/**
 * The same day as `shopDate`, machine-readable (YYYY-MM-DD) for a `<time dateTime>`; '' for text
 * that is no date.
 */
export function shopDay(iso: string, country: string): string {
  const date = instant(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat('en-US', {
    timeZone: timeZoneOf(country),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
