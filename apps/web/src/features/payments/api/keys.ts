export const paymentKeys = {
  all: ['payment'] as const,
  plans: () => [...paymentKeys.all, 'plans'] as const,
  plan: (id: number) => [...paymentKeys.all, 'plans', id] as const,
  paymentData: () => [...paymentKeys.all, 'user-payment-data'] as const,
  info: () => [...paymentKeys.all, 'subscription-info'] as const,
  receipt: (orderId: number) => [...paymentKeys.all, 'receipts', orderId] as const,
  charges: (subscriptionId: number) => [...paymentKeys.all, 'charges', subscriptionId] as const,
  orders: () => [...paymentKeys.all, 'orders'] as const,
  order: (id: number) => [...paymentKeys.all, 'orders', id] as const,
  preview: (targetPlanId: number) => [...paymentKeys.all, 'change-plan-preview', targetPlanId] as const,
};
