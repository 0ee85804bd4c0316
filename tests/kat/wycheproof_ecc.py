#!/usr/bin/env python3
"""Drive tests/kat/wycheproof_ecc (C) with the Wycheproof ECDSA/ECDH vectors.

Reads the JSON files under $WOLFSSL_VECTORS_DIR/wycheproof (default
tests/vectors) and the CCTV RFC 6979 vector under .../ecdsa, converts every
test into one line of the runner's format (see tests/kat/wycheproof_ecc.c) and
pipes them to the runner (binary and runner as for every runner:
tests/kat/kat_driver.py).  Exit status: the runner's (non-zero on any wrong verdict).

Policy for "acceptable" results (either outcome allowed by Wycheproof):
  ECDSA  - none occur in these files; DER signatures are parsed strictly.
  ECDH   - CompressedPublic: must be accepted (compressed points are
           decompressed on import) with the right shared secret;
           UnnamedCurve (explicit curve parameters): must be rejected, only
           named curves are supported;
           InvalidAsn (BER / non-canonical public key DER): must be
           rejected, the DER parser is strict;
           anything else: either outcome, but an accepted key must give
           the right shared secret.
"""
import hashlib
import hmac
import json
import os
import sys

import kat_driver

CURVES = {"secp256r1": 7, "secp384r1": 15, "secp521r1": 16, "P-256": 7}
HASHES = {"SHA-256": 6, "SHA-384": 7, "SHA-512": 8}

ECDSA_FILES = [
    ("ecdsa_secp256r1_sha256_test.json", "der"),
    ("ecdsa_secp256r1_sha256_p1363_test.json", "p1363"),
    ("ecdsa_secp384r1_sha384_test.json", "der"),
    ("ecdsa_secp521r1_sha512_test.json", "der"),
]
ECDH_FILES = [
    "ecdh_secp256r1_test.json",
    "ecdh_secp384r1_test.json",
    "ecdh_secp521r1_test.json",
]


def h(s):
    return s if s else "-"


def expect(result, flags):
    if result == "valid":
        return "v"
    if result == "invalid":
        return "i"
    if result != "acceptable":
        raise ValueError("unknown result " + result)
    if "CompressedPublic" in flags:
        return "v"
    if "UnnamedCurve" in flags or "InvalidAsn" in flags:
        return "i"
    return "a"


def ecdsa_lines(path, fmt):
    data = json.load(open(path))
    for g in data["testGroups"]:
        curve = CURVES[g["publicKey"]["curve"]]
        hsh = HASHES[g["sha"]]
        pub = g["publicKey"]["uncompressed"]
        for t in g["tests"]:
            yield "S %s %d %d %s %s %s %s %d" % (
                fmt, curve, hsh, pub, h(t["msg"]), h(t["sig"]),
                expect(t["result"], t["flags"]), t["tcId"])


def ecdh_lines(path):
    data = json.load(open(path))
    for g in data["testGroups"]:
        if g.get("encoding", "asn") != "asn":
            raise ValueError("unexpected encoding in " + path)
        curve = CURVES[g["curve"]]
        for t in g["tests"]:
            yield "H %d %s %s %s %s %d" % (
                curve, h(t["public"]), h(t["private"]), h(t["shared"]),
                expect(t["result"], t["flags"]), t["tcId"])


def cctv_record(path):
    rec = {}
    for line in open(path):
        line = line.rstrip("\n")
        if not line or line.startswith("#") or " = " not in line:
            continue
        k, v = line.split(" = ", 1)
        rec[k] = v
    return rec


def cctv_lines(rec):
    msg = rec["MsgAscii"].encode().hex()
    yield "D %d %d %s %s %s %s" % (CURVES[rec["Curve"]], HASHES[rec["Hash"]],
                                   rec["x"], h(msg), rec["r"], rec["s"])


# Independent reference for deterministic ECDSA (RFC 6979 with the HMAC
# hash tied to the curve, as wolfCrypt does: SHA-256 / SHA-384 / SHA-512
# for P-256 / P-384 / P-521), on Python integers: affine point arithmetic,
# inverses with pow(x, -1, m).
REF_CURVES = {
    7: (0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF,
        0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551,
        0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
        0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
        "sha256"),
    15: (2**384 - 2**128 - 2**96 + 2**32 - 1,
         int("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC7634D81F4372DDF"
             "581A0DB248B0A77AECEC196ACCC52973", 16),
         int("AA87CA22BE8B05378EB1C71EF320AD746E1D3B628BA79B9859F741E082542A38"
             "5502F25DBF55296C3A545E3872760AB7", 16),
         int("3617DE4A96262C6F5D9E98BF9292DC29F8F41DBD289A147CE9DA3113B5F0B8C0"
             "0A60B1CE1D7E819D7A431D7C90EA0E5F", 16),
         "sha384"),
    16: (2**521 - 1,
         int("01FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
             "FFFA51868783BF2F966B7FCC0148F709A5D03BB5C9B8899C47AEBB6FB71E9138"
             "6409", 16),
         int("00C6858E06B70404E9CD9E3ECB662395B4429C648139053FB521F828AF606B4D"
             "3DBAA14B5E77EFE75928FE1DC127A2FFA8DE3348B3C1856A429BF97E7E31C2E5"
             "BD66", 16),
         int("011839296A789A3BC0045C8A5FB42C7D1BD998F54449579B446817AFBD17273E"
             "662C97EE72995EF42640C550B9013FAD0761353C7086A272C24088BE94769FD1"
             "6650", 16),
         "sha512"),
}
HASHLIB = {6: "sha256", 7: "sha384", 8: "sha512"}


def ref_add(p, P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
        return None
    if P == Q:
        lam = (3 * P[0] * P[0] - 3) * pow(2 * P[1], -1, p) % p
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
    x = (lam * lam - P[0] - Q[0]) % p
    return (x, (lam * (P[0] - x) - P[1]) % p)


def ref_mul(p, k, P):
    R = None
    for bit in bin(k)[2:]:
        R = ref_add(p, R, R)
        if bit == "1":
            R = ref_add(p, R, P)
    return R


def ref_bits2int(b, qlen):
    v = int.from_bytes(b, "big")
    return v >> (len(b) * 8 - qlen) if len(b) * 8 > qlen else v


def ref_rfc6979_sign(curve, d, h1):
    p, n, gx, gy, hname = REF_CURVES[curve]
    qlen = n.bit_length()
    rlen = (qlen + 7) // 8
    mac = lambda k, m: hmac.new(k, m, hname).digest()
    hlen = hashlib.new(hname).digest_size
    x = d.to_bytes(rlen, "big")
    ho = (ref_bits2int(h1, qlen) % n).to_bytes(rlen, "big")
    V, K = b"\x01" * hlen, b"\x00" * hlen
    K = mac(K, V + b"\x00" + x + ho)
    V = mac(K, V)
    K = mac(K, V + b"\x01" + x + ho)
    V = mac(K, V)
    e = ref_bits2int(h1, qlen) % n
    while True:
        T = b""
        while len(T) < rlen:
            V = mac(K, V)
            T += V
        k = ref_bits2int(T[:rlen], qlen)
        if 1 <= k < n:
            r = ref_mul(p, k, (gx, gy))[0] % n
            s = pow(k, -1, n) * (e + r * d) % n
            if r != 0 and s != 0:
                return r, s
        K = mac(K, V + b"\x00")
        V = mac(K, V)


def ref_lines():
    """Deterministic signatures on every curve with every hash (message
    hashes longer than the order exercise the truncation)."""
    for curve in (7, 15, 16):
        n = REF_CURVES[curve][1]
        for htype in (6, 7, 8):
            for i in range(2):
                seed = hashlib.sha512(b"key %d %d %d" % (curve, htype, i))
                d = int.from_bytes(seed.digest() * 2, "big") % (n - 1) + 1
                msg = b"message %d" % i
                h1 = hashlib.new(HASHLIB[htype], msg).digest()
                r, s = ref_rfc6979_sign(curve, d, h1)
                size = (n.bit_length() + 7) // 8
                yield "D %d %d %s %s %X %X" % (
                    curve, htype, d.to_bytes(size, "big").hex(), msg.hex(),
                    r, s)


def shamir_lines():
    """Signatures whose verification u1 G + u2 Q meets the exceptional
    additions of the interleaved (Straus) multiplication, computed here
    on Python integers (the hash is given as a value, hash type 0): with
    Q = G and u1 = u2 = c 2^k the first two additions add the same point
    (a doubling), with Q = -G they cancel (O in the middle, then more
    digits), and with u1 + u2 = 0 mod n the result is O (reject)."""
    tc = 0
    for curve in (7, 15, 16):
        p, n, gx, gy, _ = REF_CURVES[curve]
        size = (p.bit_length() + 7) // 8
        nbits = n.bit_length()
        G, negG = (gx, gy), (gx, p - gy)

        def pub(Q):
            return "04" + Q[0].to_bytes(size, "big").hex() + \
                Q[1].to_bytes(size, "big").hex()

        def hashval(e):
            shift = 8 * size - nbits       # bits2int drops them again
            return (e << shift).to_bytes(size, "big").hex()

        def line(Q, u1, u2, r=None):
            """(r, s, e) with e / s = u1, r / s = u2 mod n: r = x(R) mod n
            of R = u1 G + u2 Q when R != O, else the given r."""
            R = ref_add(p, ref_mul(p, u1, G) if u1 else None,
                        ref_mul(p, u2, Q) if u2 else None)
            ok = R is not None and R[0] % n != 0
            if ok:
                r = R[0] % n
            s = r * pow(u2, -1, n) % n
            e = u1 * s % n
            sig = r.to_bytes(size, "big").hex() + s.to_bytes(size, "big").hex()
            return "S p1363 %d 0 %s %s %s %s %d" % (
                curve, pub(Q), hashval(e), sig, "v" if ok else "i", tc)
        for k in (5, 64, nbits - 12):
            for c in (1, 3, 5):
                tc += 1
                yield line(G, c << k, c << k)           # doubling at the top
                tc += 1
                yield line(negG, (c << k) + 1, c << k)  # O, then on
            tc += 1
            yield line(G, 1 << k, n - (1 << k), r=12345)  # O at the end


def main():
    vec = kat_driver.vectors_dir()

    lines = []
    for name, fmt in ECDSA_FILES:
        lines.append("F " + name)
        lines.extend(ecdsa_lines(os.path.join(vec, "wycheproof", name), fmt))
    for name in ECDH_FILES:
        lines.append("F " + name)
        lines.extend(ecdh_lines(os.path.join(vec, "wycheproof", name)))
    cctv = "rfc6979_p256_rejection_cctv.txt"
    lines.append("F " + cctv)
    rec = cctv_record(os.path.join(vec, "ecdsa", cctv))
    lines.extend(cctv_lines(rec))
    # The Python reference must itself reproduce the published vector.
    ref = ref_rfc6979_sign(CURVES[rec["Curve"]], int(rec["x"], 16),
                           hashlib.sha256(rec["MsgAscii"].encode()).digest())
    if ref != (int(rec["r"], 16), int(rec["s"], 16)):
        print("Python RFC 6979 reference disagrees with the CCTV vector")
        return 1
    lines.append("F rfc6979-python-reference")
    lines.extend(ref_lines())
    lines.append("F shamir-exceptional-additions")
    lines.extend(shamir_lines())

    return kat_driver.pipe("wycheproof_ecc", lines)[0]


if __name__ == "__main__":
    sys.exit(main())
