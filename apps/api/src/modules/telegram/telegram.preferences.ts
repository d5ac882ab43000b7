import { TELEGRAM_EVENTS, type TelegramEvent, type TelegramPreferences } from '@lootmarket/domain';
import type { TelegramPreferencesRow } from './telegram.repo';

/** A user without saved switches hears about everything, every donation included. */
export function preferencesView(row: TelegramPreferencesRow | null): TelegramPreferences {
  const off = new Set(row?.disabledEvents ?? []);
  return {
    events: Object.fromEntries(TELEGRAM_EVENTS.map((event) => [event, !off.has(event)])),
    donationMinMinor: row?.donationMinMinor ?? 0,
  };
}

/** The switches after a change: events the request leaves out keep their state. */
export function mergePreferences(
  row: TelegramPreferencesRow | null,
  change: TelegramPreferences,
): { disabledEvents: TelegramEvent[]; donationMinMinor: number } {
  const current = preferencesView(row).events;
  const merged = { ...current, ...change.events };
  return {
    disabledEvents: TELEGRAM_EVENTS.filter((event) => merged[event] === false),
    donationMinMinor: change.donationMinMinor,
  };
}

/** Whether a notice of this event (a donation: of this amount) goes to the chat. */
export function wants(row: TelegramPreferencesRow | null, event: TelegramEvent, donationMinor?: number): boolean {
  if (row?.disabledEvents.includes(event)) return false;
  return event !== 'donation' || (donationMinor ?? 0) >= (row?.donationMinMinor ?? 0);
}
