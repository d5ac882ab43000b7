import { isSecretBuyerInput, type BuyerInputKind, type OrderStatus } from '@lootmarket/domain';
import type { StoredInput } from './orders.repo';

/** Seals and opens a buyer's secret inputs (AES-256-GCM, see decision 040). */
export interface InputSealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** Statuses an order's secrets are erased at: it was paid and finished, or will never be paid. */
const ENDED_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'CANCELLED', 'UNPAID'];
export const orderHasEnded = (status: OrderStatus): boolean => ENDED_STATUSES.includes(status);

/**
 * The inputs as they are stored: secrets sealed. A sale recorded after the fact has already ended, so
 * its secrets are not kept at all.
 */
export function sealInputs(inputs: Record<string, string>, sealer: InputSealer, ended = false): StoredInput[] {
  return Object.entries(inputs).map(([kind, value]) => {
    const sealed = isSecretBuyerInput(kind);
    return { kind: kind as BuyerInputKind, sealed, value: sealed ? (ended ? null : sealer.seal(value)) : value };
  });
}

/**
 * The inputs an order view shows. A secret is opened only while the paid order is in progress (the
 * seller needs it to deliver); before payment and after the end it is left out.
 */
export function openInputs(stored: StoredInput[], status: OrderStatus, sealer: InputSealer): Record<string, string> {
  const shown: [string, string][] = [];
  for (const input of stored) {
    if (input.value === null) continue;
    if (!input.sealed) shown.push([input.kind, input.value]);
    else if (status === 'PROCESSING') shown.push([input.kind, sealer.open(input.value)]);
  }
  return Object.fromEntries(shown);
}
