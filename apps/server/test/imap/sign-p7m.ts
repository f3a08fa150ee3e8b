import forge from 'node-forge';

export interface Signer {
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

/** A self-signed certificate made here, as a signing card's would be (nothing fetched from elsewhere). */
export function selfSignedSigner(commonName = 'Sistema di Interscambio (test)'): Signer {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2036-01-01T00:00:00Z');
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'countryName', value: 'IT' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { cert, key: keys.privateKey };
}

/**
 * A `.p7m` as CAdES-BES signing tools write it: PKCS#7 SignedData, DER, the content attached,
 * signed (SHA-256, with content type, digest and signing time) by `signer`.
 */
export function signP7m(content: string | Buffer, signer: Signer = selfSignedSigner()): Buffer {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(
    (typeof content === 'string' ? Buffer.from(content, 'utf8') : content).toString('binary'),
  );
  p7.addCertificate(signer.cert);
  p7.addSigner({
    key: signer.key,
    certificate: signer.cert,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: '2026-11-23T12:00:00Z' },
    ],
  });
  p7.sign();
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}
