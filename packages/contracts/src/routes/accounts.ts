import { z } from 'zod';
import {
  changePasswordRequestSchema,
  deleteAccountPreviewSchema,
  deleteAccountRequestSchema,
  firstTimePasswordRequestSchema,
  impersonateRequestSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetTokenSchema,
  personalDataExportSchema,
  refreshRequestSchema,
  statusOkSchema,
  teacherSignUpRequestSchema,
  tokenPairSchema,
} from '../accounts';
import {
  resetStudentPasswordSchema,
  studentCardLoginSchema,
  studentLoginTokenSchema,
  studentSignUpSchema,
  studentTokenLoginSchema,
} from '../classrooms';
import { dbIdParam, idParamSchema } from '../ids';
import { defineRoute } from '../route';
import { refreshTokenRoute } from './refresh-token';

const STUDENT_LOGIN_TOKEN = '/api/accounts/generate-student-login-token/:id/';

/** The accounts endpoints (SPEC section 7, Auth): logins, sessions, passwords, LGPD, and how students get in. */
export const accountRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/api/accounts/login/',
    summary: 'Login de professor ou equipe (e-mail)',
    body: loginRequestSchema,
    responses: { 200: tokenPairSchema },
  }),
  studentLogin: defineRoute({
    method: 'POST',
    path: '/api/accounts/student-login/',
    summary: 'Login de aluno (usuário)',
    body: loginRequestSchema,
    responses: { 200: tokenPairSchema },
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/api/accounts/sign-in/',
    summary: 'Cadastro de professor',
    body: teacherSignUpRequestSchema,
    responses: { 201: tokenPairSchema },
  }),
  refresh: refreshTokenRoute,
  logout: defineRoute({
    method: 'POST',
    path: '/api/accounts/logout/',
    summary: 'Encerra a sessão do token de renovação',
    body: refreshRequestSchema,
    responses: { 200: statusOkSchema },
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/accounts/change-password/',
    summary: 'Troca a senha (encerra as outras sessões)',
    body: changePasswordRequestSchema,
    responses: { 200: tokenPairSchema },
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/accounts/password-reset/',
    summary: 'Pede o e-mail de redefinição de senha',
    body: passwordResetRequestSchema,
    responses: { 200: statusOkSchema },
  }),
  validateResetToken: defineRoute({
    method: 'POST',
    path: '/api/accounts/password-reset/validate_token/',
    summary: 'Confere um token de redefinição',
    body: passwordResetTokenSchema,
    responses: { 200: statusOkSchema },
  }),
  confirmPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/accounts/password-reset/confirm/',
    summary: 'Define a nova senha com o token',
    body: passwordResetConfirmSchema,
    responses: { 200: statusOkSchema },
  }),
  setFirstPassword: defineRoute({
    method: 'POST',
    path: '/api/accounts/change-password-first-time/',
    summary: 'Troca a senha temporária no primeiro acesso',
    body: firstTimePasswordRequestSchema,
    responses: { 200: statusOkSchema },
  }),
  deleteAccount: defineRoute({
    method: 'POST',
    path: '/api/accounts/delete-account/',
    summary: 'Exclui a conta e os dados pessoais (LGPD)',
    body: deleteAccountRequestSchema,
    responses: { 204: z.null() },
  }),
  deleteAccountPreview: defineRoute({
    method: 'GET',
    path: '/api/accounts/delete-account/',
    summary: 'O que a exclusão da conta leva junto (contas de alunos)',
    responses: { 200: deleteAccountPreviewSchema },
  }),
  myData: defineRoute({
    method: 'GET',
    path: '/api/accounts/my-data/',
    summary: 'Baixa todos os dados guardados sobre o usuário (LGPD art. 18)',
    responses: { 200: personalDataExportSchema },
  }),
  impersonate: defineRoute({
    method: 'POST',
    path: '/api/accounts/impersonate/',
    summary: 'Acessa como outro usuário (equipe)',
    body: impersonateRequestSchema,
    responses: { 200: tokenPairSchema },
  }),
  resetStudentPassword: defineRoute({
    method: 'POST',
    path: '/api/accounts/reset-student-password/:id/',
    summary: 'Define uma senha temporária para o aluno',
    params: idParamSchema,
    body: resetStudentPasswordSchema,
    responses: { 200: statusOkSchema },
  }),
  generateStudentLoginToken: defineRoute({
    method: 'POST',
    path: STUDENT_LOGIN_TOKEN,
    summary:
      'Gera o link de acesso do aluno: de uso único (7 dias), ou o do cartão, reutilizável, se a turma usa entrada por cartão',
    params: idParamSchema,
    query: z.object({ classroom: dbIdParam().optional() }),
    responses: { 200: studentLoginTokenSchema },
  }),
  revokeStudentLoginToken: defineRoute({
    method: 'DELETE',
    path: STUDENT_LOGIN_TOKEN,
    summary: 'Cancela os links e o cartão de acesso do aluno',
    params: idParamSchema,
    responses: { 204: z.null() },
  }),
  studentCardLogin: defineRoute({
    method: 'POST',
    path: '/api/accounts/student-card-login/',
    summary: 'Entra com o código da turma e o código do cartão',
    body: studentCardLoginSchema,
    responses: { 200: tokenPairSchema },
  }),
  studentTokenLogin: defineRoute({
    method: 'POST',
    path: '/api/accounts/student-token-login/',
    summary: 'Entra com o link de acesso do aluno',
    body: studentTokenLoginSchema,
    responses: { 200: tokenPairSchema },
  }),
  studentSignUp: defineRoute({
    method: 'POST',
    path: '/api/accounts/student-sign-in/',
    summary: 'Cadastro de aluno pelo código da turma',
    body: studentSignUpSchema,
    responses: { 201: tokenPairSchema },
  }),
};
