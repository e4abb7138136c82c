export const personName = (p: { name: string; email: string | null } | null) =>
  p ? p.name || p.email || 'Sem nome' : 'Conta excluída';
