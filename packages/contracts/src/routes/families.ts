import { z } from 'zod';
import {
  consentDecisionInputSchema,
  consentDecisionSchema,
  consentNoticeSchema,
  consentRequestInputSchema,
  consentRequestSchema,
  consentTokenParamSchema,
  guardianInputSchema,
  guardianParamsSchema,
  guardianPatchSchema,
  familyLinkSchema,
  familyTokenParamSchema,
  familyViewSchema,
  guardianSchema,
  guardiansSchema,
} from '../families';
import { idParamSchema } from '../ids';
import { defineRoute, withErrors } from '../route';

const STUDENT = '/api/profile/my-students/:id/';

/** A student's guardians and the request for their consent (LGPD art. 14): her teachers only. */
export const guardianRoutes = withErrors([400, 401, 403, 404], {
  list: defineRoute({
    method: 'GET',
    path: `${STUDENT}guardians/`,
    summary: 'Responsáveis do aluno e a situação da autorização',
    params: idParamSchema,
    responses: { 200: guardiansSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: `${STUDENT}guardians/`,
    summary: 'Cadastra um responsável (ao menos e-mail ou celular)',
    params: idParamSchema,
    body: guardianInputSchema,
    responses: { 201: guardianSchema },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: `${STUDENT}guardians/:guardianId/`,
    summary: 'Edita um responsável',
    params: guardianParamsSchema,
    body: guardianPatchSchema,
    responses: { 200: guardianSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `${STUDENT}guardians/:guardianId/`,
    summary: 'Remove um responsável',
    params: guardianParamsSchema,
    responses: { 204: z.null() },
  }),
  newFamilyLink: defineRoute({
    method: 'POST',
    path: `${STUDENT}guardians/:guardianId/family-link/`,
    summary: 'Gera um novo link da família (o anterior deixa de funcionar); só com autorização dada',
    params: guardianParamsSchema,
    responses: { 200: familyLinkSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  revokeFamilyLink: defineRoute({
    method: 'DELETE',
    path: `${STUDENT}guardians/:guardianId/family-link/`,
    summary: 'Desliga o link da família',
    params: guardianParamsSchema,
    responses: { 204: z.null() },
  }),
  requestConsent: defineRoute({
    method: 'POST',
    path: `${STUDENT}consent-requests/`,
    summary: 'Pede a autorização do responsável: link por e-mail, WhatsApp ou papel (vale 30 dias)',
    params: idParamSchema,
    body: consentRequestInputSchema,
    responses: { 201: consentRequestSchema },
  }),
});

/** The guardian's side, without an account: the link's token is the key. Unknown or expired → 404. */
export const consentRoutes = withErrors([400, 404, 429], {
  notice: defineRoute({
    method: 'GET',
    path: '/api/consent/:token/',
    summary: 'O que o responsável precisa saber para decidir',
    params: consentTokenParamSchema,
    responses: { 200: consentNoticeSchema },
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/consent/:token/',
    summary: 'Autoriza ou não o uso dos dados da criança',
    params: consentTokenParamSchema,
    body: consentDecisionInputSchema,
    responses: { 200: consentDecisionSchema },
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/api/consent/:token/revoke/',
    summary: 'Retira a autorização: as fotos e arquivos da criança são apagados',
    params: consentTokenParamSchema,
    responses: { 200: consentDecisionSchema },
  }),
});

/** What a family sees of its child, read-only, through the guardian's link. Unknown or revoked → 404. */
export const familyRoutes = withErrors([404, 429], {
  view: defineRoute({
    method: 'GET',
    path: '/api/family/:token/',
    summary: 'A semana da criança para a família: a fazer, atrasadas, corrigidas, frequência e mural',
    params: familyTokenParamSchema,
    responses: { 200: familyViewSchema },
  }),
});
