import type { SupportStaffMember } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.ports';
import type { Mailer } from '../../platform/mail/mailer';

/** The order as the desk needs it, from the orders module. */
export interface SupportOrder {
  id: string;
  buyerUserId: number | null;
  buyerEmail: string | null;
  sellerId: number;
  productTitle: string;
}

/** A picture checked and re-encoded by the order chat's image handling. */
export interface SupportImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Who asks about a ticket: a signed-in user, or a guest holding their order's token. */
export type SupportRequester = { userId: number } | { orderId: string; token: string };

export interface SupportDeps {
  db: Db;
  /** Staff's take, answer, transfer, close and reopen write their audit row in their transaction. */
  audit?: AuditRecorder;
  orders: {
    find(orderId: string): Promise<SupportOrder | undefined>;
    guestTokenOpens(orderId: string, token: string | undefined): boolean;
    /** The buyer's order page with the token, for a guest's mail. */
    buyerMailLink(orderId: string): string;
  };
  /** Whether the user may raise a ticket about this withdrawal (theirs) or donation (sent or received). */
  withdrawals: { owns(userId: number, id: string): Promise<boolean> };
  donations: { concerns(userId: number, id: string): Promise<boolean> };
  images: { prepare(input: Buffer): Promise<SupportImage> };
  staff: {
    members(): Promise<SupportStaffMember[]>;
    isStaff(userId: number): Promise<boolean>;
  };
  users: {
    contactEmail(userId: number): Promise<string | null>;
    names(ids: number[]): Promise<Map<number, string>>;
  };
  notifications: {
    notify(notification: {
      userId: number;
      kind: string;
      title: string;
      body: string;
      link: string | null;
      sourceKey: string;
    }): Promise<boolean>;
  };
  mailer: Mailer;
  siteUrl: string;
  now: () => number;
}
