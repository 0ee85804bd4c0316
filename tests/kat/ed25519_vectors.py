#!/usr/bin/env python3
"""Drive tests/kat/ed25519_vectors (C) with the Ed25519 vectors.

Three sources, converted to the runner's line format (tests/kat/
eddsa_vectors.h) and piped to it (binary, runner and vector folder as for
every runner: tests/kat/kat_driver.py).

1. Wycheproof ed25519_test.json, every test through the verification API
   with the file's verdict ("valid" must verify, "invalid" must not: bad
   encodings of R, S >= L, truncated and padded signatures).  The model
   (tests/kat/eddsa_model.py: RFC 8032 on Python integers, affine
   coordinates with inversions by pow, an independent formulation of what
   the library does in extended coordinates and a comb) must give the
   same verdict first, so a wrong model cannot hide a wrong verifier.
2. Differential against the model (tests/kat/eddsa_cases.py): signing
   (Ed25519, Ed25519ctx with contexts of 0, 1 and 255 bytes, Ed25519ph)
   with edge and random seeds, messages of 0 to 1,023 bytes; verification
   of each signature and of altered copies (S + L, S + 2^253, S = 0, bits
   of R, non-canonical and off-curve R, the public key's bits), the
   small-order public keys and the points with x = 0, each with the
   model's verdict.
3. RFC 8410 key encodings (the runner's "E" and "D" lines, eddsa_cases):
   our encoders' DER must be RFC 8410's, our decoders must read it back
   (DER and PEM) and refuse X25519's OID, another seed's publicKey and
   public keys the model cannot decode.
Exit status: the runner's (non-zero on any wrong result), or 1 when the
model disagrees with the vectors.
"""
import json
import os
import random
import sys

import eddsa_cases
import kat_driver
from eddsa_model import Ed25519

SPEC = eddsa_cases.Spec(
    Ed25519, "ed25519_vectors",
    {"p": [b""], "c": [b"", b"\x00", bytes(range(255))], "h": [b"", b"foo"]},
    [0, 1, 31, 32, 63, 64, 65, 111, 112, 127, 128, 129, 255, 1023], 253,
    0x70)


def wycheproof_lines(path):
    data = json.load(open(path))
    out = []
    for g in data["testGroups"]:
        pub = bytes.fromhex(g["publicKey"]["pk"])
        for t in g["tests"]:
            msg, sig = bytes.fromhex(t["msg"]), bytes.fromhex(t["sig"])
            valid = t["result"] == "valid"
            if Ed25519.verify(pub, msg, sig) != valid:
                raise ValueError("model disagrees with tcId %d" % t["tcId"])
            out.append("V p - %s %s %s %s %d" % (
                pub.hex(), eddsa_cases.hx(msg), eddsa_cases.hx(sig),
                "v" if valid else "i", t["tcId"]))
    return out


def x25519_oid(der):
    return der.replace(bytes.fromhex("06032b6570"),
                       bytes.fromhex("06032b656e"), 1)


def main():
    vec = kat_driver.vectors_dir()
    # the model against RFC 8032 7.1 TEST 2
    seed = bytes.fromhex("4ccd089b28ff96da9db6c346ec114e0f"
                         "5b8a319f35aba624da8cf6ed4fb8a6fb")
    want = ("92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
            "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00")
    if (Ed25519.sign(seed, b"\x72").hex() != want or
            Ed25519.public(seed).hex() != "3d4017c3e843895a92b70aa74d1b7ebc"
            "9c982ccf2ec4968cc0cd55f12af4660c"):
        print("Python Ed25519 model disagrees with RFC 8032 7.1")
        return 1
    name = "ed25519_test.json"
    try:
        lines = ["F " + name] + wycheproof_lines(
            os.path.join(vec, "wycheproof", name))
    except ValueError as e:
        print("ed25519_vectors: %s" % e)
        return 1
    lines.append("F differential-python-model")
    lines += eddsa_cases.differential_lines(SPEC, random.Random(8032))
    rc = kat_driver.pipe("ed25519_vectors", lines)[0]
    return rc or eddsa_cases.run_codecs(SPEC, random.Random(8410),
                                        ("x25519", x25519_oid))


if __name__ == "__main__":
    sys.exit(main())
