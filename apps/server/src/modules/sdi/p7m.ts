import iconv from 'iconv-lite';
import forge from 'node-forge';

/** SdI's files are at most 5 MB; anything much larger is not one of its notifications. */
const MAX_BYTES = 10 * 1024 * 1024;
/** A file signed again by a second signer (`….xml.p7m.p7m`) nests one SignedData in another. */
const MAX_NESTING = 3;

const { Class, Type } = forge.asn1;
type Asn1 = forge.asn1.Asn1;

/**
 * The XML text of a file that came with an SdI message: plain XML (a UTF-8 byte-order mark
 * dropped) as it is, or the content a CAdES / PKCS#7 SignedData envelope (`.p7m`, as DER or as
 * its base64) carries, read with node-forge's ASN.1 parser; null for anything else (other
 * binary, truncated or detached signatures, a SignedData around something that is no XML).
 * The signature is not verified: the file came through the bakery's certified-mail box, and
 * trusting SdI's certificate would need the Italian trust list.
 */
export function unwrapSignedXml(data: Buffer): string | null {
  if (data.length === 0 || data.length > MAX_BYTES) return null;
  let bytes = data;
  for (let depth = 0; depth <= MAX_NESTING; depth += 1) {
    const text = xmlText(bytes);
    if (text !== null) return text;
    const der = bytes[0] === 0x30 ? bytes : base64Der(bytes);
    const content = der && signedContent(der);
    if (!content) return null;
    bytes = content;
  }
  return null;
}

/** The text of bytes that start (after a UTF-8 BOM and blanks) like an XML document, in its declared encoding; null otherwise. */
function xmlText(bytes: Buffer): string | null {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  const head = body.subarray(0, 200).toString('latin1');
  if (!/^\s*</.test(head)) return null;
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  return declared && !/^utf-?8$/i.test(declared) && iconv.encodingExists(declared)
    ? iconv.decode(body, declared)
    : body.toString('utf8');
}

/** The DER bytes of a base64 (or PEM) file: a `.p7m` often travels base64-encoded. */
function base64Der(bytes: Buffer): Buffer | null {
  const text = bytes.toString('latin1').replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(text)) return null;
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  return der[0] === 0x30 ? der : null;
}

/**
 * ContentInfo { contentType signedData, [0] SignedData { version, digestAlgorithms,
 * encapContentInfo { eContentType data, [0] OCTET STRING eContent }, … } } → eContent.
 * Walked by hand rather than with forge.pkcs7.messageFromAsn1, which also parses the signer's
 * certificate and fails on the elliptic-curve keys of newer Italian signature cards.
 */
function signedContent(der: Buffer): Buffer | null {
  let root: Asn1;
  try {
    root = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')), true); // strict lengths, every byte parsed
  } catch {
    return null;
  }
  const [contentType, explicitContent] = children(root, Class.UNIVERSAL, Type.SEQUENCE);
  if (oid(contentType) !== forge.pki.oids.signedData) return null;
  const [signedData] = children(explicitContent, Class.CONTEXT_SPECIFIC, 0);
  const encapContentInfo = children(signedData, Class.UNIVERSAL, Type.SEQUENCE)[2];
  const [eContentType, explicitEContent] = children(encapContentInfo, Class.UNIVERSAL, Type.SEQUENCE);
  if (oid(eContentType) !== forge.pki.oids.data) return null;
  const [octets] = children(explicitEContent, Class.CONTEXT_SPECIFIC, 0);
  const content = octetString(octets);
  return content === null ? null : Buffer.from(content, 'binary');
}

function children(node: Asn1 | undefined, tagClass: forge.asn1.Class, type: number): Asn1[] {
  if (!node || node.tagClass !== tagClass || node.type !== type || !Array.isArray(node.value)) return [];
  return node.value;
}

function oid(node: Asn1 | undefined): string | null {
  if (!node || node.tagClass !== Class.UNIVERSAL || node.type !== Type.OID || typeof node.value !== 'string')
    return null;
  return forge.asn1.derToOid(node.value);
}

/** An OCTET STRING's bytes; BER-encoded signers split the content into a constructed string of chunks. */
function octetString(node: Asn1 | undefined): string | null {
  if (!node || node.tagClass !== Class.UNIVERSAL || node.type !== Type.OCTETSTRING) return null;
  if (typeof node.value === 'string') return node.value;
  let joined = '';
  for (const part of node.value) {
    const chunk = octetString(part);
    if (chunk === null) return null;
    joined += chunk;
  }
  return joined;
}
