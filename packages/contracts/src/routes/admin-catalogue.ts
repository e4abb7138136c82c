import { z } from 'zod';
import {
  adminAccessConfigSchema,
  adminCouponInputSchema,
  adminCouponQuerySchema,
  adminCouponSchema,
  adminPlanInputSchema,
  adminPlanSchema,
  couponDeletionSchema,
  paymentProcessorInputSchema,
  paymentProcessorSchema,
  productInputSchema,
  productSchema,
  providerPlanInputSchema,
  providerPlanSchema,
} from '../admin-catalogue';
import { adminIdParamSchema } from '../admin';
import { paginatedSchema } from '../errors';
import { defineRoute } from '../route';

const PLANS = '/api/admin/payment/subscription-plans';
const PROVIDER_PLANS = '/api/admin/payment/provider-subscription-plans';
const PRODUCTS = '/api/admin/payment/products';
const PROCESSORS = '/api/admin/payment/payment-processors';
const COUPONS = '/api/admin/payment/coupons';

/** What the platform sells: plans (and their copies at the provider), products, processors, coupons. */
export const adminCatalogueRoutes = {
  plans: {
    list: defineRoute({
      method: 'GET',
      path: PLANS,
      summary: 'Todos os planos',
      responses: { 200: z.array(adminPlanSchema) },
    }),
    create: defineRoute({
      method: 'POST',
      path: PLANS,
      summary: 'Cria um plano (superusuário)',
      body: adminPlanInputSchema,
      responses: { 201: adminPlanSchema },
    }),
    detail: defineRoute({
      method: 'GET',
      path: `${PLANS}/:id`,
      summary: 'Um plano',
      params: adminIdParamSchema,
      responses: { 200: adminPlanSchema },
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${PLANS}/:id`,
      summary: 'Edita um plano (superusuário)',
      params: adminIdParamSchema,
      body: adminPlanInputSchema,
      responses: { 200: adminPlanSchema },
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${PLANS}/:id`,
      summary: 'Exclui um plano sem assinaturas (superusuário)',
      params: adminIdParamSchema,
      responses: { 204: z.null() },
    }),
    accessConfigs: defineRoute({
      method: 'GET',
      path: '/api/admin/payment/access-configs',
      summary: 'Configurações de acesso (limites)',
      responses: { 200: z.array(adminAccessConfigSchema) },
    }),
  },
  providerPlans: {
    list: defineRoute({
      method: 'GET',
      path: PROVIDER_PLANS,
      summary: 'Planos criados no provedor',
      responses: { 200: z.array(providerPlanSchema) },
    }),
    create: defineRoute({
      method: 'POST',
      path: PROVIDER_PLANS,
      summary: 'Cria o plano no provedor',
      body: providerPlanInputSchema,
      responses: { 201: providerPlanSchema },
    }),
  },
  products: {
    list: defineRoute({
      method: 'GET',
      path: PRODUCTS,
      summary: 'Produtos',
      responses: { 200: z.array(productSchema) },
    }),
    create: defineRoute({
      method: 'POST',
      path: PRODUCTS,
      summary: 'Cria um produto',
      body: productInputSchema,
      responses: { 201: productSchema },
    }),
  },
  processors: {
    list: defineRoute({
      method: 'GET',
      path: PROCESSORS,
      summary: 'Processadores (chave secreta nunca é devolvida)',
      responses: { 200: z.array(paymentProcessorSchema) },
    }),
    create: defineRoute({
      method: 'POST',
      path: PROCESSORS,
      summary: 'Cadastra um processador (superusuário)',
      body: paymentProcessorInputSchema,
      responses: { 201: paymentProcessorSchema },
    }),
  },
  coupons: {
    list: defineRoute({
      method: 'GET',
      path: COUPONS,
      summary: 'Cupons',
      query: adminCouponQuerySchema,
      responses: { 200: paginatedSchema(adminCouponSchema) },
    }),
    create: defineRoute({
      method: 'POST',
      path: COUPONS,
      summary: 'Cria um cupom',
      body: adminCouponInputSchema,
      responses: { 201: adminCouponSchema },
    }),
    detail: defineRoute({
      method: 'GET',
      path: `${COUPONS}/:id`,
      summary: 'Um cupom',
      params: adminIdParamSchema,
      responses: { 200: adminCouponSchema },
    }),
    update: defineRoute({
      method: 'PUT',
      path: `${COUPONS}/:id`,
      summary: 'Edita um cupom',
      params: adminIdParamSchema,
      body: adminCouponInputSchema,
      responses: { 200: adminCouponSchema },
    }),
    remove: defineRoute({
      method: 'DELETE',
      path: `${COUPONS}/:id`,
      summary: 'Exclui um cupom (ou o desativa, se já foi usado)',
      params: adminIdParamSchema,
      responses: { 200: couponDeletionSchema },
    }),
  },
};
