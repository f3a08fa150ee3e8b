import { XMLParser } from 'fast-xml-parser';
import type { SdiOutcome } from '@bakery/core';

/**
 * SdI's notifications about a sent file (the "ricevute" of the SdI exchange, schema
 * MessaggiTypes 1.x): RC delivered, NS rejected (with ListaErrori), MC not delivered (the client
 * finds it in its reserved area), NE outcome (public bodies), DT terms expired, AT transmission
 * attested. The root element's name tells the kind; NomeFile names the invoice file.
 */
export const SDI_KINDS = {
  RicevutaConsegna: 'RC',
  NotificaScarto: 'NS',
  NotificaMancataConsegna: 'MC',
  NotificaEsito: 'NE',
  NotificaDecorrenzaTermini: 'DT',
  AttestazioneTrasmissioneFattura: 'AT',
} as const;
export type SdiKind = (typeof SDI_KINDS)[keyof typeof SDI_KINDS];

export interface SdiNotification {
  kind: SdiKind;
  /** NomeFile: the invoice file it is about, without the `.p7m` of a signed file (ours are sent as `.xml`). */
  fileName: string;
  /** NE only: EC01 the public client accepted, EC02 it refused. */
  outcome: SdiOutcome | null;
  errors: { code: string; description: string }[];
  message: string | null;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'Errore',
});

type Node = Record<string, unknown>;
const text = (n: Node | undefined, key: string) => (n && typeof n[key] === 'string' ? (n[key] as string) : undefined);

/** The notification in an SdI message, or null when the text is not one (unknown root, no NomeFile, not XML). */
export function parseSdiNotification(xml: string): SdiNotification | null {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return null;
  }
  for (const [root, kind] of Object.entries(SDI_KINDS)) {
    const node = doc[root] as Node | undefined;
    if (!node || typeof node !== 'object') continue;
    const fileName = text(node, 'NomeFile')?.replace(/\.p7m$/i, '');
    if (!fileName) return null;
    const list = (node.ListaErrori as Node | undefined)?.Errore as Node[] | undefined;
    const errors = (list ?? []).map((e) => ({
      code: text(e, 'Codice') ?? '',
      description: text(e, 'Descrizione') ?? '',
    }));
    const outcome = node.EsitoCommittente as Node | undefined;
    const message = text(node, 'Descrizione') ?? text(node, 'Note') ?? text(outcome, 'Esito') ?? null;
    const esito = text(outcome, 'Esito');
    return { kind, fileName, outcome: esito === 'EC01' || esito === 'EC02' ? esito : null, errors, message };
  }
  return null;
}
