import type { User } from '../../api/operations';

/** /client/edit/{id}/{name}: the name is for people reading the address bar only. */
export function clientEditPath(client: Pick<User, 'id' | 'displayName'>): string {
  return `/client/edit/${client.id}/${encodeURIComponent(client.displayName.trim().replace(/\s+/g, '-') || 'client')}`;
}

export interface PrintInstructionData {
  language: string;
  username: string;
  password: string;
  host: string;
  bakery: string;
  deadline: string;
  bakeryId: string;
  from: string;
  to: string;
}

/** /printInstruction/{language}/{username}/{password}/{host}/{bakery}/{deadline}/{bakeryID}/{from}/{to} (requirements/host-and-guests.md#instruction-sheets). */
export function printInstructionPath(d: PrintInstructionData): string {
  const parts = [d.language, d.username, d.password, d.host, d.bakery, d.deadline, d.bakeryId, d.from, d.to].map((p) =>
    encodeURIComponent(p || '-'),
  );
  return `/printInstruction/${parts.join('/')}`;
}
