import type { HoldPolicy, UnpaidOrderLimits } from '@lootmarket/domain';
import type { AppConfig } from './config';
import type { DonationsService } from './modules/donations/donations.service';
import type { OrdersService } from './modules/orders/orders.service';
import type { PaymentsService } from './modules/payments/payments.ports';

/** How long income stays held before it can be withdrawn (decision 023), from the configuration. */
export function holdPolicyOf(config: AppConfig): HoldPolicy {
  return {
    orderHoursByTier: {
      gold: config.WALLET_HOLD_HOURS_GOLD,
      silver: config.WALLET_HOLD_HOURS_SILVER,
      bronze: config.WALLET_HOLD_HOURS_BRONZE,
    },
    donationHours: config.WALLET_HOLD_HOURS_DONATION,
  };
}

/** What an unpaid order may hold (decision 020), from the configuration. */
export function unpaidOrderLimitsOf(config: AppConfig): UnpaidOrderLimits {
  return {
    defaultMaxPerOrder: config.ORDER_MAX_PER_ORDER,
    defaultMaxUnitsPerOrder: config.ORDER_MAX_UNITS_PER_ORDER,
    unpaidPerEmail: config.ORDER_UNPAID_PER_EMAIL,
    unpaidPerAccount: config.ORDER_UNPAID_PER_ACCOUNT,
    unpaidPerAddress: config.ORDER_UNPAID_PER_ADDRESS,
  };
}

/** Services have no request logger; payment anomalies (amount mismatch, unknown objects) still need a trace. */
export function paymentsLog(config: AppConfig) {
  return config.LOG_LEVEL === 'silent'
    ? undefined
    : (message: string, detail?: Record<string, unknown>) => console.warn(`payments: ${message}`, detail ?? '');
}

/**
 * A payment's outcome reaches the module that owns its purpose. The payments service records the outcome
 * (a success moves the money from the acquirer's clearing account into the purpose's escrow) and calls the
 * handler inside the same transaction, once per state change; a refund's outcome needs no purpose handler,
 * because the payments service itself moves the escrow back to clearing.
 */
export function wirePaymentPurposes({
  payments,
  orders,
  donations,
}: {
  payments: PaymentsService;
  orders: OrdersService;
  donations: DonationsService;
}): void {
  // Paid: the order reaches its seller (keys delivered at once, or held for support by the risk rules) and
  // an attributed purchase alert is queued. Failed: a bank error the buyer may retry, or nothing for an older attempt.
  payments.onPaymentEvent('order', orders.handlePaymentEvent);
  // Paid: the streamer's wallet gets the donation less the fee, the goal advances, the alert is queued and
  // the goal's progress is published. Failed: the donation becomes ACQUIRING_ERROR or UNPAID.
  payments.onPaymentEvent('donation', donations.handlePaymentEvent);
}
