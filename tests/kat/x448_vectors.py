#!/usr/bin/env python3
"""Drive tests/kat/x448_vectors (C) with the X448 vectors.

Lines in the runner's format (tests/kat/xdh_vectors.h) piped to it
(binary, runner and vector folder as for every runner:
tests/kat/kat_driver.py):

1. RFC 7748's X448 examples (section 5.2's two vectors and the iterated
   function after 1 and 1,000 steps, section 6.2's key pairs and secret)
   through the raw function, key generation and the key-agreement API.
   The model (tests/kat/xdh_model.py) must reproduce each of them first,
   so a wrong model cannot make wrong results agree.
2. Differential against that model: the raw function
   (wc_curve448_generic) on edge scalars (the clamped extremes, leading
   zero bytes, unclamped bits that the scalar's clamping ignores) times
   edge u-coordinates (0, 1, 2, 5, p - 1, p, p + 1, p + 2, 2^224,
   2^448 - 1, 2^447, and the rest of the non-canonical range) and random
   pairs; key generation (wc_curve448_make_pub) on the same scalars; the
   key-agreement API on random pairs, edge values included.
   Expectations are the contract of curve448.h: an all-zero result (u of
   small order: 0, 1, p - 1, and p, p + 1 which reduce to 0 and 1) is
   refused with ECC_OUT_OF_RANGE_E by the key agreement and by
   wc_curve448_generic; every other u, non-canonical ones included, is
   taken mod p and accepted.
3. The key codecs (RFC 8410, id-X448): our encoders' DER of model keys
   ("E" lines) must be RFC 8410's framing of the raw key byte for byte,
   and our decoders ("D" lines) must read it back, DER and PEM, a
   version 2 key with the private key's own [1] publicKey too, and must
   refuse X25519's OID, a publicKey of another key, and 32-byte keys.
Exit status: the runner's (non-zero on any wrong result), or 1 when the
model disagrees with the RFC.
"""
import base64
import random
import sys

import kat_driver
from xdh_model import X448

P = X448.p
le = X448.le
# values whose X448 is zero for every clamped scalar: the points of order
# 1, 2 and 4 (u = 0, p - 1 on the curve, 1 on the twist) and the
# non-canonical forms of 0 and 1
LOW_ORDER = [0, 1, P - 1, P, P + 1]
# RFC 8410's framing of a 56-byte key with id-X448 (1.3.101.111)
PKCS8 = "3046020100300506032b656f043a0438"
PKCS8_V2 = "308181020101300506032b656f043a0438"
V2_PUB = "813900"
SPKI = "3042300506032b656f033900"


def rfc_checks():
    """RFC 7748's X448 values on the model; lines for the runner."""
    def h(s):
        return int.from_bytes(bytes.fromhex(s), "little")
    v = [("3d262fddf9ec8e88495266fea19a34d28882acef045104d0d1aae121"
          "700a779c984c24f8cdd78fbff44943eba368f54b29259a4f1c600ad3",
          "06fce640fa3487bfda5f6cf2d5263f8aad88334cbd07437f020f08f9"
          "814dc031ddbdc38c19c6da2583fa5429db94ada18aa7a7fb4ef8a086",
          "ce3e4ff95a60dc6697da1db1d85e6afbdf79b50a2412d7546d5f239f"
          "e14fbaadeb445fc66a01b0779d98223961111e21766282f73dd96b6f"),
         ("203d494428b8399352665ddca42f9de8fef600908e0d461cb021f8c5"
          "38345dd77c3e4806e25f46d3315c44e0a5b4371282dd2c8d5be3095f",
          "0fbcc2f993cd56d3305b0b7d9e55d4c1a8fb5dbb52f8e9a1e9b6201b"
          "165d015894e56c4d3570bee52fe205e28a78b91cdfbde71ce8d157db",
          "884a02576239ff7a2f2f63b2db6a9ff37047ac13568e1e30fe63c4a7"
          "ad1b3ee3a5700df34321d62077e63633c575c1c954514e99da7c179d")]
    lines = []
    for i, (k, u, r) in enumerate(v):
        if le(X448.x(h(k), h(u))) != r:
            raise ValueError("model disagrees with RFC 7748 5.2 #%d" % i)
        lines.append("G %s %s %s rfc5.2-%d" % (le(X448.clamp(h(k))), u, r,
                                               i))
    k = u = 5
    for i in range(1, 1001):
        k, u = X448.x(k, u), k
        if i in (1, 1000):
            want = {1: "3f482c8a9f19b01e6c46ee9711d9dc14fd4bf67af30765c2"
                       "ae2b846a4d23a8cd0db897086239492caf350b51f833868b"
                       "9bc2b3bca9cf4113",
                    1000: "aa3b4749d55b9daf1e5b00288826c467274ce3ebbdd5c17b"
                          "975e09d4af6c67cf10d087202db88286e2b79fceea3ec353"
                          "ef54faa26e219f38"}[i]
            if le(k) != want:
                raise ValueError("model disagrees with RFC 7748 5.2 "
                                 "after %d iterations" % i)
    a = ("9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28d"
         "d9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a598726b")
    b = ("1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d"
         "6927c120bb5ee8972b0d3e21374c9c921b09d1b0366f10b65173992d")
    ap, bp = X448.x(h(a), 5), X448.x(h(b), 5)
    s = X448.x(h(a), bp)
    if (le(ap) != "9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c"
                  "22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa0"
            or le(s) != "07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552"
                        "281d282bb60c0b56fd2464c335543936521c24403085d59a"
                        "449a5037514a879d" or X448.x(h(b), ap) != s):
        raise ValueError("model disagrees with RFC 7748 6.2")
    lines += ["B %s %s rfc6.2-alice" % (le(X448.clamp(h(a))), le(ap)),
              "B %s %s rfc6.2-bob" % (le(X448.clamp(h(b))), le(bp)),
              "X %s %s %s v rfc6.2-a" % (a, le(bp), le(s)),
              "X %s %s %s v rfc6.2-b" % (b, le(ap), le(s))]
    return lines


def edge_scalars():
    ks = [0, 1, 4, 2 ** 447, 2 ** 448 - 4, 2 ** 447 + 4,
          (2 ** 447 - 1) & ~3]
    ks += [random.Random(i).getrandbits(360) for i in range(3)]
    # bits 0, 1 clear and bit 447 set (wc_curve448_generic and make_pub
    # refuse others)
    return [X448.clamp(k) for k in ks]


def edge_us():
    return LOW_ORDER + [2, 5, P + 2, P - 2, 2 ** 224, 2 ** 448 - 1, 2 ** 447,
                        P + 2 ** 223, 2 ** 448 - 2, (P - 1) // 2]


def agree_expect(shared):
    return "i" if shared == 0 else "v"


def differential_lines(rng):
    out, n = [], 0
    for k in edge_scalars():
        for u in edge_us():
            n += 1
            out.append("G %s %s %s d%d" % (le(k), le(u), le(X448.x(k, u)),
                                           n))
        n += 1
        out.append("B %s %s d%d" % (le(k), le(X448.x(k, 5)), n))
    for i in range(64):
        k = X448.clamp(rng.getrandbits(448))
        u = rng.getrandbits(448)
        n += 1
        out.append("G %s %s %s d%d" % (le(k), le(u), le(X448.x(k, u)), n))
        k2 = rng.getrandbits(448)           # import clamps
        u2 = rng.getrandbits(448) if i % 8 else edge_us()[i // 8]
        s = X448.x(k2, u2)
        n += 1
        out.append("X %s %s %s %s d%d" % (le(k2), le(u2), le(s),
                                          agree_expect(s), n))
    return out


def pem(der, label):
    b = base64.b64encode(der).decode()
    body = "".join(b[i:i + 64] + "\n" for i in range(0, len(b), 64))
    text = "-----BEGIN %s-----\n%s-----END %s-----\n" % (label, body, label)
    return text.encode().hex()


def codec_lines(rng, enc):
    """D lines for the model's keys and the encodings our encoders wrote
    for them (enc: kat_driver.encodings of the E run); the framing is
    checked here."""
    out, bad = [], []
    for i in range(8):
        k = rng.getrandbits(448)
        kh, uh = le(k), le(X448.x(k, 5))
        e = enc.get("e%d" % i, {})
        if (e.get("priv.der", b"").hex() != PKCS8 + le(X448.clamp(k)) or
                e.get("pub.der", b"").hex() != SPKI + uh):
            bad.append("e%d" % i)
        out += ["D der %s %s %s v k%d" % (PKCS8 + kh, kh, uh, i),
                "D pem %s %s %s v kp%d" % (pem(bytes.fromhex(PKCS8 + kh),
                                                "PRIVATE KEY"), kh, uh, i),
                "D der %s - %s v u%d" % (SPKI + uh, uh, i),
                "D pem %s - %s v up%d" % (pem(bytes.fromhex(SPKI + uh),
                                               "PUBLIC KEY"), uh, i),
                "D der %s %s %s v v2-%d" % (PKCS8_V2 + kh + V2_PUB + uh, kh,
                                            uh, i),
                # another key's publicKey, X25519's OID, 32-byte keys
                "D der %s %s %s i v2x%d" % (PKCS8_V2 + kh + V2_PUB +
                                            le(X448.x(k + 4, 5)), kh, uh, i),
                "D der %s %s %s i o%d" % (PKCS8.replace("656f", "656e") + kh,
                                          kh, uh, i),
                "D der %s - %s i ou%d" % (SPKI.replace("656f", "656e") + uh,
                                          uh, i),
                "D der 302e020100300506032b656f04220420%s %s %s i s%d"
                % (kh[:64], kh, uh, i),
                "D der 302a300506032b656f032100%s - %s i su%d"
                % (uh[:64], uh, i)]
    return out, bad


def main():
    try:
        lines = ["F rfc7748"] + rfc_checks()
    except ValueError as e:
        print("x448_vectors: %s" % e)
        return 1
    lines.append("F differential-python-model")
    lines += differential_lines(random.Random(7748))
    rc = kat_driver.pipe("x448_vectors", lines)[0]

    # the key codecs: our encoders on the model's keys, then our decoders
    rng = random.Random(8410)
    elines = ["F encoders"]
    for i in range(8):
        k = rng.getrandbits(448)
        elines.append("E %s %s e%d" % (le(k), le(X448.x(k, 5)), i))
    rc2, out = kat_driver.pipe("x448_vectors", elines, True)
    sys.stdout.write("".join(ln + "\n" for ln in out.splitlines()
                             if not ln.startswith("ENC ")))
    dlines, bad = codec_lines(random.Random(8410),
                              kat_driver.encodings(out))
    if bad:
        print("x448_vectors: our DER is not RFC 8410's for %s" %
              " ".join(bad))
    rc3 = kat_driver.pipe("x448_vectors", ["F decoders"] + dlines)[0]
    return 1 if (rc or rc2 or rc3 or bad) else 0


if __name__ == "__main__":
    sys.exit(main())
