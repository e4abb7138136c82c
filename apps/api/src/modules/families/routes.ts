import type { FastifyInstance } from 'fastify';
import { consentRoutes, familyRoutes, guardianRoutes } from '@aula/contracts';
import { contractRoutes } from '../../lib/route-contract';
import type { RequireAuth } from '../../plugins/auth';
import type { ConsentService } from './consent-service';
import type { familyViewService } from './family-view-service';
import type { GuardiansService } from './guardians-service';

/** Guardians (the student's teachers), the guardian's consent page and the family page (public, by token). */
export function familiesRoutes(
  app: FastifyInstance,
  deps: {
    guardians: GuardiansService;
    consent: ConsentService;
    family: ReturnType<typeof familyViewService>;
    requireAuth: RequireAuth;
    publicUrl: string;
  },
) {
  const { guardians, consent, family } = deps;
  const route = contractRoutes(app, { tags: ['famílias'], publicUrl: deps.publicUrl });
  const teacher = deps.requireAuth({ roles: ['teacher'] });

  route(guardianRoutes.list, {
    onRequest: teacher,
    handle: ({ user, params }) => guardians.list(user, params.id),
  });
  route(guardianRoutes.create, {
    onRequest: teacher,
    handle: ({ user, params, body }) => guardians.create(user, params.id, body),
  });
  route(guardianRoutes.update, {
    onRequest: teacher,
    handle: ({ user, params, body }) => guardians.update(user, params.id, params.guardianId, body),
  });
  route(guardianRoutes.remove, {
    onRequest: teacher,
    handle: ({ user, params }) => guardians.remove(user, params.id, params.guardianId),
  });
  route(guardianRoutes.newFamilyLink, {
    onRequest: teacher,
    handle: ({ user, params }) => guardians.newFamilyLink(user, params.id, params.guardianId),
  });
  route(guardianRoutes.revokeFamilyLink, {
    onRequest: teacher,
    handle: ({ user, params }) => guardians.revokeFamilyLink(user, params.id, params.guardianId),
  });
  route(guardianRoutes.requestConsent, {
    onRequest: teacher,
    handle: ({ user, params, body }) => guardians.requestConsent(user, params.id, body),
  });

  route(consentRoutes.notice, { handle: ({ params }) => consent.notice(params.token) });
  route(consentRoutes.decide, {
    handle: ({ params, body, request }) => consent.decide(params.token, body, request.ip),
  });
  route(consentRoutes.revoke, { handle: ({ params, request }) => consent.revoke(params.token, request.ip) });
  route(familyRoutes.view, { handle: ({ params }) => family.view(params.token) });
}
