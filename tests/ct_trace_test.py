#!/usr/bin/env python3
"""ct_trace_test.py -- constant-time trace test of the private operations.

Measurement test, above the public API (DESIGN.md section 5).  Runs the
riscv64 guest tests/ct_trace_driver under qemu-riscv64 with the project's
ct_trace plugin (scripts/qemu/libct_trace.so), which fingerprints every
instruction address and memory access address between the driver's
WC_MARKER_START()/WC_MARKER_STOP(), i.e. exactly one private operation:

  RSA-2048 private decrypt (with blinding) and PKCS#1 v1.5 sign,
  ffdhe2048 key generation and agreement (wc_DhAgree, wc_DhAgree_ct),
  ECC key generation, ECDSA signing and ECDH on P-256, P-384 and P-521.

Each operation runs with two (or three) different secrets -- different
keys of the same public size, different private values and scalars,
different DRBG seeds so that blinding values and nonces differ -- and the
WC_TRACE lines must be identical.  Secrets include edge cases the generic
math is prone to leak: scalars whose top digit is zero, and an RSA key
whose CRT exponents dP, dQ are a whole digit shorter than p and q.  Two
controls prove the test can fail: a sliding-window exponentiation
(mp_exptmod_nct) and a long division (mp_mod) run on two different
secrets must give DIFFERENT traces; a third control (mp_exptmod_ex) must
give equal ones.

All secrets are generated here with Python integers from fixed seeds, so
runs are repeatable; the driver checks each result (decryptions,
signatures, both ECDH sides) and this script checks the DH shared secrets
with pow().  Runs whose public outputs differ in size (e.g. a DH public
value with a leading zero byte) are not comparable; another seed is then
tried.

Usage: ct_trace_test.py [DRIVER] [--plugin SO] [--only SUBSTR]
                        [--diagnose DIR]
DRIVER defaults to $WOLFSSL_BUILDDIR/tests/ct_trace_driver, the plugin to
$WOLFSSL_BUILDDIR/scripts/qemu/libct_trace.so (WOLFSSL_BUILDDIR defaults
to ".").  qemu-riscv64 comes from $WOLFSSL_TEST_RUNNER when that names it,
else from PATH.  --diagnose DIR: on a failure, re-run the pair with full
trace dumps in DIR and print where they first diverge (with
riscv64-linux-gnu-addr2line when installed).  Exits 77 (skip) when the
driver is not a riscv64 program or qemu/the plugin is missing.  Prints
"N passed, M failed".
"""

import argparse
import collections
import os
import random
import shlex
import shutil
import subprocess
import sys

SKIP = 77
TIMEOUT = 600

# ---------------------------------------------------------------------------
# Number theory (reference side, independent of the library)
# ---------------------------------------------------------------------------

SMALL_PRIMES = [p for p in range(3, 2000)
                if all(p % d for d in range(2, int(p ** 0.5) + 1))]


def is_probable_prime(n, rnd, rounds=24):
    """Miller-Rabin with random bases (trial division first)."""
    if n < 2:
        return False
    for p in SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(rounds):
        a = rnd.randrange(2, n - 1)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def rand_prime(rnd, bits, cond=lambda p: True):
    """Random prime of exactly `bits` bits with the top two bits set."""
    while True:
        p = rnd.getrandbits(bits) | (3 << (bits - 2)) | 1
        if cond(p) and is_probable_prime(p, rnd):
            return p


def lcm(a, b):
    return a * b // gcd(a, b)


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


# ---------------------------------------------------------------------------
# RSA keys as PKCS#1 RSAPrivateKey DER
# ---------------------------------------------------------------------------

RSA_BITS = 2048
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


def rsa_der(n, e, d, p, q):
    """RSAPrivateKey (RFC 8017 A.1.2), zero-padded to RSA_DER_PAD."""
    body = b"".join(der_int(v) for v in
                    (0, n, e, d, p, q, d % (p - 1), d % (q - 1),
                     pow(q, -1, p)))
    der = b"\x30" + der_len(len(body)) + body
    assert len(der) <= RSA_DER_PAD
    return der + bytes(RSA_DER_PAD - len(der))


def rsa_key(rnd, e):
    """p > q, both 1024 bits with the top two bits set (n has 2048 bits),
    gcd(e, (p-1)(q-1)) = 1."""
    half = RSA_BITS // 2
    ok = lambda p: gcd(e, p - 1) == 1
    p = rand_prime(rnd, half, ok)
    q = rand_prime(rnd, half, ok)
    while q == p:
        q = rand_prime(rnd, half, ok)
    if p < q:
        p, q = q, p
    d = pow(e, -1, lcm(p - 1, q - 1))
    return rsa_der(p * q, e, d, p, q)


def rsa_key_short_crt(rnd):
    """A key whose CRT exponents dP, dQ have 960 bits, a whole 64-bit digit
    less than p and q: chosen first, e follows by the CRT.  Returns the
    DER and e (large: the partner key must share it)."""
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
            return rsa_der(p * q, e, d, p, q), e


# ---------------------------------------------------------------------------
# ffdhe2048 (RFC 7919 A.1), computed from its definition
# ---------------------------------------------------------------------------

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


DH_PRIV_SZ = 32
DH_P_SZ = 256

# ---------------------------------------------------------------------------
# ECC group orders (SEC 2 / FIPS 186-4 D.1.2)
# ---------------------------------------------------------------------------

ECC_ORDERS = {
    256: int("FFFFFFFF00000000FFFFFFFFFFFFFFFF"
             "BCE6FAADA7179E84F3B9CAC2FC632551", 16),
    384: int("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
             "C7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973", 16),
    521: int("01FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
             "FFFA51868783BF2F966B7FCC0148F709A5D03BB5C9B8899C47AEBB6FB71E9138"
             "6409", 16),
}
ECC_SIZES = {256: 32, 384: 48, 521: 66}


def ecc_scalar(rnd, bits, below=None):
    """Uniform in [1, n), or in [1, 2^below) when `below` is given."""
    n = ECC_ORDERS[bits]
    hi = n if below is None else min(n, 1 << below)
    return rnd.randrange(1, hi).to_bytes(ECC_SIZES[bits], "big")


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------

class Case:
    """One comparison: `op` run with each (label, seed, secret) of `runs`;
    expect_equal says whether the traces must match (False: controls)."""

    def __init__(self, op, runs, expect_equal=True, check=None):
        self.op = op
        self.runs = runs
        self.expect_equal = expect_equal
        self.check = check


def seed_hex(i):
    return "%064x" % (0x5eed0000 + i)


def build_cases():
    rnd = random.Random(20240611)
    cases = []

    # RSA-2048: two ordinary keys (e = 65537), and a key with short CRT
    # exponents against an ordinary key sharing its (large) e.
    msg_a = bytes(rnd.getrandbits(8) for _ in range(RSA_MSG_SZ))
    msg_b = bytes(rnd.getrandbits(8) for _ in range(RSA_MSG_SZ))
    key_a = rsa_key(rnd, 65537)
    key_b = rsa_key(rnd, 65537)
    key_s, big_e = rsa_key_short_crt(rnd)
    key_c = rsa_key(rnd, big_e)
    for op in ("rsa2048-decrypt", "rsa2048-sign"):
        cases.append(Case(op, [("key A", seed_hex(1), key_a + msg_a),
                               ("key B", seed_hex(2), key_b + msg_b)]))
    # Decryption and signing share the private primitive; the pair with a
    # ~2046-bit e (four times the instructions) runs once.
    cases.append(Case("rsa2048-decrypt",
                      [("key C", seed_hex(3), key_c + msg_a),
                       ("key S (short dP, dQ)", seed_hex(4),
                        key_s + msg_b)]))

    # ffdhe2048.
    p = ffdhe2048_p()
    peer = pow(2, rnd.getrandbits(256) | 2, p)
    peer_b = peer.to_bytes(DH_P_SZ, "big")

    def dh_priv(top_zero_digit=False):
        # x with a full-length shared secret, so that wc_DhAgree (which
        # strips leading zero bytes) writes the same length in both runs.
        while True:
            x = rnd.getrandbits(256)
            if top_zero_digit:
                x >>= 64
            if x >= 2 and pow(peer, x, p) >> (2048 - 8):
                return x

    def dh_check(x):
        z = pow(peer, x, p).to_bytes(DH_P_SZ, "big").hex()
        return lambda out: out.get("RESULT") == z

    xs = [dh_priv(), dh_priv(), dh_priv(top_zero_digit=True)]
    for op in ("dh2048-agree", "dh2048-agree-ct"):
        runs, checks = [], []
        for i, (label, x) in enumerate(zip(("x A", "x B", "x C (< 2^192)"),
                                           xs)):
            runs.append((label, seed_hex(10 + i),
                         x.to_bytes(DH_PRIV_SZ, "big") + peer_b))
            checks.append(dh_check(x))
        cases.append(Case(op, runs, check=checks))
    cases.append(Case("dh2048-keygen",
                      [("seed %d" % i, seed_hex(20 + i), "") for i in
                       range(4)]))

    # ECC: keygen draws its secret from the DRBG (seeds differ); sign and
    # ECDH take the private scalar (the signing nonce comes from the
    # DRBG and differs too).  Third secret: top 64-bit digit zero.
    for bits in (256, 384, 521):
        short = 64 * ((bits + 63) // 64 - 1)
        cases.append(Case("ecc%d-keygen" % bits,
                          [("seed %d" % i, seed_hex(30 + i), "")
                           for i in range(3)]))
        for kind in ("sign", "ecdh"):
            cases.append(Case("ecc%d-%s" % (bits, kind), [
                ("d A", seed_hex(40), ecc_scalar(rnd, bits)),
                ("d B", seed_hex(41), ecc_scalar(rnd, bits)),
                ("d C (< 2^%d)" % short, seed_hex(42),
                 ecc_scalar(rnd, bits, below=short))]))

    # SAKKE: KMS secret z (below q, so 1016 random bits; third run: top
    # 64-bit digit zero) and SSV; encapsulation and derivation.
    def sakke_secret(bits):
        z = rnd.getrandbits(bits) | 1
        return z.to_bytes(128, "big") + rnd.getrandbits(128).to_bytes(
            16, "big")
    for op in ("sakke-encap", "sakke-derive"):
        cases.append(Case(op, [
            ("z, SSV A", seed_hex(60), sakke_secret(1016)),
            ("z, SSV B", seed_hex(61), sakke_secret(1016)),
            ("z, SSV C (z < 2^960)", seed_hex(62), sakke_secret(960))]))

    # Controls on sp_int with two 2048-bit secrets.
    ea = rnd.getrandbits(2048).to_bytes(256, "big")
    eb = rnd.getrandbits(2048).to_bytes(256, "big")
    ctl = [("e A", seed_hex(50), ea), ("e B", seed_hex(50), eb)]
    cases.append(Case("ctl-exptmod-ct", ctl))
    cases.append(Case("ctl-exptmod-nct", ctl, expect_equal=False))
    cases.append(Case("ctl-mod", ctl, expect_equal=False))
    return cases


# ---------------------------------------------------------------------------
# Running the guest
# ---------------------------------------------------------------------------

def find_qemu():
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    if runner and os.path.basename(runner[0]).startswith("qemu-riscv64"):
        exe = shutil.which(runner[0])
        return [exe] + runner[1:] if exe else None
    exe = shutil.which("qemu-riscv64")
    return [exe] if exe else None


def is_riscv64_elf(path):
    """ELF, 64-bit, machine EM_RISCV (243)."""
    try:
        with open(path, "rb") as f:
            h = f.read(20)
    except OSError:
        return False
    return (len(h) == 20 and h[:4] == b"\x7fELF" and h[4] == 2 and
            int.from_bytes(h[18:20], "little") == 243)


class Runner:
    def __init__(self, qemu, plugin, driver):
        self.qemu = qemu
        self.plugin = plugin
        self.driver = os.path.abspath(driver)

    def ops(self):
        """The ops this build of the driver has (`driver list`), or None
        when it does not run."""
        proc = subprocess.run(self.qemu + [self.driver, "list"], env={},
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=TIMEOUT, check=False)
        if proc.returncode != 0:
            return None
        return {l.split()[0] for l in
                proc.stdout.decode(errors="replace").splitlines() if l}

    def run(self, op, seed, secret, dump=None):
        """Returns (rc, {"TRACE": [...], "PUBLIC": str, ...}, text)."""
        spec = self.plugin + ((",dump=" + dump) if dump else "")
        sec = secret.hex() if secret else "00"
        cmd = self.qemu + ["-plugin", spec, self.driver, op, seed, sec]
        proc = subprocess.run(cmd, env={}, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=TIMEOUT,
                              check=False)
        out = {"TRACE": []}
        text = proc.stdout.decode(errors="replace")
        for line in (text + proc.stderr.decode(errors="replace")
                     ).splitlines():
            w = line.split(None, 1)
            if not w:
                continue
            if w[0] == "WC_TRACE":
                out["TRACE"].append(w[1].strip())
            elif w[0] in ("PUBLIC", "RESULT") and len(w) == 2:
                out[w[0]] = w[1].strip()
            elif w[0] == "OK":
                out["OK"] = True
        return proc.returncode, out, text


def first_divergence(path_a, path_b, keep=4096):
    """(line number, the last `keep` instruction pcs before it, line a,
    line b), or None when the dumps are equal."""
    recent = collections.deque(maxlen=keep)
    with open(path_a, encoding="ascii") as fa, \
            open(path_b, encoding="ascii") as fb:
        for num, (la, lb) in enumerate(zip(fa, fb), 1):
            if la != lb:
                return num, list(recent), la.strip(), lb.strip()
            if la.startswith("I "):
                recent.append(la.split()[1])
    return None


def symbolize(driver, pcs):
    """{pc: "function (file:line)"} via riscv64-linux-gnu-addr2line, or
    None when it is not installed."""
    tool = shutil.which("riscv64-linux-gnu-addr2line")
    if not tool or not pcs:
        return None
    uniq = sorted(set(pcs))
    proc = subprocess.run([tool, "-f", "-e", driver] + uniq,
                          stdout=subprocess.PIPE, check=False)
    lines = proc.stdout.decode(errors="replace").splitlines()
    names = {}
    for i, pc in enumerate(uniq):
        if 2 * i + 1 < len(lines):
            names[pc] = "%s (%s)" % (lines[2 * i],
                                     os.path.basename(lines[2 * i + 1]))
    return names


def diagnose(runner, case, a, b, directory):
    """Dump both runs and print the functions executed just before the
    first difference (most recent last): the call path into the leak."""
    os.makedirs(directory, exist_ok=True)
    paths = []
    for label, seed, secret in (a, b):
        path = os.path.join(directory, "%s-%s.dump" % (
            case.op, "".join(c if c.isalnum() else "_" for c in label)))
        runner.run(case.op, seed, secret, dump=path)
        paths.append(path)
    div = first_divergence(*paths)
    if div is None:
        print("  diagnose: dumps do not differ (%s, %s)" % tuple(paths))
        return
    num, recent, la, lb = div
    print("  diagnose: dumps %s and %s first differ at line %d:"
          % (paths[0], paths[1], num))
    print("    %s  |  %s" % (la, lb))
    extra = [w.split()[1] for w in (la, lb) if w.startswith("I ")]
    names = symbolize(runner.driver, recent + extra)
    if names is None:
        print("    (riscv64-linux-gnu-addr2line not found; last pcs: %s)"
              % " ".join(recent[-4:]))
        return
    path = []
    for pc in recent:
        name = names.get(pc, pc).split(" ")[0]
        if not path or path[-1] != name:
            path.append(name)
    print("    functions before the divergence (most recent last):")
    for name in path[-12:]:
        print("      " + name)
    for pc in extra:
        print("    diverging instruction %s: %s" % (pc, names.get(pc, "?")))


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

def run_case(runner, case, args, counts):
    results = []
    for i, (label, seed, secret) in enumerate(case.runs):
        rc, out, text = runner.run(case.op, seed, secret)
        ok = rc == 0 and out.get("OK") and len(out["TRACE"]) == 1
        if ok and case.check is not None:
            ok = case.check[i](out)
        if not ok:
            print("FAIL %s (%s): driver run failed (rc %d): %s"
                  % (case.op, label, rc, text.strip()[-300:]))
            counts[1] += 1
            return
        results.append((label, seed, secret, out))
    base = results[0]
    compared = 0
    for other in results[1:]:
        if other[3].get("PUBLIC") != base[3].get("PUBLIC"):
            print("note %s: %s and %s have different public outputs "
                  "(%s / %s), not compared"
                  % (case.op, base[0], other[0], base[3].get("PUBLIC"),
                     other[3].get("PUBLIC")))
            continue
        compared += 1
        same = base[3]["TRACE"] == other[3]["TRACE"]
        ta = base[3]["TRACE"][0].split()
        tb = other[3]["TRACE"][0].split()
        desc = "%s vs %s: %s %s insns" % (base[0], other[0], ta[0], ta[1])
        if not same:
            desc = "%s vs %s: %s %s insns / %s %s insns" % (
                base[0], other[0], ta[0], ta[1], tb[0], tb[1])
        if same == case.expect_equal:
            print("PASS %s (%s)%s" % (case.op, desc,
                  "" if case.expect_equal else " [control: differ]"))
            counts[0] += 1
        else:
            print("FAIL %s (%s): traces %s" % (
                case.op, desc, "differ" if case.expect_equal
                else "are equal but this control must differ"))
            counts[1] += 1
            if args.diagnose and case.expect_equal:
                diagnose(runner, case, base[:3], other[:3], args.diagnose)
    if compared == 0:
        print("FAIL %s: no two runs with equal public outputs" % case.op)
        counts[1] += 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("driver", nargs="?")
    ap.add_argument("--plugin")
    ap.add_argument("--only")
    ap.add_argument("--diagnose", metavar="DIR")
    args = ap.parse_args()

    builddir = os.environ.get("WOLFSSL_BUILDDIR", ".")
    driver = args.driver or os.path.join(builddir, "tests",
                                         "ct_trace_driver")
    plugin = args.plugin or os.path.join(builddir, "scripts", "qemu",
                                         "libct_trace.so")
    if not is_riscv64_elf(driver):
        print("SKIP: %s is not a riscv64 program" % driver)
        return SKIP
    qemu = find_qemu()
    if qemu is None or not os.path.isfile(plugin):
        print("SKIP: qemu-riscv64 or %s missing" % plugin)
        return SKIP
    runner = Runner(qemu, os.path.abspath(plugin), driver)
    available = runner.ops()
    if available is None:
        print("FAIL: %s list did not run" % driver)
        print("0 passed, 1 failed")
        return 1

    counts = [0, 0]
    for case in build_cases():
        if args.only and args.only not in case.op:
            continue
        if case.op not in available:
            print("skip %s (not in this build)" % case.op)
            continue
        run_case(runner, case, args, counts)
    print("%d passed, %d failed" % (counts[0], counts[1]))
    return 0 if counts[1] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
