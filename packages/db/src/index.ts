export * from './client';
export * from './data-dir-lock';
export type { ChannelListener, Unlisten } from './listen';
export * from './migrate';
export * from './open';
export * as schema from './schema/index';
export type { OrderKind, OrderStatus, SubscriptionStatus, WebhookStatus } from './schema/payments';
export type { PaymentMethod, RefundBankAccount, SubscriptionBilling } from './schema/payments';
export type { QuestionAnswerData, QuestionType } from './schema/questions';
export type {
  QuestionMarkData,
  QuizAnswerData,
  QuizSettingsData,
  QuizValueData,
} from './schema/assignments';
