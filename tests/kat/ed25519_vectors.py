#!/usr/bin/env python3
"""Drive tests/kat/ed25519_vectors (C) with the Ed25519 vectors.

Two sources, converted to the runner's line format (tests/kat/
ed25519_vectors.c) and piped to it (binary, runner and vector folder as
for every runner: tests/kat/kat_driver.py).

1. Wycheproof ed25519_test.json, every test through the verification API
   with the file's verdict ("valid" must verify, "invalid" must not: bad
   encodings of R, S >= L, truncated and padded signatures).  The model
   below must give the same verdict first, so a wrong model cannot hide a
   wrong verifier.
2. Differential against the model (RFC 8032 section 5.1 on Python
   integers, affine coordinates with inversions by pow: an independent
   formulation of what the library does in extended coordinates and a
   comb): signing (Ed25519, Ed25519ctx with contexts of 0, 1 and 255
   bytes, Ed25519ph) with edge seeds (all zero, all 0xff, leading and
   trailing zero bytes) and random ones, messages of 0 to 1,023 bytes;
   then verification of each signature and of altered copies (a bit of R,
   S + L, S + 2^253, S = 0, R replaced by a non-canonical or off-curve
   encoding, the public key's sign bit flipped, y >= p keys, the message
   and the context changed), each with the model's verdict, plus the
   small-order public keys and the points with x = 0.
3. RFC 8410 key encodings (the runner's "E" and "D" lines), offline: for
   the edge and random seeds, the keys with both parts, the seed alone
   and the public key alone go through our encoders, whose DER must be
   exactly RFC 8410's (the fixed prefixes below + the raw keys, the
   public key the model's); our decoders must read those encodings (DER
   and the runner's PEM) back to the seed and the model's public key, and
   refuse the same keys under X25519's OID, a [1] publicKey of another
   seed, and public keys the model cannot decode (no point, y >= p).
Exit status: the runner's (non-zero on any wrong result), or 1 when the
model disagrees with the vectors.
"""
import hashlib
import json
import os
import random
import sys

import kat_driver

P = 2 ** 255 - 19
L = 2 ** 252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, P - 2, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)
BY = 4 * pow(5, P - 2, P) % P


def recover_x(y, sign):
    """RFC 8032 5.1.3 steps 2-4; None when no x exists."""
    if y >= P:
        return None
    x2 = (y * y - 1) * pow(D * y * y + 1, P - 2, P) % P
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (P + 3) // 8, P)
    if (x * x - x2) % P != 0:
        x = x * SQRT_M1 % P
    if (x * x - x2) % P != 0:
        return None
    if (x & 1) != sign:
        x = P - x
    return x


BASE = (recover_x(BY, 0), BY)
IDENT = (0, 1)


def add(p, q):
    """The Edwards addition law on affine points (complete for a = -1 and
    non-square d), one inversion per coordinate."""
    (x1, y1), (x2, y2) = p, q
    t = D * x1 * x2 * y1 * y2 % P
    x3 = (x1 * y2 + x2 * y1) * pow(1 + t, P - 2, P) % P
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, P - 2, P) % P
    return (x3, y3)


def _padd(p, q):
    """The same law on projective (X : Y : Z) points, x = X/Z, y = Y/Z:
    numerators and denominators of add() over the common factor Z1 Z2,
    so that mul() inverts once."""
    (x1, y1, z1), (x2, y2, z2) = p, q
    zz = z1 * z2 % P
    t = D * x1 * x2 * y1 * y2 % P
    zz2 = zz * zz % P
    xn = (x1 * y2 + x2 * y1) * (zz2 - t) % P
    yn = (y1 * y2 + x1 * x2) * (zz2 + t) % P
    return (xn * zz % P, yn * zz % P, (zz2 - t) * (zz2 + t) % P)


def mul(k, p):
    """[k]p by double-and-add (public test data: variable time is fine)."""
    r, q = (0, 1, 1), (p[0], p[1], 1)
    while k:
        if k & 1:
            r = _padd(r, q)
        q = _padd(q, q)
        k >>= 1
    zi = pow(r[2], P - 2, P)
    return (r[0] * zi % P, r[1] * zi % P)


def encode(p):
    x, y = p
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def decode(b):
    v = int.from_bytes(b, "little")
    y, sign = v & (2 ** 255 - 1), v >> 255
    x = recover_x(y, sign)
    return None if x is None else (x, y)


def sha512(*parts):
    return hashlib.sha512(b"".join(parts)).digest()


def dom2(scheme, ctx):
    if scheme == "p":
        return b""
    return (b"SigEd25519 no Ed25519 collisions" +
            bytes([scheme == "h", len(ctx)]) + ctx)


def prehash(scheme, msg):
    return sha512(msg) if scheme == "h" else msg


def expand(seed):
    h = sha512(seed)
    s = int.from_bytes(h[:32], "little")
    s &= ~7
    s &= 2 ** 255 - 1
    s |= 2 ** 254
    return s, h[32:]


def public(seed):
    return encode(mul(expand(seed)[0], BASE))


def sign(seed, msg, scheme="p", ctx=b""):
    s, prefix = expand(seed)
    a = encode(mul(s, BASE))
    m, dom = prehash(scheme, msg), dom2(scheme, ctx)
    r = int.from_bytes(sha512(dom, prefix, m), "little") % L
    rb = encode(mul(r, BASE))
    k = int.from_bytes(sha512(dom, rb, a, m), "little") % L
    return rb + ((r + k * s) % L).to_bytes(32, "little")


def verify(pub, msg, sig, scheme="p", ctx=b""):
    """RFC 8032 5.1.7, cofactorless: encode([S]B - [k]A) == R."""
    if len(sig) != 64:
        return False
    a = decode(pub)
    s = int.from_bytes(sig[32:], "little")
    if a is None or s >= L:
        return False
    m, dom = prehash(scheme, msg), dom2(scheme, ctx)
    k = int.from_bytes(sha512(dom, sig[:32], pub, m), "little") % L
    neg_a = ((P - a[0]) % P, a[1])
    return encode(add(mul(s, BASE), mul(k, neg_a))) == sig[:32]


def hx(b):
    return b.hex() if b else "-"


def v_line(scheme, ctx, pub, msg, sig, tc):
    ok = verify(pub, msg, sig, scheme, ctx)
    return "V %s %s %s %s %s %s %s" % (scheme, hx(ctx), pub.hex(), hx(msg),
                                       hx(sig), "v" if ok else "i", tc)


def wycheproof_lines(path):
    data = json.load(open(path))
    out = []
    for g in data["testGroups"]:
        pub = bytes.fromhex(g["publicKey"]["pk"])
        for t in g["tests"]:
            msg, sig = bytes.fromhex(t["msg"]), bytes.fromhex(t["sig"])
            valid = t["result"] == "valid"
            if verify(pub, msg, sig) != valid:
                raise ValueError("model disagrees with tcId %d" % t["tcId"])
            out.append("V p - %s %s %s %s %d" % (pub.hex(), hx(msg), hx(sig),
                                                "v" if valid else "i",
                                                t["tcId"]))
    return out


def edge_seeds(rng):
    seeds = [bytes(32), b"\xff" * 32, bytes(31) + b"\x01",
             b"\x01" + bytes(31), bytes(8) + bytes(rng.getrandbits(8)
                                                   for _ in range(24))]
    seeds += [bytes(rng.getrandbits(8) for _ in range(32)) for _ in range(6)]
    return seeds


def altered(sig, pub):
    """(name, public key, signature) variants of a good signature."""
    s = int.from_bytes(sig[32:], "little")
    r = sig[:32]
    non_canon = (P + 1).to_bytes(32, "little")   # y = p + 1 (y = 1 mod p)
    off_curve = (2).to_bytes(32, "little")       # y = 2: no x
    out = [("bit0R", pub, bytes([r[0] ^ 1]) + r[1:] + sig[32:]),
           ("signR", pub, r[:31] + bytes([r[31] ^ 0x80]) + sig[32:]),
           ("S+L", pub, r + ((s + L) % 2 ** 256).to_bytes(32, "little")),
           ("S+2^253", pub, r + ((s + 2 ** 253) % 2 ** 256)
            .to_bytes(32, "little")),
           ("S=0", pub, r + bytes(32)),
           ("RnonCanon", pub, non_canon + sig[32:]),
           ("RoffCurve", pub, off_curve + sig[32:]),
           ("pubSign", pub[:31] + bytes([pub[31] ^ 0x80]), sig),
           ("pubBit1", bytes([pub[0] ^ 2]) + pub[1:], sig)]
    return out


def differential_lines(rng):
    out, n = [], 0
    lens = [0, 1, 31, 32, 63, 64, 65, 111, 112, 127, 128, 129, 255, 1023]
    ctxs = {"p": [b""], "c": [b"", b"\x00", bytes(range(255))],
            "h": [b"", b"foo"]}
    for i, seed in enumerate(edge_seeds(rng)):
        pub = public(seed)
        for scheme in "pch":
            for ctx in ctxs[scheme]:
                mlen = lens[(i * 3 + len(ctx)) % len(lens)]
                msg = bytes(rng.getrandbits(8) for _ in range(mlen))
                sig = sign(seed, msg, scheme, ctx)
                n += 1
                out.append("S %s %s %s %s %s %s d%d" % (
                    scheme, hx(ctx), seed.hex(), pub.hex(), hx(msg),
                    sig.hex(), n))
                if scheme != "p" or i < 3:
                    for name, p2, s2 in altered(sig, pub):
                        n += 1
                        out.append(v_line(scheme, ctx, p2, msg, s2,
                                          "d%d-%s" % (n, name)))
                if msg:
                    n += 1
                    out.append(v_line(scheme, ctx, pub, msg[:-1], sig,
                                      "d%d-msg" % n))
                if scheme != "p":
                    n += 1
                    other = ctx[:-1] + bytes([ctx[-1] ^ 1]) if ctx else b"x"
                    out.append(v_line(scheme, other, pub, msg, sig,
                                      "d%d-ctx" % n))
    for mlen in lens:                       # every message length, Ed25519
        seed = bytes(rng.getrandbits(8) for _ in range(32))
        msg = bytes(rng.getrandbits(8) for _ in range(mlen))
        n += 1
        out.append("S p - %s %s %s %s d%d" % (seed.hex(), public(seed).hex(),
                                             hx(msg), sign(seed, msg).hex(),
                                             n))
    # small-order public keys (the identity, (0, -1) of order 2, the point
    # (sqrt(-1), 0) of order 4) and x = 0 with the sign bit set (y = 1 and
    # y = -1: no such encoding, refused); with R = encode([S]B) the
    # identity verifies (cofactorless equation, no small-order check:
    # RFC 8032 asks for none), the model says which others do
    smalls = [encode(IDENT), encode((0, P - 1)), (1 | 2 ** 255)
              .to_bytes(32, "little"), ((P - 1) | 2 ** 255)
              .to_bytes(32, "little"), encode((SQRT_M1, 0))]
    msg = b"small order"
    for pub in smalls:
        s = rng.randrange(L)
        sig = encode(mul(s, BASE)) + s.to_bytes(32, "little")
        n += 1
        out.append(v_line("p", b"", pub, msg, sig, "d%d-small" % n))
    return out


# RFC 8410 DER framing of a raw Ed25519 key (OID 1.3.101.112): PKCS #8
# version 0, SubjectPublicKeyInfo, version 2 as V2_PREFIX seed V2_MIDDLE
# public; X25519's OID in the same place
PKCS8_PREFIX = bytes.fromhex("302e020100300506032b657004220420")
SPKI_PREFIX = bytes.fromhex("302a300506032b6570032100")
V2_PREFIX = bytes.fromhex("3051020101300506032b657004220420")
V2_MIDDLE = bytes.fromhex("812100")


def x25519_oid(der):
    return der.replace(bytes.fromhex("06032b6570"),
                       bytes.fromhex("06032b656e"), 1)


def codec_lines(rng):
    """(E lines, the DER each ENC form must be, D lines)."""
    enc, want, dec = ["F rfc8410-encoders"], {}, ["F rfc8410-decoders"]
    seeds = edge_seeds(rng)
    for i, seed in enumerate(seeds):
        pub = public(seed)
        priv = PKCS8_PREFIX + seed
        v2 = V2_PREFIX + seed + V2_MIDDLE + pub
        spki = SPKI_PREFIX + pub
        enc += ["E %s %s e%d" % (seed.hex(), pub.hex(), i),
                "E %s - p%d" % (seed.hex(), i), "E - %s u%d" % (pub.hex(), i)]
        for tc in ("e%d" % i, "p%d" % i):
            want[tc] = {"key.der": v2, "priv.der": priv, "pub.der": spki}
        want["u%d" % i] = {"pub.der": spki}
        other = public(seeds[(i + 1) % len(seeds)])
        dec += ["D der %s %s %s v c%d-priv" % (priv.hex(), seed.hex(),
                                               pub.hex(), i),
                "D der %s %s %s v c%d-v2" % (v2.hex(), seed.hex(), pub.hex(),
                                             i),
                "D der %s - %s v c%d-pub" % (spki.hex(), pub.hex(), i),
                "D der %s %s %s i c%d-x25519" % (x25519_oid(priv).hex(),
                                                 seed.hex(), pub.hex(), i),
                "D der %s - %s i c%d-x25519-pub" % (x25519_oid(spki).hex(),
                                                    pub.hex(), i),
                "D der %s %s %s i c%d-v2-other" % (
                    (V2_PREFIX + seed + V2_MIDDLE + other).hex(), seed.hex(),
                    other.hex(), i)]
    # public keys that are no point: y = 2 (no x), y = p and y = 2^255 - 1
    # (not canonical), each checked against the model first
    for j, bad in enumerate([(2).to_bytes(32, "little"),
                             P.to_bytes(32, "little"),
                             (2 ** 255 - 1).to_bytes(32, "little")]):
        if decode(bad) is not None:
            raise ValueError("model decodes a public key meant to be bad")
        dec += ["D der %s - %s i n%d-pub" % ((SPKI_PREFIX + bad).hex(),
                                             bad.hex(), j),
                "D der %s %s %s i n%d-v2" % (
                    (V2_PREFIX + seeds[0] + V2_MIDDLE + bad).hex(),
                    seeds[0].hex(), bad.hex(), j)]
    return enc, want, dec


def run_codecs(rng):
    """Section 3: the encoders' DER checked here, their DER and PEM and
    the model's encodings through the decoders; 0 when all passed."""
    enc, want, dec = codec_lines(rng)
    rc, out = kat_driver.pipe("ed25519_vectors", enc, True)
    sys.stdout.write("".join(ln + "\n" for ln in out.splitlines()
                             if not ln.startswith("ENC ")))
    got = kat_driver.encodings(out)
    bad = 0
    for tc, forms in want.items():
        written = got.get(tc, {})
        if sorted(written) != sorted(f[:-3] + x for f in forms
                                     for x in ("der", "pem")):
            print("FAIL %s: forms written %s" % (tc, sorted(written)))
            bad += 1
        for form, der in forms.items():
            if written.get(form) != der:
                print("FAIL %s %s: our DER is not RFC 8410's" % (tc, form))
                bad += 1
        # ... and what we wrote, DER and PEM, back through the decoders
        pub = forms["pub.der"][-32:]
        for form, data in sorted(written.items()):
            seed = "-" if form.startswith("pub.") else \
                forms["priv.der"][-32:].hex()
            dec.append("D %s %s %s %s v %s-%s" % (form[-3:], data.hex(), seed,
                                                  pub.hex(), tc, form))
    rc2, _ = kat_driver.pipe("ed25519_vectors", dec)
    print("RFC 8410 encoders: %d wrong" % bad)
    return 1 if (rc or rc2 or bad) else 0


def main():
    vec = kat_driver.vectors_dir()
    # the model against RFC 8032 7.1 TEST 2
    seed = bytes.fromhex("4ccd089b28ff96da9db6c346ec114e0f"
                         "5b8a319f35aba624da8cf6ed4fb8a6fb")
    want = ("92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
            "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00")
    if (sign(seed, b"\x72").hex() != want or public(seed).hex() !=
            "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c"):
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
    lines += differential_lines(random.Random(8032))
    rc = kat_driver.pipe("ed25519_vectors", lines)[0]
    return rc or run_codecs(random.Random(8410))


if __name__ == "__main__":
    sys.exit(main())
