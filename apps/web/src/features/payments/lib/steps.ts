/** The payment-flow stepper (route `handle.paymentStep`). */
export const subscribeSteps = ['Plano', 'Dados de cobrança', 'Pagamento'] as const;
export const changePlanSteps = ['Novo plano', 'Confirmação'] as const;
