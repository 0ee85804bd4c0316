"""rfc8410.py -- RFC 8410's DER framing of raw X25519, X448, Ed25519 and
Ed448 keys, written here from the RFC (not by the library's encoders), for
the converters and interop tests that compare our DER with it
(tests/kat/eddsa_cases.py, tests/interop/interop_xdh.py,
interop_eddsa.py): the fixed prefixes around the raw keys, PEM armour,
and the raw key read off a DER by its prefix."""
import base64


def seq(body):
    """A DER SEQUENCE around body (short or one-octet long form)."""
    n = len(body)
    return bytes([0x30] + ([n] if n < 128 else [0x81, n])) + body


class Framing:
    """RFC 8410 DER framing of a raw key of size ks with OID octet oid
    (1.3.101.<oid>: 110 X25519, 111 X448, 112 Ed25519, 113 Ed448): PKCS #8
    version 0 as <pkcs8> private, SubjectPublicKeyInfo as <spki> public,
    and OneAsymmetricKey version 2 (v2 = 1) as <v2> private <v2_middle>
    public."""

    def __init__(self, ks, oid):
        alg = bytes([0x30, 5, 6, 3, 0x2b, 0x65, oid])
        inner = bytes([4, ks + 2, 4, ks])
        self.ks, self.oid = ks, oid
        self.pkcs8 = seq(bytes([2, 1, 0]) + alg + inner + bytes(ks))[:-ks]
        self.spki = seq(alg + bytes([3, ks + 1, 0]) + bytes(ks))[:-ks]
        self.v2_middle = bytes([0x81, ks + 1, 0])
        self.v2 = seq(bytes([2, 1, 1]) + alg + inner + bytes(ks) +
                      self.v2_middle + bytes(ks))[:-(2 * ks + 3)]


def pem_of(der, label):
    """PEM text of der (RFC 7468: base64 in lines of 64)."""
    b = base64.b64encode(der).decode()
    body = "".join(b[i:i + 64] + "\n" for i in range(0, len(b), 64))
    return ("-----BEGIN %s-----\n%s-----END %s-----\n"
            % (label, body, label)).encode()


def raw_of(data, prefix, ks):
    """The ks-byte raw key after prefix in the DER data."""
    if not data.startswith(prefix) or len(data) != len(prefix) + ks:
        raise RuntimeError("unexpected DER: " + data.hex())
    return data[len(prefix):]
