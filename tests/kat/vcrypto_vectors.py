#!/usr/bin/env python3
"""Drive tests/kat/vcrypto_vectors (C) against published vectors and the model.

The RISC-V vector-crypto kernels (wolfcrypt/src/riscv_vcrypto.c) against:
Wycheproof aes_xts_test.json and aes_gcm_test.json (every test, the
invalid GCM tags must be rejected with AES_GCM_AUTH_E and no plaintext),
the SM4 vectors (ECB, both XTS tweak rules), FIPS 197's key schedules,
and random cases of tests/diff/vcrypto_model.py: AES-128/192/256 ECB,
CTR (with counters about to carry), XTS and GCM, SM4 ECB and XTS (IEEE
1619 and GB/T 17964), GHASH and the SM4 key schedule, on random lengths
0..4 KiB, aligned, unaligned and in place.

The binary is argv[1], else $WOLFSSL_BUILDDIR/tests/kat/vcrypto_vectors,
run as `$WOLFSSL_TEST_RUNNER <binary>` (the vector-crypto cell sets the
runner to qemu 10 with the extensions on).  VCRYPTO_SEED picks the random
cases (default fixed), VCRYPTO_RANDOM their number per kind (default 40).
Exit status 77 when the runner's CPU lacks the extensions.
"""
import json
import os
import random
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "diff"))
import vcrypto_model as M  # noqa: E402

VEC = os.environ.get("WOLFSSL_VECTORS_DIR",
                     os.path.join(HERE, "..", "vectors"))
AES_GCM_AUTH_E = -180


def hx(b):
    return b.hex() if b else "-"


def sm4_records(path):
    recs, cur = [], {}
    for line in open(path):
        line = line.strip()
        if line.startswith("#"):
            continue
        if not line:
            if cur:
                recs.append(cur)
            cur = {}
            continue
        k, _, v = line.partition(" = ")
        cur[k] = v
    if cur:
        recs.append(cur)
    return recs


def cases(rng, nrand):
    """Yields (line, expected output line, what)."""
    d = json.load(open(os.path.join(VEC, "wycheproof", "aes_xts_test.json")))
    for g in d["testGroups"]:
        for t in g["tests"]:
            iv = bytes.fromhex(t["iv"]).ljust(16, b"\0")
            what = "wycheproof aes_xts tc %d" % t["tcId"]
            if t["result"] != "valid":
                raise ValueError(what + ": unexpected result")
            yield ("aes-xts-enc %s %s %s" % (t["key"], iv.hex(), t["msg"]),
                   t["ct"], what)
            yield ("aes-xts-dec %s %s %s" % (t["key"], iv.hex(), t["ct"]),
                   t["msg"], what + " dec")
    d = json.load(open(os.path.join(VEC, "wycheproof", "aes_gcm_test.json")))
    for g in d["testGroups"]:
        for t in g["tests"]:
            what = "wycheproof aes_gcm tc %d" % t["tcId"]
            if len(t["iv"]) == 0:
                # a zero-length IV is rejected before anything runs
                yield ("aes-gcm-enc %s - %s %s 16" %
                       (t["key"], hx(bytes.fromhex(t["aad"])),
                        hx(bytes.fromhex(t["msg"]))), "ERR -173", what)
                continue
            tl = len(t["tag"]) // 2
            if t["result"] == "valid":
                yield ("aes-gcm-enc %s %s %s %s %02d" %
                       (t["key"], t["iv"], hx(bytes.fromhex(t["aad"])),
                        hx(bytes.fromhex(t["msg"])), tl),
                       "%s %s" % (hx(bytes.fromhex(t["ct"])), t["tag"]),
                       what)
            exp = (hx(bytes.fromhex(t["msg"])) if t["result"] == "valid"
                   else "ERR %d" % AES_GCM_AUTH_E)
            yield ("aes-gcm-dec %s %s %s %s %s" %
                   (t["key"], t["iv"], hx(bytes.fromhex(t["aad"])),
                    hx(bytes.fromhex(t["ct"])), t["tag"]), exp, what + " dec")

    for i, r in enumerate(sm4_records(os.path.join(VEC, "sm4",
                                                   "sm4_vectors.txt"))):
        what = "sm4 record %d (%s)" % (i, r.get("Mode"))
        if r.get("Mode") == "ECB" and "Iterations" not in r:
            yield ("sm4-ecb-enc %s %s" % (r["Key"], r["Plaintext"]),
                   r["Ciphertext"].lower(), what)
            yield ("sm4-ecb-dec %s %s" % (r["Key"], r["Ciphertext"]),
                   r["Plaintext"].lower(), what + " dec")
        elif r.get("Mode") == "XTS":
            gb = 0 if r.get("XTSStandard") == "IEEE" else 1
            yield ("sm4-xts-enc %s %s %s %02d" %
                   (r["Key"], r["IV"], r["Plaintext"], gb),
                   r["Ciphertext"].lower(), what)
            yield ("sm4-xts-dec %s %s %s %02d" %
                   (r["Key"], r["IV"], r["Ciphertext"], gb),
                   r["Plaintext"].lower(), what + " dec")

    # FIPS 197 appendix A key expansions (last round keys)
    for key, last in (("2b7e151628aed2a6abf7158809cf4f3c",
                       "d014f9a8c9ee2589e13f0cc8b6630ca6"),
                      ("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
                       "e98ba06f448c773c8ecc720401002202"),
                      ("603deb1015ca71be2b73aef0857d7781"
                       "1f352c073b6108d72d9810a30914dff4",
                       "fe4890d1e6188d0b046df344706c631e")):
        rks = M.aes_expand(bytes.fromhex(key))
        assert bytes(rks[-1]).hex() == last
        yield ("aes-key " + key, b"".join(bytes(k) for k in rks).hex(),
               "FIPS 197 key expansion %d" % (len(key) * 4))
    for n in (0, 1, 15, 17, 100):
        yield ("aes-key " + hx(bytes(n)), "ERR -173", "key size %d" % n)

    def rb(n):
        return bytes(rng.randrange(256) for _ in range(n))

    def rlen(lo=0, hi=4096):
        # mostly short and around block and group boundaries
        c = rng.random()
        if c < 0.4:
            return rng.randint(lo, min(hi, 200))
        if c < 0.6:
            return max(lo, min(hi, 16 * rng.randint(1, 40) +
                               rng.choice((0, 0, 1, 15))))
        return rng.randint(lo, hi)

    modes = ["", "u:", "i:"]
    # edge keys: all zero, all ones, leading zeros
    def rkey(n):
        c = rng.random()
        if c < 0.1:
            return bytes(n)
        if c < 0.2:
            return b"\xff" * n
        if c < 0.3:
            return bytes(n // 2) + rb(n - n // 2)
        return rb(n)

    for _ in range(nrand):
        mo = rng.choice(modes)
        k = rkey(rng.choice((16, 24, 32)))
        rks = M.aes_expand(k)
        nb = rlen(0, 4096) // 16
        p = rb(16 * nb)
        c = b"".join(M.aes_encrypt_block(rks, p[i:i + 16])
                     for i in range(0, len(p), 16))
        if nb:
            yield (mo + "aes-ecb-enc %s %s" % (k.hex(), hx(p)), hx(c),
                   "random aes-ecb")
            yield (mo + "aes-ecb-dec %s %s" % (k.hex(), hx(c)), hx(p),
                   "random aes-ecb dec")
        # CTR, sometimes with the low 32 bits (or all 128) about to wrap
        ctr = rb(16)
        w = rng.random()
        if w < 0.3:
            ctr = ctr[:12] + (0xffffffff - rng.randrange(4)).to_bytes(4, "big")
        elif w < 0.4:
            ctr = b"\xff" * 15 + bytes([0xff - rng.randrange(4)])
        out, nxt = M.ctr128(lambda b: M.aes_encrypt_block(rks, b), ctr, p)
        if nb:
            yield (mo + "aes-ctr %s %s %s" % (k.hex(), ctr.hex(), hx(p)),
                   "%s %s" % (hx(out), nxt.hex()), "random aes-ctr")
        # GCM
        iv = rb(rng.choice((12, 12, 12, 1, 8, 16, 60)))
        aad = rb(rlen(0, 300))
        msg = rb(rlen())
        tl = rng.choice((16, 16, 12, 8, 4))
        ct, tag = M.gcm(k, iv, aad, msg)
        yield (mo + "aes-gcm-enc %s %s %s %s %02d" %
               (k.hex(), iv.hex(), hx(aad), hx(msg), tl),
               "%s %s" % (hx(ct), tag[:tl].hex()), "random aes-gcm")
        yield (mo + "aes-gcm-dec %s %s %s %s %s" %
               (k.hex(), iv.hex(), hx(aad), hx(ct), tag[:tl].hex()),
               hx(msg), "random aes-gcm dec")
        bad = bytearray(tag[:tl])
        bad[rng.randrange(tl)] ^= 1 << rng.randrange(8)
        yield (mo + "aes-gcm-dec %s %s %s %s %s" %
               (k.hex(), iv.hex(), hx(aad), hx(ct), bytes(bad).hex()),
               "ERR %d" % AES_GCM_AUTH_E, "random aes-gcm tampered tag")
        # XTS
        kx = rkey(rng.choice((32, 48, 64)))
        ivx = rb(16)
        msg = rb(rlen(16))
        cx = M.aes_xts(kx, ivx, msg, False)
        yield (mo + "aes-xts-enc %s %s %s" % (kx.hex(), ivx.hex(), msg.hex()),
               cx.hex(), "random aes-xts %d" % len(msg))
        yield (mo + "aes-xts-dec %s %s %s" % (kx.hex(), ivx.hex(), cx.hex()),
               msg.hex(), "random aes-xts dec %d" % len(msg))
        # SM4
        ks = rkey(16)
        rk = M.sm4_expand(ks)
        yield ("sm4-key " + ks.hex(), "".join("%08x" % x for x in rk),
               "random sm4 key schedule")
        c = b"".join(M.sm4_block(rk, p[i:i + 16]) for i in range(0, len(p), 16))
        if nb:
            yield (mo + "sm4-ecb-enc %s %s" % (ks.hex(), hx(p)), hx(c),
                   "random sm4-ecb")
        ks2 = rkey(32)
        gb = rng.randrange(2)
        cx = M.sm4_xts(ks2, ivx, msg, False, gb)
        yield (mo + "sm4-xts-enc %s %s %s %02d" %
               (ks2.hex(), ivx.hex(), msg.hex(), gb), cx.hex(),
               "random sm4-xts gb=%d %d" % (gb, len(msg)))
        yield (mo + "sm4-xts-dec %s %s %s %02d" %
               (ks2.hex(), ivx.hex(), cx.hex(), gb), msg.hex(),
               "random sm4-xts dec gb=%d %d" % (gb, len(msg)))
        # GHASH on its own
        h = rb(16)
        data = rb(16 * rng.randint(1, 70))
        yield ("ghash %s %s" % (h.hex(), data.hex()),
               M.ghash(h, data).hex(), "random ghash %d" % len(data))
    # too short for XTS
    yield ("aes-xts-enc %s %s %s" % ("00" * 32, "00" * 16, "00" * 15),
           "ERR -173", "xts 15 bytes")
    yield ("sm4-xts-dec %s %s %s 01" % ("00" * 32, "00" * 16, "-"),
           "ERR -173", "sm4-xts empty")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.environ.get("WOLFSSL_BUILDDIR", "."), "tests", "kat",
        "vcrypto_vectors")
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    rng = random.Random(int(os.environ.get("VCRYPTO_SEED", "16")))
    nrand = int(os.environ.get("VCRYPTO_RANDOM", "40"))
    todo = list(cases(rng, nrand))
    inp = "".join(c[0] + "\n" for c in todo)
    p = subprocess.run(runner + [binary], input=inp, capture_output=True,
                       text=True)
    lines = p.stdout.split("\n")
    print(lines[0] if lines else "(no output)")
    if p.returncode == 77:
        print("vcrypto_vectors: SKIP (no vector crypto here)")
        return 77
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        print("vcrypto_vectors: driver exit %d" % p.returncode)
        return 1
    got = lines[1:]
    fails = 0
    for i, (line, exp, what) in enumerate(todo):
        g = got[i] if i < len(got) else "(missing)"
        if g != exp:
            fails += 1
            if fails <= 10:
                print("FAIL %s\n  in:  %s\n  got: %s\n  exp: %s" %
                      (what, line[:200], g[:200], exp[:200]))
    print("vcrypto_vectors: %d cases, %d failed" % (len(todo), fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
