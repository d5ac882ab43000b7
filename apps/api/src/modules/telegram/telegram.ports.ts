import type { Money, TelegramEvent } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { TelegramBots } from '../../platform/telegram/telegram-bots';

export interface TelegramDeps {
  db: Db;
  bots: TelegramBots;
  /** Where links point: PUBLIC_URL, else this server's own address. */
  siteUrl: string;
  now: () => number;
}

/** An in-app notice as it is stored, which the Telegram chat may hear about too. */
export interface RelayedNotice {
  userId: number;
  kind: string;
  topic?: string | null | undefined;
  title: string;
  body: string;
  link: string | null;
  sourceKey: string;
}

/** A paid donation, told to its streamer. */
export interface ReceivedDonation {
  streamerId: number;
  sourceId: string;
  donorName: string;
  amount: Money;
  message: string;
}

/** What the `telegram.send` job carries: the text is rendered when it is sent. */
export interface TelegramSendPayload {
  userId: number;
  event: TelegramEvent;
  title: string;
  body: string;
  link: string | null;
}
