#!/usr/bin/env python3
"""Drive tests/kat/x25519_vectors (C) with the X25519 vectors.

Two sources, converted to the runner's line format (tests/kat/
x25519_vectors.c) and piped to it (binary, runner and vector folder as
for every runner: tests/kat/kat_driver.py).

1. Wycheproof x25519_test.json, every test through the key-agreement API.
   Expectations are this library's documented contract (curve25519.h),
   stricter than Wycheproof's "acceptable":
     - an all-zero shared secret (ZeroSharedSecret: low-order public
       values) must be refused (ECC_OUT_OF_RANGE_E);
     - a public value with the top bit set must be refused
       (ECC_BAD_ARG_E; honest peers never send it);
     - everything else must be accepted with the file's secret: public
       values on the twist and non-canonical ones (u >= p) are taken as
       RFC 7748 section 5 defines them.
   A "valid" test this contract would refuse is reported as an error of
   the converter, not silently passed.
2. Differential against the Python model (tests/kat/xdh_model.py: RFC
   7748 section 5 on Python integers, an independent formulation with the
   inversion by pow): the raw function (wc_curve25519_generic) on edge scalars (the
   clamped extremes, leading zero bytes) times edge u-coordinates (0, 1,
   p - 1, p, p + 1, 2^255 - 1, the points of order 4 and 8, the top bit
   set) and random pairs; key generation (wc_curve25519_make_pub) on the
   same scalars; and the key-agreement API on random pairs.  The model
   must first reproduce the Wycheproof secrets, so a wrong model cannot
   make wrong results agree.
Exit status: the runner's (non-zero on any wrong result), or 1 when the
model disagrees with the vectors.
"""
import json
import os
import random
import sys

import kat_driver
from xdh_model import X25519

P = X25519.p
MASK255 = 2 ** 255 - 1
# public values of small order (points of order 1, 2, 4 and 8 on the curve
# or its twist, and the non-canonical p, p + 1): X25519 gives zero for
# every clamped scalar
LOW_ORDER = [
    0, 1,
    325606250916557431795983626356110631294008115727848805560023387167927233504,
    39382357235489614581723060781553021112529911719440698176882885853963445705823,
    P - 1, P, P + 1,
]
clamp = X25519.clamp
x25519 = X25519.x
le = X25519.le


def agree_expect(u_bytes_hex, shared):
    top = bytes.fromhex(u_bytes_hex)[31] >> 7
    return "i" if (top or shared == 0) else "v"


def wycheproof_lines(path):
    data = json.load(open(path))
    out = []
    for g in data["testGroups"]:
        if g.get("curve") != "curve25519":
            raise ValueError("unexpected group in " + path)
        for t in g["tests"]:
            k = int.from_bytes(bytes.fromhex(t["private"]), "little")
            u = int.from_bytes(bytes.fromhex(t["public"]), "little")
            shared = int.from_bytes(bytes.fromhex(t["shared"]), "little")
            if x25519(k, u) != shared:
                raise ValueError("model disagrees with tcId %d" % t["tcId"])
            exp = agree_expect(t["public"], shared)
            if t["result"] == "valid" and exp != "v":
                raise ValueError("tcId %d: valid but refused by the "
                                 "contract" % t["tcId"])
            if t["result"] == "invalid":
                exp = "i"
            out.append("X %s %s %s %s %d" % (t["private"], t["public"],
                                             t["shared"], exp, t["tcId"]))
    return out


def edge_scalars():
    ks = [0, 1, 8, 2 ** 254, 2 ** 255 - 8, 2 ** 256 - 1, 2 ** 254 + 8,
          (2 ** 254 - 1) & ~7]
    ks += [random.Random(i).getrandbits(200) for i in range(3)]  # top bytes 0
    # bits 0-2 and 255 clear (wc_curve25519_generic refuses others), bit
    # 254 as it comes: the function sets it
    return [k & ~7 & MASK255 for k in ks]


def edge_us():
    us = LOW_ORDER + [2, 9, P + 9, MASK255, 2 ** 255 + 9, 2 ** 256 - 1,
                      2 ** 255 + P - 1]
    return [u % 2 ** 256 for u in us]


def differential_lines(rng):
    out, n = [], 0
    scalars = edge_scalars()
    for k in scalars:
        for u in edge_us():
            n += 1
            out.append("G %s %s %s d%d" % (le(k), le(u), le(x25519(k, u)), n))
        n += 1
        out.append("B %s %s d%d" % (le(k), le(x25519(k, 9)), n))
    for i in range(64):
        k = clamp(rng.getrandbits(256))
        u = rng.getrandbits(256)
        n += 1
        out.append("G %s %s %s d%d" % (le(k), le(u), le(x25519(k, u)), n))
        k2 = rng.getrandbits(256)           # import clamps
        u2 = rng.getrandbits(256 if i % 8 == 0 else 255)   # top bit: refused
        s = x25519(k2, u2)
        n += 1
        out.append("X %s %s %s %s d%d" % (le(k2), le(u2), le(s),
                                          agree_expect(le(u2), s), n))
    return out


def main():
    vec = kat_driver.vectors_dir()

    # the model against RFC 7748 section 5.2's first vector
    k = int.from_bytes(bytes.fromhex(
        "a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4"),
        "little")
    u = int.from_bytes(bytes.fromhex(
        "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c"),
        "little")
    if le(x25519(k, u)) != ("c3da55379de9c6908e94ea4df28d084f"
                            "32eccf03491c71f754b4075577a28552"):
        print("Python X25519 model disagrees with RFC 7748 5.2")
        return 1
    name = "x25519_test.json"
    try:
        lines = ["F " + name] + wycheproof_lines(
            os.path.join(vec, "wycheproof", name))
    except ValueError as e:
        print("x25519_vectors: %s" % e)
        return 1
    lines.append("F differential-python-model")
    lines += differential_lines(random.Random(7748))

    return kat_driver.pipe("x25519_vectors", lines)[0]


if __name__ == "__main__":
    sys.exit(main())
