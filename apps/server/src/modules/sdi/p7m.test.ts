import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { selfSignedSigner, signP7m } from '../../../test/imap/sign-p7m';
import { unwrapSignedXml } from './p7m';

const NOTIFICATION = `<?xml version="1.0" encoding="UTF-8"?>
<ns2:RicevutaConsegna xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>4711</IdentificativoSdI><NomeFile>IT01234567897_00001.xml</NomeFile>
  <Destinatario><Codice>ABC1234</Codice><Descrizione>Società Çà & Co – Bäckerei</Descrizione></Destinatario>
  <MessageId>99</MessageId>
</ns2:RicevutaConsegna>`;

describe('unwrapSignedXml', () => {
  const signer = selfSignedSigner();
  const signed = signP7m(NOTIFICATION, signer);

  it('reads plain XML as it is, with or without a byte-order mark', () => {
    expect(unwrapSignedXml(Buffer.from(NOTIFICATION))).toBe(NOTIFICATION);
    expect(unwrapSignedXml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(NOTIFICATION)]))).toBe(
      NOTIFICATION,
    );
  });

  it('reads XML in the encoding its declaration names', () => {
    const latin1 = NOTIFICATION.replace('UTF-8', 'ISO-8859-1').replace(' – ', ' - ');
    expect(unwrapSignedXml(Buffer.from(latin1, 'latin1'))).toBe(latin1);
  });

  it('takes the signed content out of a DER .p7m, byte for byte (non-ASCII kept)', () => {
    expect(signed[0]).toBe(0x30);
    expect(signed.includes(Buffer.from('<NomeFile>'))).toBe(true); // attached, not detached
    expect(unwrapSignedXml(signed)).toBe(NOTIFICATION);
  });

  it('takes it out of a base64 .p7m too (plain, wrapped at 76 columns, PEM)', () => {
    const b64 = signed.toString('base64');
    expect(unwrapSignedXml(Buffer.from(b64))).toBe(NOTIFICATION);
    expect(unwrapSignedXml(Buffer.from(`${b64.replace(/.{76}/g, '$&\r\n')}\r\n`))).toBe(NOTIFICATION);
    expect(
      unwrapSignedXml(Buffer.from(`-----BEGIN PKCS7-----\n${b64.replace(/.{64}/g, '$&\n')}\n-----END PKCS7-----\n`)),
    ).toBe(NOTIFICATION);
  });

  it('opens a file signed twice (….xml.p7m.p7m)', () => {
    expect(unwrapSignedXml(signP7m(signed, signer))).toBe(NOTIFICATION);
  });

  it('answers null for garbage, truncated files and signatures without the content', () => {
    expect(unwrapSignedXml(Buffer.alloc(0))).toBeNull();
    expect(unwrapSignedXml(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBeNull();
    expect(unwrapSignedXml(Buffer.from('Hallo, hier ist keine Rechnung.'))).toBeNull();
    expect(unwrapSignedXml(Buffer.from([0x30, 0x82, 0xff, 0xff, 0x06, 0x09]))).toBeNull();
    expect(unwrapSignedXml(signed.subarray(0, signed.length - 10))).toBeNull();
    expect(unwrapSignedXml(signed.subarray(0, 200))).toBeNull();
    expect(unwrapSignedXml(Buffer.from(signed.toString('base64').slice(0, 300)))).toBeNull();
    expect(unwrapSignedXml(Buffer.concat([signed, Buffer.from('junk')]))).toBeNull();
    // a certificate is DER too, but no SignedData
    expect(
      unwrapSignedXml(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(signer.cert)).getBytes(), 'binary')),
    ).toBeNull();
  });

  it('answers null for a SignedData around something that is no XML', () => {
    expect(unwrapSignedXml(signP7m('just text, not a notification', signer))).toBeNull();
    expect(unwrapSignedXml(signP7m(Buffer.from([0x00, 0x01, 0xfe]), signer))).toBeNull();
  });

  // Signing cards issue elliptic-curve certificates too, and some tools write BER with the content in chunks.
  it.runIf(existsSync('/usr/bin/openssl'))('reads what openssl cms writes with an EC key, DER and streamed BER', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'p7m-'));
    try {
      const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      writeFileSync(path.join(dir, 'in.xml'), NOTIFICATION);
      run(
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
        '-subj',
        '/CN=Firma EC/C=IT',
        '-days',
        '3650',
      );
      run(
        'cms',
        '-sign',
        '-nodetach',
        '-binary',
        '-in',
        'in.xml',
        '-signer',
        'cert.pem',
        '-inkey',
        'key.pem',
        '-outform',
        'DER',
        '-out',
        'der.p7m',
      );
      run(
        'cms',
        '-sign',
        '-nodetach',
        '-binary',
        '-stream',
        '-in',
        'in.xml',
        '-signer',
        'cert.pem',
        '-inkey',
        'key.pem',
        '-outform',
        'DER',
        '-out',
        'ber.p7m',
      );
      const ber = readFileSync(path.join(dir, 'ber.p7m'));
      expect(ber[1]).toBe(0x80); // indefinite length: really BER
      expect(unwrapSignedXml(readFileSync(path.join(dir, 'der.p7m')))).toBe(NOTIFICATION);
      expect(unwrapSignedXml(ber)).toBe(NOTIFICATION);
      // and the test's own signer writes files that openssl verifies (signature and content)
      writeFileSync(path.join(dir, 'forge.p7m'), signed);
      expect(run('cms', '-verify', '-noverify', '-binary', '-inform', 'DER', '-in', 'forge.p7m').toString('utf8')).toBe(
        NOTIFICATION,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
