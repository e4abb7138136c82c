import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Query, SandboxDomain } from './domain';
import { SandboxHttpError, unauthorized } from './http-errors';
import type { SandboxData } from './store';
import { sameSecret } from '../../lib/same-secret';

export interface PagarmeRoutesDeps {
  domain: SandboxDomain;
  data: SandboxData;
  now: () => Date;
  publicKey: string;
  secretKey: string;
  /** Called after every write (persists the state when a file was given). */
  changed: () => void;
}

type Params = Record<string, string>;
type Handler = (params: Params, body: unknown, query: Query) => unknown;

const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

function basicUser(header: string | undefined): string | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? decoded : decoded.slice(0, colon);
}

/** The Pagar.me v5 subset, mounted under /core/v5. */
export function pagarmeRoutes(deps: PagarmeRoutesDeps) {
  const { domain, data, now } = deps;

  const read = (handler: Handler) => (request: FastifyRequest) =>
    handler(request.params as Params, undefined, request.query as Query);

  /** Writes replay the stored answer for a repeated Idempotency-Key on the same route, without acting again. */
  const write =
    (handler: Handler, status = 200) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      const storeKey =
        typeof key === 'string' && key !== ''
          ? `${request.method} ${request.url.split('?')[0]}|${key}`
          : null;
      const stored = storeKey ? data.idempotency[storeKey] : undefined;
      if (stored && now().getTime() - Date.parse(stored.stored_at) < IDEMPOTENCY_TTL_MS) {
        return reply.status(stored.status).send(stored.body);
      }
      // Errors propagate unstored: a refused request had no effect, so repeating it is harmless.
      const body = handler(request.params as Params, request.body, request.query as Query);
      if (storeKey) data.idempotency[storeKey] = { status, body, stored_at: now().toISOString() };
      deps.changed();
      return reply.status(status).send(body);
    };

  /** Browsers call this one directly with the public key: no Authorization, CORS open. */
  async function publicRoutes(app: FastifyInstance) {
    app.post('/tokens', async (request, reply) => {
      const { appId } = request.query as Query;
      if (!appId || !sameSecret(appId, deps.publicKey)) throw unauthorized();
      const token = domain.createToken(request.body);
      deps.changed();
      return reply.status(200).send(token);
    });
  }

  async function privateRoutes(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      const user = basicUser(request.headers.authorization);
      if (user === null || !sameSecret(user, deps.secretKey)) throw unauthorized();
    });

    app.post(
      '/customers',
      write((_, body) => domain.upsertCustomer(body)),
    );
    app.get(
      '/customers',
      read((_, __, query) => domain.listCustomers(query)),
    );
    app.get(
      '/customers/:id',
      read((p) => domain.getCustomer(p.id!)),
    );
    app.post(
      '/customers/:id/cards',
      write((p, body) => domain.createCard(p.id!, body)),
    );
    app.get(
      '/customers/:id/cards',
      read((p, _, query) => domain.listCards(p.id!, query)),
    );
    app.get(
      '/customers/:id/cards/:cardId',
      read((p) => domain.getCard(p.id!, p.cardId!)),
    );
    app.delete(
      '/customers/:id/cards/:cardId',
      write((p) => domain.deleteCard(p.id!, p.cardId!)),
    );

    app.post(
      '/plans',
      write((_, body) => domain.createPlan(body)),
    );
    app.get(
      '/plans',
      read((_, __, query) => domain.listPlans(query)),
    );
    app.get(
      '/plans/:id',
      read((p) => domain.getPlan(p.id!)),
    );

    app.post(
      '/subscriptions',
      write((_, body) => domain.createSubscription(body)),
    );
    app.get(
      '/subscriptions',
      read((_, __, query) => domain.listSubscriptions(query)),
    );
    app.get(
      '/subscriptions/:id',
      read((p) => domain.getSubscription(p.id!)),
    );
    app.delete(
      '/subscriptions/:id',
      write((p, body) => domain.cancelSubscription(p.id!, body)),
    );
    app.patch(
      '/subscriptions/:id/card',
      write((p, body) => domain.updateSubscriptionCard(p.id!, body)),
    );
    app.put(
      '/subscriptions/:id/items/:itemId',
      write((p, body) => domain.updateSubscriptionItem(p.id!, p.itemId!, body)),
    );
    app.get(
      '/subscriptions/:id/cycles',
      read((p, _, query) => domain.listCycles(p.id!, query)),
    );

    app.get(
      '/invoices',
      read((_, __, query) => domain.listInvoices(query)),
    );
    app.get(
      '/invoices/:id',
      read((p) => domain.getInvoice(p.id!)),
    );

    app.get(
      '/charges',
      read((_, __, query) => domain.listCharges(query)),
    );
    app.get(
      '/charges/:id',
      read((p) =>
        domain.orders.isOrderCharge(p.id!) ? domain.orders.getOrderCharge(p.id!) : domain.getCharge(p.id!),
      ),
    );
    app.post(
      '/charges/:id/retry',
      write((p) => domain.retryCharge(p.id!)),
    );
    app.delete(
      '/charges/:id',
      write((p, body) =>
        domain.orders.isOrderCharge(p.id!)
          ? domain.orders.refundOrderCharge(p.id!, body)
          : domain.refundCharge(p.id!, body),
      ),
    );

    app.post(
      '/orders',
      write((_, body) => domain.orders.createOrder(body)),
    );
    app.get(
      '/orders',
      read((_, __, query) => domain.orders.listOrders(query)),
    );
    app.get(
      '/orders/:id',
      read((p) => domain.orders.getOrder(p.id!)),
    );
  }

  return { publicRoutes, privateRoutes };
}

/** Every failure leaves in the provider's shape. */
export function sandboxErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof SandboxHttpError) return reply.status(error.status).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.status(status).send({ message: 'The request is invalid.' });
    return reply.status(500).send({ message: 'An error has occurred.' });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: 'No HTTP resource was found that matches the request URI.' }),
  );
}
