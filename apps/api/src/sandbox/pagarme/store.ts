import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type {
  PagarmeCard,
  PagarmeCardToken,
  PagarmeCharge,
  PagarmeCustomer,
  PagarmeCycle,
  PagarmeDiscount,
  PagarmeInvoice,
  PagarmeOrder,
  PagarmeOrderCharge,
  PagarmePlan,
  PagarmeSubscription,
  PagarmeSubscriptionItem,
} from '../../modules/payments';

/** What a test card does when charged. */
export type CardOutcome = 'approve' | 'decline' | 'fail_renewal';

interface StoredToken {
  token: PagarmeCardToken;
  outcome: CardOutcome;
  first_six_digits: string;
  holder_document?: string;
  used: boolean;
}

interface StoredCard {
  card: PagarmeCard;
  customer_id: string;
  outcome: CardOutcome;
}

export interface StoredSubscription {
  base: Omit<PagarmeSubscription, 'customer' | 'card' | 'current_cycle' | 'items' | 'discounts'>;
  customer_id: string;
  card_id: string;
  plan_id: string;
  items: PagarmeSubscriptionItem[];
  discounts: PagarmeDiscount[];
  /** How many cycles each discount has already been applied to. */
  discount_uses: Record<string, number>;
  cycle_ids: string[];
  invoice_ids: string[];
}

interface StoredCycle {
  cycle: PagarmeCycle;
  subscription_id: string;
}

interface StoredInvoice {
  base: Omit<PagarmeInvoice, 'customer' | 'charge' | 'subscription' | 'cycle'>;
  subscription_id: string;
  cycle_id: string;
  customer_id: string;
  charge_id: string | null;
}

export interface StoredCharge {
  base: Omit<PagarmeCharge, 'invoice' | 'customer'>;
  invoice_id: string | null;
  customer_id: string;
  card_id: string;
}

interface StoredOrder {
  base: Omit<PagarmeOrder, 'customer' | 'charges'>;
  customer_id: string;
  charge_ids: string[];
}

export interface StoredOrderCharge {
  base: Omit<PagarmeOrderCharge, 'customer' | 'order'>;
  order_id: string;
  customer_id: string;
  card_id: string | null;
}

interface StoredResponse {
  status: number;
  body: unknown;
  stored_at: string;
}

export interface SandboxData {
  tokens: Record<string, StoredToken>;
  customers: Record<string, PagarmeCustomer>;
  cards: Record<string, StoredCard>;
  plans: Record<string, PagarmePlan>;
  subscriptions: Record<string, StoredSubscription>;
  cycles: Record<string, StoredCycle>;
  invoices: Record<string, StoredInvoice>;
  charges: Record<string, StoredCharge>;
  /** One-off orders and their charges (Pix, boleto, card in instalments). */
  orders: Record<string, StoredOrder>;
  orderCharges: Record<string, StoredOrderCharge>;
  /** Responses by "METHOD path|Idempotency-Key". */
  idempotency: Record<string, StoredResponse>;
}

const emptyData = (): SandboxData => ({
  tokens: {},
  customers: {},
  cards: {},
  plans: {},
  subscriptions: {},
  cycles: {},
  invoices: {},
  charges: {},
  orders: {},
  orderCharges: {},
  idempotency: {},
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Provider-looking ids: a prefix and 16 letters or digits, e.g. `sub_Xk3…`. */
export function newId(prefix: string, length = 16): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export function loadData(path: string | undefined): SandboxData {
  if (!path || !existsSync(path)) return emptyData();
  return { ...emptyData(), ...(JSON.parse(readFileSync(path, 'utf8')) as Partial<SandboxData>) };
}

export function saveData(path: string | undefined, data: SandboxData) {
  if (!path) return;
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, JSON.stringify(data));
  renameSync(temporary, path);
}
