import { z } from 'zod';
import { idParamSchema } from '../ids';
import {
  questionInputSchema,
  questionListQuerySchema,
  questionPageSchema,
  questionSchema,
} from '../questions';
import { defineRoute, withErrors } from '../route';

/**
 * The question bank: a teacher's own questions and the staff's catalogue (readable by every teacher).
 * PATCH takes the whole question: a question's fields only make sense together (its type decides them).
 */
export const questionRoutes = withErrors([400, 401, 403, 404], {
  list: defineRoute({
    method: 'GET',
    path: '/api/content/questions/',
    summary: 'Questões da professora e do catálogo, por habilidade BNCC, tipo ou texto',
    query: questionListQuerySchema,
    responses: { 200: questionPageSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/content/questions/',
    summary: 'Cria uma questão (do catálogo, quando criada pela equipe)',
    body: questionInputSchema,
    responses: { 201: questionSchema },
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/content/questions/:id/',
    summary: 'Uma questão, com a resposta',
    params: idParamSchema,
    responses: { 200: questionSchema },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/content/questions/:id/',
    summary: 'Substitui a questão (o tipo decide os campos, então ela vai inteira)',
    params: idParamSchema,
    body: questionInputSchema,
    responses: { 200: questionSchema },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/content/questions/:id/',
    summary: 'Apaga a questão',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
});
