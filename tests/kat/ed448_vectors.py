#!/usr/bin/env python3
"""Drive tests/kat/ed448_vectors (C) with the Ed448 vectors.

Three sources, converted to the runner's line format (tests/kat/
eddsa_vectors.h) and piped to it (binary, runner and vector folder as for
every runner: tests/kat/kat_driver.py).

1. RFC 8032's Ed448 vectors (tests/vectors/rfc8032/ed448.txt): every one
   of section 7.4 (the blank message through the 1023-octet one, and the
   1-octet message with the context "foo") and both of 7.5 (Ed448ph of
   "abc", without and with the context "foo"), through key derivation,
   signing (byte for byte) and verification ("S" lines).  The model (tests/kat/eddsa_model.py: RFC
   8032 5.2 on Python integers, affine coordinates with inversions by
   pow, SHAKE256 from hashlib) must reproduce each of them first, so a
   wrong model cannot make wrong results agree.
2. Differential against the model (tests/kat/eddsa_cases.py): signing
   (Ed448 and Ed448ph, contexts of 0, 1 and 255 bytes) with edge seeds
   (all zero, all 0xff, leading and trailing zero bytes) and random ones,
   messages of 0 to 1,023 bytes around the 57-byte key and SHAKE256's
   136-byte rate; verification of each signature and of altered copies
   (S + L, S + 2^447, S = 0, bits of R, non-canonical and off-curve R,
   bit 448 set in R and in the public key, the public key's sign bit and
   a low bit), the message and the context changed, the small-order
   public keys and the points with x = 0 and the sign bit, each with the
   model's verdict first.  A refusal must carry the exact code
   (BAD_FUNC_ARG for S >= L, PUBLIC_KEY_E for a key that is no point,
   SIG_VERIFY_E otherwise: eddsa_vectors.h).
3. RFC 8410 key encodings (id-Ed448, eddsa_cases): our encoders' DER must
   be RFC 8410's framing of the model's keys byte for byte, our decoders
   must read it back (DER and PEM) and refuse the keys under Ed25519's
   OID, another seed's publicKey and public keys the model cannot decode
   (y = 2, y = p, y all ones).
Exit status: the runner's (non-zero on any wrong result), or 1 when the
model disagrees with the RFC.
"""
import os
import random
import sys

import eddsa_cases
import kat_driver
from eddsa_model import Ed448

SPEC = eddsa_cases.Spec(
    Ed448, "ed448_vectors",
    {"p": [b"", b"\x00", bytes(range(255))], "h": [b"", b"foo"]},
    [0, 1, 56, 57, 58, 113, 114, 115, 135, 136, 137, 255, 1023], 447, 0x71)

SCHEMES = {"Ed448": "p", "Ed448ph": "h"}


def rfc_records(path):
    """The records of the "key = value" file path (tests/vectors/
    README.md), as dicts."""
    recs, cur = [], {}
    for ln in open(path):
        ln = ln.rstrip("\n")
        if ln.startswith("#"):
            continue
        if not ln.strip():
            if cur:
                recs.append(cur)
            cur = {}
            continue
        key, _, value = ln.partition(" = ")
        cur[key.strip()] = value.strip()
    if cur:
        recs.append(cur)
    return recs


def rfc_lines(path):
    """RFC 8032 7.4 and 7.5 (tests/vectors/rfc8032/ed448.txt) as "S"
    lines, each reproduced by the model first."""
    out = ["F rfc8032"]
    for r in rfc_records(path):
        scheme = SCHEMES[r["Scheme"]]
        c, s = bytes.fromhex(r["Context"]), bytes.fromhex(r["Seed"])
        m, pub, sig = bytes.fromhex(r["Msg"]), r["Public"], r["Sig"]
        if (Ed448.public(s).hex() != pub or
                Ed448.sign(s, m, scheme, c).hex() != sig or
                not Ed448.verify(bytes.fromhex(pub), m, bytes.fromhex(sig),
                                 scheme, c)):
            raise ValueError("model disagrees with RFC 8032 %s" %
                             r["Record"])
        out.append("S %s %s %s %s %s %s rfc-%s" % (
            scheme, eddsa_cases.hx(c), r["Seed"], pub, eddsa_cases.hx(m),
            sig, r["Record"].split()[0] + "." + str(len(out))))
    if len(out) != 12:
        raise ValueError("expected the 11 vectors of RFC 8032 7.4 and 7.5")
    return out


def main():
    path = os.path.join(kat_driver.vectors_dir(), "rfc8032", "ed448.txt")
    try:
        lines = rfc_lines(path)
    except ValueError as e:
        print("ed448_vectors: %s" % e)
        return 1
    lines.append("F differential-python-model")
    lines += eddsa_cases.differential_lines(SPEC, random.Random(8032))
    rc = kat_driver.pipe("ed448_vectors", lines)[0]
    return rc or eddsa_cases.run_codecs(
        SPEC, random.Random(8410),
        ("ed25519", lambda der: eddsa_cases.other_oid(SPEC, der)))


if __name__ == "__main__":
    sys.exit(main())
