/** Valid billing data for a teacher (a real CPF check digit, a São Paulo address). */
export const PAYMENT_DATA = {
  full_name: 'Maria da Silva',
  cpf: '529.982.247-25',
  phone: '(21) 99999-9999',
  cep: '01001-000',
  street: 'Praça da Sé',
  number: '100',
  neighborhood: 'Sé',
  city: 'São Paulo',
  state: 'SP',
};
