import type { AdminContactMessage } from '@aula/contracts';
import { roleLabels } from '../lib/labels';

/** Who sent a message: name (or username) and role; "Conta excluída" when the account is gone. */
export const senderOf = (m: AdminContactMessage) =>
  m.sender ? `${m.sender.name || m.sender.username} · ${roleLabels[m.sender.role]}` : 'Conta excluída';
