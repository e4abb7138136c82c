import type {
  PagarmeAddress,
  PagarmeCard,
  PagarmeCardToken,
  PagarmeCustomer,
  PagarmePlan,
} from '../../modules/payments';
import { asBody, Fields, notFound, SandboxHttpError } from './http-errors';
import { newId, type SandboxData } from './store';
import { brandOf, luhnValid, outcomeOf } from './test-cards';
import { clone, type Query, type SandboxViews } from './views';

const TOKEN_TTL_MS = 60_000;
const INTERVALS = ['day', 'week', 'month', 'year'] as const;

/** Card tokens, customers, cards and plans. */
export function sandboxAccounts({
  data,
  now,
  views,
}: {
  data: SandboxData;
  now: () => Date;
  views: SandboxViews;
}) {
  const iso = () => now().toISOString();
  const { customerOf, paginate, newestFirst } = views;

  function createToken(body: unknown): PagarmeCardToken {
    const fields = new Fields(asBody(body));
    fields.oneOf('type', ['card'] as const, true);
    const card = fields.nested('card');
    if (!card) fields.fail('card', 'The card field is required.');
    const number = card?.string('number', true).replace(/\s/g, '') ?? '';
    const holderName = card?.string('holder_name', true) ?? '';
    const holderDocument = card?.string('holder_document');
    const expMonth = card?.integer('exp_month', { required: true, min: 1, max: 12 });
    let expYear = card?.integer('exp_year', { required: true, min: 0, max: 9999 });
    const cvv = card?.string('cvv', true) ?? '';
    if (card && number && (!/^\d{13,19}$/.test(number) || !luhnValid(number))) {
      card.fail('number', 'The number field is not a valid credit card number.');
    }
    if (card && cvv && !/^\d{3,4}$/.test(cvv)) card.fail('cvv', 'The cvv field is invalid.');
    if (card && holderDocument && !/^\d{11}$|^\d{14}$/.test(holderDocument)) {
      card.fail('holder_document', 'The holder_document field is invalid.');
    }
    if (expYear !== undefined && expYear < 100) expYear += 2000;
    if (card && expMonth !== undefined && expYear !== undefined) {
      const current = now();
      const expired =
        expYear < current.getUTCFullYear() ||
        (expYear === current.getUTCFullYear() && expMonth < current.getUTCMonth() + 1);
      if (expired) card.fail('exp_year', 'The card is expired.');
    }
    fields.check();

    const created = now();
    const token: PagarmeCardToken = {
      id: newId('token'),
      type: 'card',
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + TOKEN_TTL_MS).toISOString(),
      card: {
        last_four_digits: number.slice(-4),
        holder_name: holderName,
        exp_month: expMonth ?? 1,
        exp_year: expYear ?? 0,
        brand: brandOf(number),
      },
    };
    // The full number is never kept: only what the card object shows and the test outcome.
    data.tokens[token.id] = {
      token,
      outcome: outcomeOf(number),
      first_six_digits: number.slice(0, 6),
      holder_document: holderDocument,
      used: false,
    };
    return clone(token);
  }

  function tokenProblem(tokenId: string): string | null {
    const stored = data.tokens[tokenId];
    if (!stored || stored.used) return 'The card token was not found or was already used.';
    if (Date.parse(stored.token.expires_at) <= now().getTime()) return 'The card token has expired.';
    return null;
  }

  function cardFromToken(customerId: string, tokenId: string, field: string, address?: PagarmeAddress) {
    const problem = tokenProblem(tokenId);
    if (problem)
      throw new SandboxHttpError(422, { message: 'The request is invalid.', errors: { [field]: [problem] } });
    const stored = data.tokens[tokenId]!;
    stored.used = true;
    const created = iso();
    const card: PagarmeCard = {
      id: newId('card'),
      first_six_digits: stored.first_six_digits,
      last_four_digits: stored.token.card.last_four_digits,
      brand: stored.token.card.brand,
      holder_name: stored.token.card.holder_name,
      holder_document: stored.holder_document,
      exp_month: stored.token.card.exp_month,
      exp_year: stored.token.card.exp_year,
      status: 'active',
      type: 'credit',
      billing_address: address,
      created_at: created,
      updated_at: created,
    };
    data.cards[card.id] = { card, customer_id: customerId, outcome: stored.outcome };
    return card;
  }

  function readAddress(fields: Fields | undefined): PagarmeAddress | undefined {
    if (!fields) return undefined;
    const zip = fields.string('zip_code', true);
    if (zip && !/^\d{8}$/.test(zip)) fields.fail('zip_code', 'The zip_code field is invalid.');
    const state = fields.string('state', true);
    if (state && !/^[A-Za-z]{2}$/.test(state)) fields.fail('state', 'The state field is invalid.');
    return {
      line_1: fields.string('line_1', true),
      line_2: fields.string('line_2'),
      zip_code: zip,
      city: fields.string('city', true),
      state,
      country: fields.string('country') ?? 'BR',
    };
  }

  /** Same e-mail updates the existing customer, as the provider does. */
  function upsertCustomer(body: unknown, prefix = ''): PagarmeCustomer {
    const fields = new Fields(asBody(body), prefix);
    const name = fields.string('name', true);
    const email = fields.string('email', true);
    if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      fields.fail('email', 'The email field is invalid.');
    const document = fields.string('document');
    if (document && !/^\d{11}$|^\d{14}$/.test(document))
      fields.fail('document', 'The document field is invalid.');
    const documentType = fields.oneOf('document_type', ['CPF', 'CNPJ'] as const);
    const type = fields.oneOf('type', ['individual', 'company'] as const);
    const code = fields.string('code');
    const address = readAddress(fields.nested('address'));
    const phones = fields.nested('phones')
      ? (asBody(fields.raw('phones')) as PagarmeCustomer['phones'])
      : undefined;
    const metadata = fields.metadata();
    fields.check();

    const updated = iso();
    const existing = Object.values(data.customers).find((c) => c.email.toLowerCase() === email.toLowerCase());
    const changes = {
      name,
      email,
      document,
      document_type: documentType,
      type,
      code,
      address,
      phones,
      metadata,
    };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (existing) {
      Object.assign(existing, defined, { updated_at: updated });
      return clone(existing);
    }
    const customer: PagarmeCustomer = {
      id: newId('cus'),
      name,
      email,
      delinquent: false,
      metadata: {},
      ...defined,
      created_at: updated,
      updated_at: updated,
    };
    data.customers[customer.id] = customer;
    return clone(customer);
  }

  function createCard(customerId: string, body: unknown): PagarmeCard {
    customerOf(customerId);
    const fields = new Fields(asBody(body));
    const token = fields.string('token', true);
    const address = readAddress(fields.nested('billing_address'));
    fields.check();
    return clone(cardFromToken(customerId, token, 'token', address));
  }

  function customerCard(customerId: string, cardId: string) {
    const stored = data.cards[cardId];
    if (!stored || stored.customer_id !== customerId || stored.card.status !== 'active')
      throw notFound('Card');
    return stored.card;
  }

  function deleteCard(customerId: string, cardId: string): PagarmeCard {
    const card = customerCard(customerId, cardId);
    card.status = 'deleted';
    card.updated_at = iso();
    return clone(card);
  }

  // Plans ---------------------------------------------------------------------------------------

  function createPlan(body: unknown): PagarmePlan {
    const fields = new Fields(asBody(body));
    const name = fields.string('name', true);
    const interval = fields.oneOf('interval', INTERVALS) ?? 'month';
    const intervalCount = fields.integer('interval_count', { min: 1 }) ?? 1;
    const billingType =
      fields.oneOf('billing_type', ['prepaid', 'postpaid', 'exact_day'] as const) ?? 'prepaid';
    fields.oneOf('currency', ['BRL'] as const);
    const trial = fields.integer('trial_period_days', { min: 0 });
    const metadata = fields.metadata();
    const rawItems = fields.raw('items');
    if (!Array.isArray(rawItems) || rawItems.length === 0)
      fields.fail('items', 'The items field is required.');
    const created = iso();
    const items = (Array.isArray(rawItems) ? rawItems : []).map((raw, index) => {
      const item = new Fields(asBody(raw), `items[${index}]`, fields.errors);
      const scheme = item.nested('pricing_scheme');
      if (!scheme) item.fail('pricing_scheme', 'The pricing_scheme field is required.');
      scheme?.oneOf('scheme_type', ['unit'] as const);
      return {
        id: newId('pi'),
        name: item.string('name', true),
        description: item.string('description'),
        quantity: item.integer('quantity', { min: 1 }) ?? 1,
        status: 'active' as const,
        pricing_scheme: {
          scheme_type: 'unit' as const,
          price: scheme?.integer('price', { required: true, min: 0 }) ?? 0,
        },
        created_at: created,
        updated_at: created,
      };
    });
    fields.check();
    const plan: PagarmePlan = {
      id: newId('plan'),
      name,
      description: fields.string('description'),
      interval,
      interval_count: intervalCount,
      billing_type: billingType,
      payment_methods: ['credit_card'],
      installments: [1],
      currency: 'BRL',
      status: 'active',
      trial_period_days: trial ?? null,
      items,
      metadata: metadata ?? {},
      created_at: created,
      updated_at: created,
    };
    data.plans[plan.id] = plan;
    return clone(plan);
  }

  function planOf(id: string): PagarmePlan {
    const plan = data.plans[id];
    if (!plan) throw notFound('Plan');
    return clone(plan);
  }

  return {
    createToken,
    tokenProblem,
    cardFromToken,
    customerCard,
    upsertCustomer,
    planOf,
    api: {
      createToken,
      upsertCustomer: (body: unknown) => upsertCustomer(body),
      getCustomer: (id: string) => clone(customerOf(id)),
      listCustomers: (query: Query) =>
        paginate(
          newestFirst(data.customers)
            .filter((c) => !query.email || c.email.toLowerCase() === query.email.toLowerCase())
            .map(clone),
          query,
          '/customers',
        ),
      createCard,
      getCard: (customerId: string, cardId: string) => clone(customerCard(customerId, cardId)),
      listCards: (customerId: string, query: Query) => {
        customerOf(customerId);
        const cards = newestFirst(data.cards).filter(
          (c) => c.customer_id === customerId && c.card.status === 'active',
        );
        return paginate(
          cards.map((c) => clone(c.card)),
          query,
          `/customers/${customerId}/cards`,
        );
      },
      deleteCard,
      createPlan,
      getPlan: planOf,
      listPlans: (query: Query) => paginate(newestFirst(data.plans).map(clone), query, '/plans'),
    },
  };
}

export type SandboxAccounts = ReturnType<typeof sandboxAccounts>;
