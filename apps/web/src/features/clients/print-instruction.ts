import { isIsoDate, isLanguage, type Language } from '@bakery/core';

export interface InstructionData {
  language: Language;
  username: string;
  password: string;
  host: string;
  bakery: string;
  deadline: string;
  bakeryId: string;
  from: string;
  to: string;
}

const EMPTY = new Set(['', '-', 'undefined', 'null']);

/**
 * The route parameters of /printInstruction/… as sheet data, or null when any is missing or
 * malformed (requirements/host-and-guests.md#instruction-sheets: no sheet until all data is filled).
 */
export function instructionData(params: Record<string, string | undefined>): InstructionData | null {
  const get = (key: string) => (params[key] ?? '').trim();
  const values = ['language', 'username', 'password', 'host', 'bakery', 'deadline', 'bakeryID', 'from', 'to'].map(get);
  if (values.some((v) => EMPTY.has(v))) return null;
  const [language, username, password, host, bakery, deadline, bakeryId, from, to] = values as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!isLanguage(language) || !isIsoDate(from) || !isIsoDate(to) || from > to || !/^\d{1,2}:\d{2}/.test(deadline))
    return null;
  return { language, username, password, host, bakery, deadline: deadline.slice(0, 5), bakeryId, from, to };
}
