"""ct_trace_cases.py -- the secrets of the constant-time trace test.

Test tooling, above the public API; read by tests/ct/ct_trace_test.py, which
runs each case's private operation under qemu with the ct_trace plugin
and requires equal traces.  A case is one operation of
tests/ct/ct_trace_driver and a list of secret *classes*: for every private
operation the ordinary secrets (two random ones) and the edge cases a
leak would hide in:

- results and intermediates with leading zero bytes and zero top 64-bit
  limbs (found by searching the secret space where they are likely
  enough, 1 in 256 for a leading zero byte, or built from structure:
  DH shared secrets 2^(2j) from a peer value made for it);
- keys, nonces and scalars with short top limbs, and the extremes 1, 2,
  n - 2, n - 1 where the operation allows them (an RSA plaintext of 2,
  n - 2; an ECC scalar of 1, n - 1; an SM2 key of n - 2);
- keys of unusual shape (RSA CRT exponents a digit shorter than p, q).

Everything is computed here from fixed seeds with Python integers, so a
run is repeatable, and every class says in its label what it is; each
search asserts that it found what the label claims.  The checks the
driver cannot do itself (DH shared secrets, ECDH secrets, RFC 6979 r
values) are recomputed here too.

Curve arithmetic and domain parameters are tests/diff/sp_ecc_diff.py's, the
primality test tests/diff/sp_rsa_diff.py's.
"""

import hashlib
import hmac
import os
import random
import sys

# the differential tests own the curve and prime helpers used here
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "diff"))
import sp_ecc_diff  # noqa: E402
from sp_rsa_diff import is_probable_prime  # noqa: E402
# and the KAT tests' models of RFC 7748 and RFC 8032
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "kat"))
from eddsa_model import Ed25519, Ed448  # noqa: E402
from xdh_model import X25519, X448  # noqa: E402

# ---------------------------------------------------------------------------
# Number theory
# ---------------------------------------------------------------------------

def rand_prime(rnd, bits, cond=lambda p: True):
    """Random prime of exactly `bits` bits with the top two bits set."""
    while True:
        p = rnd.getrandbits(bits) | (3 << (bits - 2)) | 1
        if cond(p) and is_probable_prime(p, rnd):
            return p


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def lcm(a, b):
    return a * b // gcd(a, b)


def search(rnd, make, want, what, tries=1 << 14):
    """The first make(rnd) for which want(value) holds (assert found)."""
    for _ in range(tries):
        v = make(rnd)
        if want(v):
            return v
    raise AssertionError("no %s in %d tries" % (what, tries))


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------

class Case:
    """One operation run with each (label, seed, secret) of `runs`.
    expect_equal: traces of runs with equal public outputs must match
    (False: a control, whose traces must differ).  check: per run, a
    function of the driver's output dict that must hold.  div_control:
    a control whose runs must divide outside the allow-list of public
    code (every other case must not)."""

    def __init__(self, op, runs, expect_equal=True, check=None,
                 div_control=False):
        self.op = op
        self.runs = runs
        self.expect_equal = expect_equal
        self.check = check
        self.div_control = div_control


def seed_hex(i):
    return "%064x" % (0x5eed0000 + i)


def be(v, n):
    return v.to_bytes(n, "big")


def result_is(expected):
    """Check: the driver printed RESULT = expected (bytes)."""
    return lambda out: out.get("RESULT") == expected.hex()


# ---------------------------------------------------------------------------
# RSA-2048 keys as PKCS#1 RSAPrivateKey DER
# ---------------------------------------------------------------------------

RSA_BITS = 2048
RSA_BYTES = RSA_BITS // 8
RSA_DER_PAD = 1600
RSA_MSG_SZ = 32


def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der_int(v):
    b = v.to_bytes(v.bit_length() // 8 + 1, "big")   # leading 0 for sign
    return b"\x02" + der_len(len(b)) + b


class RsaKey:
    """n = p q with p > q of 1024 bits each, and its RSAPrivateKey (RFC
    8017 A.1.2) zero-padded to RSA_DER_PAD bytes."""

    def __init__(self, p, q, e, d):
        self.p, self.q, self.e, self.d, self.n = p, q, e, d, p * q
        body = b"".join(der_int(v) for v in
                        (0, self.n, e, d, p, q, d % (p - 1), d % (q - 1),
                         pow(q, -1, p)))
        der = b"\x30" + der_len(len(body)) + body
        assert len(der) <= RSA_DER_PAD and self.n.bit_length() == RSA_BITS
        self.der = der + bytes(RSA_DER_PAD - len(der))

    def sign_raw(self, m):
        """m^d mod n by the CRT."""
        m1 = pow(m, self.d % (self.p - 1), self.p)
        m2 = pow(m, self.d % (self.q - 1), self.q)
        h = pow(self.q, -1, self.p) * (m1 - m2) % self.p
        return m2 + self.q * h


def rsa_key(rnd, e):
    """An ordinary key for e: gcd(e, (p-1)(q-1)) = 1."""
    half = RSA_BITS // 2
    ok = lambda p: gcd(e, p - 1) == 1
    p = rand_prime(rnd, half, ok)
    q = rand_prime(rnd, half, ok)
    while q == p:
        q = rand_prime(rnd, half, ok)
    if p < q:
        p, q = q, p
    return RsaKey(p, q, e, pow(e, -1, lcm(p - 1, q - 1)))


def rsa_key_short_crt(rnd):
    """A key whose CRT exponents dP, dQ have 960 bits, a whole 64-bit digit
    less than p and q: chosen first, e follows by the CRT (large: the
    partner key must share it)."""
    half = RSA_BITS // 2
    while True:
        p = rand_prime(rnd, half)
        q = rand_prime(rnd, half)
        if p < q:
            p, q = q, p
        g = gcd(p - 1, q - 1)
        for _ in range(64):
            dp = rnd.getrandbits(half - 64) | (1 << (half - 65)) | 1
            dq = rnd.getrandbits(half - 64) | (1 << (half - 65)) | 1
            if gcd(dp, p - 1) != 1 or gcd(dq, q - 1) != 1:
                continue
            ep, eq = pow(dp, -1, p - 1), pow(dq, -1, q - 1)
            if (ep - eq) % g:
                continue
            # e = ep mod (p-1), e = eq mod (q-1)
            m1, m2 = (p - 1) // g, q - 1
            t = ((eq - ep) // g * pow(m1, -1, m2 // g)) % (m2 // g)
            e = (ep + (p - 1) * t) % lcm(p - 1, q - 1)
            assert e % (p - 1) == ep and e % (q - 1) == eq and e % 2 == 1
            d = pow(e, -1, lcm(p - 1, q - 1))
            assert d % (p - 1) == dp and d % (q - 1) == dq
            return RsaKey(p, q, e, d)


def rsa_cases(rnd):
    cases = []
    msg_a = bytes(rnd.getrandbits(8) for _ in range(RSA_MSG_SZ))
    msg_b = bytes(rnd.getrandbits(8) for _ in range(RSA_MSG_SZ))
    key_a = rsa_key(rnd, 65537)
    key_b = rsa_key(rnd, 65537)
    key_s = rsa_key_short_crt(rnd)
    key_c = rsa_key(rnd, key_s.e)
    cases.append(Case("rsa2048-decrypt", [
        ("key A", seed_hex(1), key_a.der + msg_a),
        ("key B", seed_hex(2), key_b.der + msg_b)]))
    # Decryption and signing share the private primitive; the pair with a
    # ~2046-bit e (four times the instructions) runs once.
    cases.append(Case("rsa2048-decrypt", [
        ("key C", seed_hex(3), key_c.der + msg_a),
        ("key S (short dP, dQ)", seed_hex(4), key_s.der + msg_b)]))

    # Signing (EMSA as wc_RsaSSL_Sign pads: 00 01 FF.. 00 || message): a
    # message whose signature has a leading zero byte.
    def em(msg):
        return int.from_bytes(b"\x00\x01" + b"\xff" * (RSA_BYTES - 3 -
                              RSA_MSG_SZ) + b"\x00" + msg, "big")
    msg_z = search(rnd, lambda r: bytes(r.getrandbits(8)
                                        for _ in range(RSA_MSG_SZ)),
                   lambda m: key_a.sign_raw(em(m)) >> (RSA_BITS - 8) == 0,
                   "signature with a leading zero byte", 4096)
    cases.append(Case("rsa2048-sign", [
        ("key A", seed_hex(1), key_a.der + msg_a),
        ("key B", seed_hex(2), key_b.der + msg_b),
        ("key A, signature with a leading zero byte", seed_hex(5),
         key_a.der + msg_z)]))

    # Raw RSA: the plaintext m (secret) at the edges of its length.
    n = key_a.n
    full = lambda r: r.randrange(1 << (RSA_BITS - 8), n)
    raw = [
        ("key A, m A", key_a, full(rnd)),
        ("key A, m B", key_a, full(rnd)),
        ("key B, m C", key_b, rnd.randrange(1 << (RSA_BITS - 8), key_b.n)),
        ("key A, m with a leading zero byte", key_a,
         rnd.randrange(1 << (RSA_BITS - 16), 1 << (RSA_BITS - 8))),
        ("key A, m < 2^1984 (top limb zero)", key_a,
         rnd.randrange(1 << 1983, 1 << 1984)),
        ("key A, m < 2^1024", key_a, rnd.randrange(1 << 1023, 1 << 1024)),
        ("key A, m = 2", key_a, 2),
        ("key A, m = n - 2", key_a, n - 2),
    ]
    for op, picks in (("rsa2048-raw", raw),
                      ("rsa2048-nopad", [raw[0], raw[4], raw[6]])):
        cases.append(Case(op, [(label, seed_hex(6 + i),
                                key.der + be(m, RSA_BYTES))
                               for i, (label, key, m) in enumerate(picks)]))
    return cases


# ---------------------------------------------------------------------------
# ffdhe2048 (RFC 7919 A.1), computed from its definition
# ---------------------------------------------------------------------------

DH_PRIV_SZ = 32
DH_P_SZ = 256


def ffdhe2048_p():
    """p = 2^2048 - 2^1984 + (floor(2^1918 * e) + 560316) * 2^64 - 1,
    with floor(2^1918 e) from the series for e (64 guard bits)."""
    guard, scale = 64, 1918 + 64
    total, fact, k = 0, 1, 0
    while (1 << scale) // fact:
        total += (1 << scale) // fact
        k += 1
        fact *= k
    x = total >> guard
    return (1 << 2048) - (1 << 1984) + (x + 560316) * (1 << 64) - 1


def dh_cases(rnd):
    """One peer value y for every run (its checks may take variable time:
    it is public), made so that chosen private values give shared
    secrets of every shape: y = 4^(x1^-1 mod q), so x = j x1 gives
    z = 4^j = 2^(2j) (4 is a square, of order q = (p - 1) / 2)."""
    p = ffdhe2048_p()
    q = (p - 1) // 2
    while True:
        x1 = rnd.getrandbits(244) | (1 << 243)
        y = pow(4, pow(x1, -1, q), p)
        if y >> (2048 - 8):                      # full length itself
            break
    zlen = lambda z: (z.bit_length() + 7) // 8

    def rand_x(bits, want):
        return search(rnd, lambda r: r.getrandbits(bits) | 2,
                      lambda x: want(pow(y, x, p)), "DH private value")

    full = lambda z: zlen(z) == DH_P_SZ
    lead0 = lambda z: zlen(z) == DH_P_SZ - 1
    classes = [
        ("x A", rand_x(256, full)),
        ("x B", rand_x(256, full)),
        ("x C (< 2^192)", rand_x(192, full)),
        ("x = 1 (z = y)", 1),
        ("z = 2^2046", 1023 * x1),
        ("z with a leading zero byte, x D", rand_x(256, lead0)),
        ("z with a leading zero byte, x E", rand_x(256, lead0)),
        ("z = 2^1982 (top limb zero)", 991 * x1),
        ("z = 2^1980 (top limb zero)", 990 * x1),
        ("z = 4", x1),
        ("z = 16", 2 * x1),
    ]
    cases = []
    for op, padded in (("dh2048-agree", False), ("dh2048-agree-ct", True)):
        runs, checks = [], []
        for i, (label, x) in enumerate(classes):
            z = pow(y, x, p)
            assert x < 1 << (8 * DH_PRIV_SZ) and 1 < z < p - 1
            runs.append((label, seed_hex(10 + i),
                         be(x, DH_PRIV_SZ) + be(y, DH_P_SZ)))
            checks.append(result_is(be(z, DH_P_SZ if padded else zlen(z))))
        cases.append(Case(op, runs, check=checks))
    cases.append(Case("dh2048-keygen",
                      [("seed %d" % i, seed_hex(30 + i), "")
                       for i in range(4)]))
    return cases


# ---------------------------------------------------------------------------
# ECC and SM2
# ---------------------------------------------------------------------------

ECC_CURVES = (("ecc256", "P-256", 32), ("ecc384", "P-384", 48),
              ("ecc521", "P-521", 66), ("sm2", "SM2", 32))

# The driver's message "hash": byte i is 0xA5 ^ (7 i), the curve size long.
def driver_hash(size):
    return bytes((0xA5 ^ (i * 7)) & 0xff for i in range(size))


def rfc6979_k(c, size, d):
    """The first RFC 6979 (section 3.2) nonce for key d and the driver's
    hash, with the HMAC hash the library picks by curve size (SHA-256 up
    to 32 bytes, SHA-384 up to 48, else SHA-512)."""
    hf = (hashlib.sha256 if size <= 32 else
          hashlib.sha384 if size <= 48 else hashlib.sha512)
    rlen = (c.bits + 7) // 8
    x = be(d, rlen)
    h1 = be(c.hash_e(driver_hash(size)), rlen)
    mac = lambda key, data: hmac.new(key, data, hf).digest()
    K, V = b"\x00" * hf().digest_size, b"\x01" * hf().digest_size
    for sep in (b"\x00", b"\x01"):
        K = mac(K, V + sep + x + h1)
        V = mac(K, V)
    while True:
        t = b""
        while len(t) < rlen:
            V = mac(K, V)
            t += V
        k = int.from_bytes(t[:rlen], "big") >> (8 * rlen - c.bits)
        if 1 <= k < c.n:
            return k
        K = mac(K, V + b"\x00")
        V = mac(K, V)


def ecdh_search(c, rnd, Q, want, what):
    """A scalar d with want(x(d Q)): from a random start, d, d + 1, ...
    (one point addition a step)."""
    d = rnd.randrange(1, c.n // 2)
    S = c.mul(d, Q)
    for _ in range(1 << 14):
        if want(S[0]):
            return d
        d += 1
        S = c.add(S, Q)
    raise AssertionError("no ECDH scalar with " + what)


def window_doubling_scalar(c):
    """The small k whose last 4-bit window addition on the generic path
    meets acc = entry (ecc_point.c: k' = k + n or k + 2n, whichever has
    bit orderBits set; d = k' mod 16 with k' - d = d mod n): there the
    doubling is computed as well and selected by mask."""
    ob = c.n.bit_length()
    for k in range(1, 64):
        kp = k + c.n if (k + c.n) >> ob else k + 2 * c.n
        d = kp % 16
        if d and (kp - 2 * d) % c.n == 0:
            return k
    raise AssertionError("no window doubling scalar")


def ecc_cases(rnd):
    cases = []
    for idx, (tag, name, size) in enumerate(ECC_CURVES):
        base = 100 * (idx + 1)
        c = sp_ecc_diff.Curve(name, *sp_ecc_diff.CURVES[name])
        n, bits = c.n, 8 * size
        # Private keys: [1, n-1]; SM2's: [1, n-2].
        top = n - 2 if tag == "sm2" else n - 1
        short = 64 * ((bits + 63) // 64 - 1)       # top 64-bit limb zero
        scalar = lambda lo=1, hi=top: rnd.randrange(lo, hi + 1)
        keys = [("d A", scalar()), ("d B", scalar()),
                ("d < 2^%d (top limb zero)" % short,
                 scalar(1 << (short - 1), (1 << short) - 1)),
                ("d = 1", 1), ("d = %s" % ("n - 2" if tag == "sm2"
                                          else "n - 1"), top)]
        cases.append(Case(tag + "-keygen", [
            ("seed %d" % i, seed_hex(base + 20 + i), "") for i in range(3)]))
        cases.append(Case(tag + "-sign", [
            (label, seed_hex(base + i), be(d, size))
            for i, (label, d) in enumerate(keys)]))

        # ECDH with a fixed peer Q: shared secrets x(d Q) with a leading
        # zero byte, and (P-521, 9 bits in its top limb) a zero top limb.
        Q = c.mul(rnd.randrange(1, n), c.G)
        peer = be(Q[0], size) + be(Q[1], size)
        ek = keys[:] + [("x(dQ) with a leading zero byte",
                         ecdh_search(c, rnd, Q,
                                     lambda x: x >> (8 * size - 8) == 0,
                                     "a leading zero byte")),
                        ("d = %d (window doubling case)"
                         % window_doubling_scalar(c),
                         window_doubling_scalar(c))]
        if tag == "ecc521":
            ek.append(("x(dQ) < 2^512 (top limb zero)",
                       ecdh_search(c, rnd, Q, lambda x: x >> 512 == 0,
                                   "a zero top limb")))
        cases.append(Case(tag + "-ecdh", [
            (label, seed_hex(base + 40 + i), be(d, size) + peer)
            for i, (label, d) in enumerate(ek)],
            check=[result_is(be(c.mul(d, Q)[0], size)) for _, d in ek]))

        if tag == "sm2":
            msg = lambda: bytes(rnd.getrandbits(8) for _ in range(32))
            cases.append(Case("sm2-decrypt", [
                (label, seed_hex(base + 60 + i), be(d, size) + msg())
                for i, (label, d) in enumerate(keys)]))
            cases.append(Case("sm2-encrypt", [
                ("M A", seed_hex(base + 70), msg()),
                ("M B", seed_hex(base + 71), msg()),
                ("M = 0", seed_hex(base + 72), bytes(32)),
                ("M = all ones", seed_hex(base + 73), b"\xff" * 32)]))
            continue

        # RFC 6979 nonces: keys whose nonce has a leading zero byte and
        # (P-521, 9 bits in its top limb) a zero top limb.
        det = keys[:2] + keys[3:]
        det.append(("k with a leading zero byte", search(
            rnd, lambda r: r.randrange(1, n),
            lambda d: rfc6979_k(c, size, d) >> (c.bits - 8) == 0,
            "nonce with a leading zero byte")))
        if tag == "ecc521":
            det.append(("k < 2^512 (top limb zero)", search(
                rnd, lambda r: r.randrange(1, n),
                lambda d: rfc6979_k(c, size, d) >> 512 == 0,
                "nonce with a zero top limb")))
        cases.append(Case(tag + "-sign-det", [
            (label, seed_hex(base + 80 + i), be(d, size))
            for i, (label, d) in enumerate(det)],
            check=[result_is(be(c.mul(rfc6979_k(c, size, d), c.G)[0] % n,
                                size)) for _, d in det]))
    return cases


# ---------------------------------------------------------------------------
# SAKKE, RFC 6509 parameter set 1: q = (p + 1) / 4
# ---------------------------------------------------------------------------

SAKKE_Q = int(
    "265EAEC7C2958FF69971846636B4195E905B0338672D20986FA6B8D62CF8068B"
    "BD02AAC9F8BF03C6C8A1CC354C69672C39E46CE7FDF222864D5B49FD2999A9B4"
    "389B1921CC9AD335144AB173595A07386DABFD2A0C614AA0A9F3CF14870F026A"
    "A7E535ABD5A5C7C7FF38FA08E2615F6C203177C42B1EB3A1D99B601EBFAA17FB", 16)
SAKKE_FIELD_SZ = 128
SAKKE_SSV_SZ = 16


def sakke_cases(rnd):
    """RSKs of master secrets z at the edges, encapsulations of different
    SSVs, derivations with different RSKs and SSVs; with and without the
    precomputed tables (the big ones run on two classes)."""
    z = lambda lo=1, hi=SAKKE_Q - 1: be(rnd.randrange(lo, hi + 1),
                                        SAKKE_FIELD_SZ)
    ssv = lambda: bytes(rnd.getrandbits(8) for _ in range(SAKKE_SSV_SZ))
    cases = [Case("sakke-keygen", [("seed %d" % i, seed_hex(500 + i), "")
                                   for i in range(2)])]
    zs = [("z A", seed_hex(510), z()), ("z B", seed_hex(511), z()),
          ("z < 2^960 (top limb zero)", seed_hex(512), z(1, 1 << 960)),
          ("z = 1", seed_hex(513), z(1, 1)),
          ("z = q - 1", seed_hex(514), z(SAKKE_Q - 1))]
    cases.append(Case("sakke-rsk", zs))
    cases.append(Case("sakke-import", zs))
    for tables in ("", "-tables"):
        cases.append(Case("sakke-encap" + tables, [
            ("SSV A", seed_hex(520), ssv()),
            ("SSV B", seed_hex(521), ssv()),
            ("SSV = 0", seed_hex(522), bytes(SAKKE_SSV_SZ))]))
        cases.append(Case("sakke-derive" + tables, [
            ("z A, SSV A", seed_hex(530), z() + ssv()),
            ("z B, SSV B", seed_hex(531), z() + ssv())]))
    cases.append(Case("sakke-rsk-table", [
        ("z A", seed_hex(540), z() + ssv()),
        ("z B", seed_hex(541), z() + ssv())]))
    return cases


# ---------------------------------------------------------------------------
# AES (issue 16)
# ---------------------------------------------------------------------------

AES_OPS = ["aes128-setkey", "aes192-setkey", "aes256-setkey",
           "aes128-ecb-enc", "aes256-ecb-enc", "aes128-cbc-dec",
           "aes256-cbc-dec", "aes128-ctr", "aes128-gcm-enc", "aes128-ccm-enc",
           "aes128-xts-enc", "aes256-xts-dec"]
AES_TAG_OPS = ["aes128-gcm-dec", "aes256-gcm-dec", "aes128-ccm-dec"]


def aes_cases(rnd):
    """Keys and data: two random, all zero, all ones, a key with leading
    zero bytes; the tag checks with the right tag (two keys) and with a
    tag wrong in its first or its last byte (equal traces again: where
    the mismatch is must not show)."""
    r = lambda n: bytes(rnd.getrandbits(8) for _ in range(n))
    ok = bytes([16])
    classes = [("key, data A", seed_hex(700), r(96) + ok),
               ("key, data B", seed_hex(700), r(96) + ok),
               ("all zero", seed_hex(700), bytes(96) + ok),
               ("all ones", seed_hex(700), b"\xff" * 96 + ok),
               ("key with 8 leading zero bytes", seed_hex(700),
                bytes(8) + r(88) + ok)]
    cases = [Case(op, classes) for op in AES_OPS]
    bad = [("tag wrong in byte 0", seed_hex(700), r(96) + bytes([0])),
           ("tag wrong in byte 15", seed_hex(700), r(96) + bytes([15]))]
    for op in AES_TAG_OPS:
        cases.append(Case(op, classes[:3] + bad))
    return cases
# ChaCha20-Poly1305 and SHA-3 (issue 16)
# ---------------------------------------------------------------------------

CCP_PT_SZ = 256
SHA3_SZ = 64 + 200


def sym_cases(rnd):
    """ChaCha20-Poly1305 encrypt, decrypt and the tag check of a forgery
    (the flipped tag bit at different secret positions), HMAC-SHA3-256
    and SHA3-256 / SHAKE256 over secret data: random keys and data, the
    all-zero and all-ones key and data, keys with leading zero bytes."""
    rb = lambda n: bytes(rnd.getrandbits(8) for _ in range(n))
    ccp = [("key, pt A", seed_hex(600), rb(32) + rb(CCP_PT_SZ) + b"\x00"),
           ("key, pt B", seed_hex(601), rb(32) + rb(CCP_PT_SZ) + b"\x7f"),
           ("all-zero key and pt", seed_hex(602),
            bytes(32 + CCP_PT_SZ) + b"\x40"),
           ("all-ones key and pt", seed_hex(603),
            b"\xff" * (32 + CCP_PT_SZ) + b"\x07"),
           ("key with 16 leading zero bytes", seed_hex(604),
            bytes(16) + rb(16) + rb(CCP_PT_SZ) + b"\x78")]
    sha3 = [("key, msg A", seed_hex(610), rb(SHA3_SZ)),
            ("key, msg B", seed_hex(611), rb(SHA3_SZ)),
            ("all zero", seed_hex(612), bytes(SHA3_SZ)),
            ("all ones", seed_hex(613), b"\xff" * SHA3_SZ),
            ("key with leading zeros", seed_hex(614),
             bytes(20) + rb(SHA3_SZ - 20))]
    return [Case("ccp-encrypt", ccp), Case("ccp-decrypt", ccp),
            Case("ccp-decrypt-bad", ccp), Case("hmac-sha3-256", sha3),
            Case("sha3-shake", sha3)]


# ---------------------------------------------------------------------------
# Controls: they prove the test can fail
# ---------------------------------------------------------------------------

def sm4_cases(rnd):
    """SM4 (base path: the bitsliced cipher and the circuit key schedule;
    Zksed where the build assumes it): the key schedule, CBC, CTR and XTS
    on keys and data of every shape -- random, all zero, all ones, leading
    zero bytes -- and the GCM and CCM tag checks on wrong tags (random,
    all zero: the decryption fails in every run, a public outcome; the
    compare must not show where the tags differ).  Its own random stream,
    so that adding it changes no other case."""
    rnd = random.Random(1604)
    data_len = 72

    def key_classes(n):
        lead = bytearray(rnd.getrandbits(8 * n).to_bytes(n, "big"))
        lead[0:3] = b"\0\0\0"
        return [("key random", rnd.getrandbits(8 * n).to_bytes(n, "big")),
                ("key zero", bytes(n)), ("key ones", b"\xff" * n),
                ("key leading zeros", bytes(lead))]

    def data_classes():
        return [("data random", rnd.getrandbits(8 * data_len).to_bytes(
                    data_len, "big")),
                ("data zero", bytes(data_len)),
                ("data ones", b"\xff" * data_len)]

    cases = [Case("sm4-setkey", [(label, seed_hex(700), k)
                                 for label, k in key_classes(16)])]
    for op, klen in (("sm4-cbc-enc", 16), ("sm4-cbc-dec", 16),
                     ("sm4-ctr", 16), ("sm4-xts-enc", 32),
                     ("sm4-xts-dec", 32)):
        runs = []
        for (kl, k), (dl, d) in zip(key_classes(klen),
                                     data_classes() + data_classes()):
            runs.append(("%s, %s" % (kl, dl), seed_hex(701), k + d))
        cases.append(Case(op, runs))
    for op in ("sm4-gcm-dec", "sm4-ccm-dec"):
        runs = []
        for (kl, k), (dl, d) in zip(key_classes(16), data_classes() * 2):
            runs.append(("%s, %s, tag random" % (kl, dl), seed_hex(702),
                         k + d + rnd.getrandbits(128).to_bytes(16, "big")))
            runs.append(("%s, %s, tag zero" % (kl, dl), seed_hex(702),
                         k + d + bytes(16)))
        cases.append(Case(op, runs))
    return cases


# ---------------------------------------------------------------------------
# X25519 and X448 (RFC 7748): k || u, 32 or 56 bytes each, little endian
# ---------------------------------------------------------------------------

def xdh_cases(rnd, X, seed, small_k, small_u, extra_us=(), extra_ks=()):
    """Keygen from three seeds; the public key of clamped private keys
    (the fixed-base comb: two random ones, the least and the greatest
    clamped values, leading zero bytes under the forced bit, any of
    extra_ks); agreement with one peer value over edge
    scalars (0 and all ones, clamped to 2^(bits - 1) and 2^bits - 2^low,
    whose swap masks never change after the first bit; below 2^small_k,
    leading zero bytes under the forced bit; a result with a zero top
    byte and one with a zero low byte); and one scalar against edge peer
    values (2, the base point's u, p - 2, a non-canonical p + 2, any of
    extra_us, u below 2^small_u).  X: the xdh_model curve; seed: the
    first of the runs' seed numbers."""
    name = X.name.lower()
    kbits, top = 8 * X.size, X.bits - 1
    le = lambda v: v.to_bytes(X.size, "little")
    u = rnd.getrandbits(X.ubits)

    def shared_with(want, what):
        return search(rnd, lambda r: r.getrandbits(kbits),
                      lambda k: want(X.x(k, u)), what, 1 << 12)

    ks = [("k A", rnd.getrandbits(kbits)), ("k B", rnd.getrandbits(kbits)),
          ("k = 0 (clamped: 2^%d)" % top, 0),
          ("k all ones (clamped: 2^%d - %d)" % (X.bits, 1 << X.low),
           2 ** kbits - 1),
          ("k < 2^%d (clamped: leading zero bytes under bit %d)"
           % (small_k, top), rnd.getrandbits(small_k)),
          ("result with a zero top byte",
           shared_with(lambda z: z >> (kbits - 8) == 0, "zero top byte")),
          ("result with a zero low byte",
           shared_with(lambda z: z & 0xff == 0, "zero low byte"))]
    cases = [Case(name + "-keygen", [
        ("seed %d" % i, seed_hex(seed + i), "") for i in range(3)])]
    pubs = [("k A", X.clamp(rnd.getrandbits(kbits))),
            ("k B", X.clamp(rnd.getrandbits(kbits))),
            ("k = 2^%d (least clamped)" % top, X.clamp(0)),
            ("k = 2^%d - %d (greatest clamped)" % (X.bits, 1 << X.low),
             X.clamp(2 ** kbits - 1)),
            ("k < 2^%d + 2^%d (leading zero bytes under bit %d)"
             % (top, small_k, top), X.clamp(rnd.getrandbits(small_k)))]
    pubs += list(extra_ks)
    cases.append(Case(name + "-pub", [
        (label, seed_hex(seed + 40 + i), le(k))
        for i, (label, k) in enumerate(pubs)],
        check=[result_is(le(X.x(k, X.base))) for _, k in pubs]))
    cases.append(Case(name + "-agree", [
        (label, seed_hex(seed + 10 + i), le(k) + le(u))
        for i, (label, k) in enumerate(ks)],
        check=[result_is(le(X.x(k, u))) for _, k in ks]))
    k = rnd.getrandbits(kbits)
    us = [("u A", rnd.getrandbits(X.ubits)), ("u = 2", 2),
          ("u = %d" % X.base, X.base), ("u = p - 2", X.p - 2),
          ("u = p + 2 (non-canonical)", X.p + 2)] + list(extra_us)
    us.append(("u < 2^%d" % small_u, rnd.getrandbits(small_u)))
    cases.append(Case(name + "-agree-u", [
        (label, seed_hex(seed + 30 + i), le(k) + le(v))
        for i, (label, v) in enumerate(us)],
        check=[result_is(le(X.x(k, v))) for _, v in us]))
    return cases


def x25519_cases(rnd):
    return xdh_cases(rnd, X25519, 950, 200, 254)


def x448_cases(rnd):
    # 4L (L the order of the base point, RFC 7748 section 4.2) is a
    # clamped value: [4L]B is the neutral element of Ed448's comb
    l4 = 4 * (2 ** 446 - int("138180668098951153520073867485154268803366"
                             "92474882178609894547503885"))
    return xdh_cases(rnd, X448, 1050, 400, 440,
                     [("u = 2^448 - 1 (non-canonical)", 2 ** 448 - 1)],
                     [("k = 4L (the comb's sum is the neutral element)", l4),
                      ("k = 4L + 4 (k = 4 mod L)", l4 + 4)])


# ---------------------------------------------------------------------------
# Ed25519 and Ed448 (RFC 8032): the seed (32 or 57 bytes)
# ---------------------------------------------------------------------------

ED_MSG = b"constant-time trace of Ed25519 signing"     # ct_trace_driver.c
ED448_MSG = b"constant-time trace of Ed448 signing"    # ct_trace_driver.c


def eddsa_ct_cases(rnd, E, msg, seed, tries_r2):
    """Keygen from three seeds; signing (pure, no context) with random
    seeds, the all-zero and all-ones seeds, and seeds searched for edge
    intermediates: a secret scalar with a zero byte under its fixed top
    bit's byte, a nonce r with a zero top byte and one with two leading
    zero bytes (the top byte: the one of L's top bit), a signature S with
    a zero top byte and one with a zero low byte.  E: the eddsa_model
    curve; seed: the first of the runs' seed numbers."""
    name, ks = E.name.lower(), E.size
    top = (E.L.bit_length() - 1) // 8            # L's top byte
    zero_byte = (E.n - 1) // 8 - 1               # under the fixed bit

    def seed_of(rnd):
        return bytes(rnd.getrandbits(8) for _ in range(ks))

    def nonce(d):
        prefix = E.expand(d)[1]
        return E.hint(E.dom("p", b""), prefix, msg) % E.L

    def big_s(d):
        return int.from_bytes(E.sign(d, msg)[ks:], "little")

    seeds = [("seed A", seed_of(rnd)), ("seed B", seed_of(rnd)),
             ("seed all zero", bytes(ks)), ("seed all ones", b"\xff" * ks),
             ("scalar with a zero byte under bit %d" % (E.n - 1),
              search(rnd, seed_of, lambda d: (E.expand(d)[0] >>
                                              (8 * zero_byte)) & 0xff == 0,
                     "zero scalar byte")),
             ("nonce r with a zero top byte",
              search(rnd, seed_of, lambda d: nonce(d) >> (8 * top) == 0,
                     "r < 2^%d" % (8 * top))),
             ("nonce r with two leading zero bytes",
              search(rnd, seed_of, lambda d: nonce(d) >> (8 * top - 8) == 0,
                     "r < 2^%d" % (8 * top - 8), tries_r2)),
             ("S with a zero top byte",
              search(rnd, seed_of, lambda d: big_s(d) >> (8 * top) == 0,
                     "S < 2^%d" % (8 * top), 1 << 10)),
             ("S with a zero low byte",
              search(rnd, seed_of, lambda d: big_s(d) & 0xff == 0,
                     "S = 0 mod 256", 1 << 12))]
    cases = [Case(name + "-keygen", [
        ("seed %d" % i, seed_hex(seed + i), "") for i in range(3)])]
    cases.append(Case(name + "-sign", [
        (label, seed_hex(seed + 5 + i), d)
        for i, (label, d) in enumerate(seeds)],
        check=[result_is(E.sign(d, msg)) for _, d in seeds]))
    return cases


def ed25519_cases(rnd):
    return eddsa_ct_cases(rnd, Ed25519, ED_MSG, 990, 1 << 16)


def ed448_cases(rnd):
    return eddsa_ct_cases(rnd, Ed448, ED448_MSG, 1150, 1 << 18)


def control_cases(rnd):
    """sp_int on two 2048-bit secrets: mp_exptmod_ex must trace equal; a
    sliding window (mp_exptmod_nct) and a long division (mp_mod) must
    differ, and the division must be caught by the division check."""
    ea = be(rnd.getrandbits(2048), 256)
    eb = be(rnd.getrandbits(2048), 256)
    ctl = [("e A", seed_hex(900), ea), ("e B", seed_hex(900), eb)]
    return [Case("ctl-exptmod-ct", ctl),
            Case("ctl-exptmod-nct", ctl, expect_equal=False),
            Case("ctl-mod", ctl, expect_equal=False, div_control=True)]


def build_cases():
    rnd = random.Random(20240611)
    return (rsa_cases(rnd) + dh_cases(rnd) + ecc_cases(rnd) +
            sakke_cases(rnd) + aes_cases(rnd) + sm4_cases(rnd) +
            sym_cases(rnd) + x25519_cases(rnd) + ed25519_cases(rnd) +
            control_cases(rnd) + x448_cases(rnd) + ed448_cases(rnd))
