#!/usr/bin/env python3
"""Differential test of the generic multi-precision integer (sp_int).

Generates random and edge-case inputs for every sp_int operation, computes
the expected answers with Python integers, runs them through the C driver
(tests/diff/sp_int_driver.c, one process per operation) and compares line by
line.  Prints `N passed, M failed` and exits non-zero on any failure.

Usage:
    sp_int_diff.py [DRIVER] [--seed N] [--quick] [--count N] [--only OPS]

DRIVER defaults to $WOLFSSL_BUILDDIR/tests/diff/sp_int_driver (WOLFSSL_BUILDDIR
defaults to "."); it is run as `$WOLFSSL_TEST_RUNNER DRIVER`, e.g. with
WOLFSSL_TEST_RUNNER="qemu-riscv64 -L /usr/riscv64-linux-gnu".

Semantics checked (see wolfssl/wolfcrypt/sp_int.h): division truncates
toward zero, sp_mod and the *mod functions return values with the sign of
the modulus, shifts act on the magnitude and keep the sign, results that do
not fit (SP_INT_DIGITS digits) give MP_VAL (E-3).
"""

import argparse
import math
import os
import random
import shlex
import subprocess
import sys
import time

E_VAL = "E-3"

# Decimal conversions of values up to 16,000 bits.
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

# ---------------------------------------------------------------------------
# Reference helpers
# ---------------------------------------------------------------------------

SMALL_PRIMES = []
_n = 2
while len(SMALL_PRIMES) < 256:
    if all(_n % p for p in SMALL_PRIMES):
        SMALL_PRIMES.append(_n)
    _n += 1


def jacobi(a, n):
    """The Jacobi symbol (a/n) for odd n > 0 (textbook algorithm)."""
    a %= n
    s = 1
    while a:
        while a % 2 == 0:
            a //= 2
            if n % 8 in (3, 5):
                s = -s
        a, n = n, a
        if a % 4 == 3 and n % 4 == 3:
            s = -s
        a %= n
    return s if n == 1 else 0


def hx(v):
    return ("-" if v < 0 else "") + format(abs(v), "x")


def sgn(v):
    return -1 if v < 0 else 1


def mr_round(n, b):
    """Strong probable-prime test of odd n > 3 to base b."""
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    y = pow(b, d, n)
    if y == 1 or y == n - 1:
        return True
    for _ in range(s - 1):
        y = y * y % n
        if y == n - 1:
            return True
        if y == 1:
            return False
    return False


def sp_prime_fixed(n, t):
    """What sp_prime_is_prime(n, t) must answer: trial division by the
    first 256 primes, then Miller-Rabin with the first t primes as bases."""
    if n < 2:
        return 0
    if n <= SMALL_PRIMES[-1]:
        return 1 if n in SMALL_PRIMES else 0
    for p in SMALL_PRIMES:
        if n % p == 0:
            return 0
    for b in SMALL_PRIMES[:t]:
        if not mr_round(n, b):
            return 0
    return 1


_PRIME_MEMO = {}


def is_prime(n):
    """Probable prime: deterministic below 3.3e24 (bases up to 41), plus
    random bases above (remembered: the pools repeat values)."""
    if n not in _PRIME_MEMO:
        _PRIME_MEMO[n] = _is_prime(n, random.Random(n))
    return _PRIME_MEMO[n]


def _is_prime(n, rnd):
    if n < 2:
        return False
    for p in SMALL_PRIMES[:60]:
        if n % p == 0:
            return n == p
    for b in SMALL_PRIMES[:13]:
        if not mr_round(n, b):
            return False
    if n < 3317044064679887385961981:
        return True
    for _ in range(12):
        if not mr_round(n, rnd.randrange(2, n - 1)):
            return False
    return True


def gen_prime(rnd, bits):
    while True:
        n = rnd.getrandbits(bits) | (1 << (bits - 1)) | 1
        if is_prime(n):
            return n


def pi_fixed(bits):
    """floor(pi * 2^bits) by Machin's formula with guard bits."""
    g = bits + 32
    one = 1 << g

    def arctan_inv(x):
        total, term, k, x2 = 0, one // x, 1, x * x
        while term:
            total += term // k if (k // 2) % 2 == 0 else -(term // k)
            term //= x2
            k += 2
        return total
    return (16 * arctan_inv(5) - 4 * arctan_inv(239)) >> 32


def modp_prime(bits, k):
    """RFC 2409/3526 MODP group prime 2^n - 2^(n-64) - 1 +
    2^64 * (floor(2^(n-130) pi) + k)."""
    return (2 ** bits - 2 ** (bits - 64) - 1 +
            2 ** 64 * (pi_fixed(bits - 130) + k))


# Strong pseudoprimes to every prime base up to the given bound, all of
# whose factors exceed the trial-division table (so only Miller-Rabin can
# reject them), and a few Carmichael numbers (published values).
SPSP = [3825123056546413051, 318665857834031151167461,
        3317044064679887385961981, 2152302898747, 3474749660383,
        341550071728321, 3215031751, 25326001, 1373653, 2047, 3277,
        4033, 4681, 8321, 561, 41041, 825265, 321197185, 5394826801,
        232250619601, 9746347772161, 1436697831295441,
        60977817398996785, 7156857700403137441]
MERSENNE_EXP = [61, 89, 107, 127, 521, 607, 1279, 2203, 2281, 3217, 4253,
                4423]
MODP_K = {768: 149686, 1024: 129093, 1536: 741804, 2048: 124476,
          3072: 1690314, 4096: 240904, 6144: 929484, 8192: 4743158}


# ---------------------------------------------------------------------------
# Input generation
# ---------------------------------------------------------------------------

class Gen:
    """Random operands biased toward edge cases."""

    def __init__(self, rnd, w, maxbits):
        self.r = rnd
        self.w = w
        self.maxbits = maxbits

    def bits(self, lo=1, hi=None, big=0.05):
        """A size in bits: mostly small and medium, a tail up to hi,
        extra weight on digit boundaries."""
        hi = self.maxbits if hi is None else hi
        r = self.r.random()
        if r < 0.15:
            b = self.w * self.r.randint(1, 4) + self.r.choice([-1, 0, 0, 1])
        else:
            if r < 0.45:
                span = (1, 128)
            elif r < 0.75:
                span = (129, 640)
            elif r < 1.0 - big:
                span = (641, 2048)
            else:
                span = (2049, hi)
            b = self.r.randint(min(span[0], hi), max(min(span[1], hi), 1))
        return max(lo, min(hi, b))

    def value(self, bits):
        """A value of exactly `bits` bits (0 bits: zero), with edge
        shapes: all ones, powers of two, digits that are all ones or zero,
        and plain random."""
        if bits <= 0:
            return 0
        r = self.r.random()
        if r < 0.06:
            return (1 << bits) - 1
        if r < 0.10:
            return 1 << (bits - 1)
        if r < 0.14:
            return (1 << (bits - 1)) + \
                self.r.getrandbits(8) % (1 << (bits - 1))
        if r < 0.30:
            # Digit-structured: each digit all ones, zero, one or random.
            v = 0
            nd = (bits + self.w - 1) // self.w
            for _ in range(nd):
                c = self.r.random()
                if c < 0.35:
                    d = (1 << self.w) - 1
                elif c < 0.55:
                    d = 0
                elif c < 0.65:
                    d = 1
                elif c < 0.75:
                    d = 1 << (self.w - 1)
                else:
                    d = self.r.getrandbits(self.w)
                v = (v << self.w) | d
            v &= (1 << bits) - 1
            return v | (1 << (bits - 1))
        return self.r.getrandbits(bits) | (1 << (bits - 1))

    def num(self, lo=1, hi=None, zero=0.03, big=0.05):
        if self.r.random() < zero:
            return self.r.choice([0, 0, 1, 2])
        return self.value(self.bits(lo, hi, big))

    def signed(self, neg=0.3, **kw):
        v = self.num(**kw)
        return -v if self.r.random() < neg else v

    def near(self, m):
        """A value close to m or to one of its small multiples."""
        k = self.r.choice([0, 1, 1, 2, 3])
        return max(0, k * m + self.r.randint(-3, 3))

    def mod_operand(self, m, neg=0.2):
        """An operand for modular ops with modulus m: random of various
        sizes, near multiples of m, or reduced."""
        r = self.r.random()
        if r < 0.2:
            v = self.near(m)
        elif r < 0.6:
            v = self.r.randrange(0, m) if m > 0 else 0
        else:
            v = self.num(big=0.02)
        return -v if self.r.random() < neg else v


# ---------------------------------------------------------------------------
# Test case builders: each returns a list of (input line, expected line)
# ---------------------------------------------------------------------------

class Cases:
    def __init__(self, gen, info, count):
        self.g = gen
        self.r = gen.r
        self.w, self.spbits, self.digits = info
        self.count = count
        self.maxval_bits = self.digits * self.w

    def du(self, v):
        """Digits of |v|."""
        return (abs(v).bit_length() + self.w - 1) // self.w

    def fits(self, v):
        return self.du(v) <= self.digits

    def alias(self, frac=1.0):
        return "!" if self.r.random() < frac else ""

    # -- arithmetic --------------------------------------------------------
    def c_add(self):
        out = []
        for _ in range(self.count):
            a = self.g.signed()
            b = self.r.choice([a, -a, self.g.signed(), a + 1, a - 1,
                               self.g.signed()])
            out.append(("add! %s %s" % (hx(a), hx(b)), hx(a + b)))
        return out

    def c_sub(self):
        out = []
        for _ in range(self.count):
            a = self.g.signed()
            b = self.r.choice([a, -a, self.g.signed(), a + 1, a - 1,
                               self.g.signed()])
            out.append(("sub! %s %s" % (hx(a), hx(b)), hx(a - b)))
        return out

    def c_mul(self):
        out = []
        for i in range(self.count):
            if i % 100 == 0:
                # Oversized: digit counts add up beyond SP_INT_DIGITS.
                a = self.g.value(self.r.randint(self.maxval_bits // 2,
                                                self.maxval_bits - 1))
                b = self.g.value(self.r.randint(self.maxval_bits // 2,
                                                self.maxval_bits - 1))
            else:
                a = self.g.signed()
                b = self.r.choice([a, self.g.signed(), self.g.signed()])
            if a == 0 or b == 0:
                exp = "0"
            elif self.du(a) + self.du(b) > self.digits:
                exp = E_VAL
            else:
                exp = hx(a * b)
            out.append(("mul! %s %s" % (hx(a), hx(b)), exp))
        return out

    def c_sqr(self):
        out = []
        for i in range(self.count):
            if i % 200 == 0:
                a = self.g.value(self.r.randint(self.maxval_bits // 2 + 64,
                                                self.maxval_bits))
            else:
                a = self.g.signed()
            exp = E_VAL if 2 * self.du(a) > self.digits else hx(a * a)
            out.append(("sqr! %s" % hx(a), exp))
        return out

    def _divisor(self, a):
        r = self.r.random()
        if r < 0.02:
            return 0
        if r < 0.1:
            return self.r.choice([1, -1, 2, a, a + 1, a - 1, -a])
        if r < 0.3 and a != 0:
            # Divisor a little shorter than the dividend.
            bl = abs(a).bit_length()
            return sgn(a) * self.g.value(max(1, bl - self.r.randint(0, 70)))
        return self.g.signed()

    def _knuth_edge(self):
        """(a, d) that reach the rare paths of long division (Knuth's
        algorithm D) with digits of w bits:
          - add-back: d = dtop * B^(n-2) + low (top digit >= B/2, low > 0)
            and a = q * dtop * B^(n-2) * B^k + small: the two-digit
            estimate of the first quotient digit is q, the true digit q-1;
          - equal top digits: a = (d - 1) * B^k + r makes a later partial
            remainder start with d's top digit (estimate B - 1)."""
        r, B = self.r, 1 << self.w
        n = r.randint(2, 6)
        k = r.randint(0, 3)
        if r.random() < 0.6:
            n = max(n, 3)
            dtop = r.randrange(B // 2, B) * B + r.randrange(B)
            low = r.randrange(1, B ** (n - 2))
            d = dtop * B ** (n - 2) + low
            q = r.randrange(2, B)
            a = q * dtop * B ** (n - 2) * B ** k + r.randrange(B ** k)
        else:
            d = r.randrange(B // 2, B) * B ** (n - 1) + \
                r.randrange(B ** (n - 1))
            k = max(k, 1)
            a = (d - 1) * B ** k + r.randrange(B ** k)
        if r.random() < 0.5:
            # Unnormalised: shift both so division normalises again.
            s = r.randint(1, self.w - 1)
            d >>= s
            a >>= s
        return (-a if r.random() < 0.2 else a), \
            (-d if r.random() < 0.2 else d)

    def c_div(self):
        out = []
        for i in range(self.count):
            a = self.g.signed()
            d = self._divisor(a)
            if i % 10 == 0:
                a, d = self._knuth_edge()
            if d == 0:
                exp = E_VAL
            else:
                q = abs(a) // abs(d) * sgn(a) * sgn(d)
                exp = "%s %s" % (hx(q), hx(a - q * d))
            out.append(("div! %s %s" % (hx(a), hx(d)), exp))
        return out

    def c_mod(self):
        out = []
        for i in range(self.count):
            a = self.g.signed()
            m = self._divisor(a)
            if i % 10 == 0:
                a, m = self._knuth_edge()
            exp = E_VAL if m == 0 else hx(a % m)
            out.append(("mod! %s %s" % (hx(a), hx(m)), exp))
        return out

    def _modulus(self, odd=None, pos=True, big=0.05):
        m = self.g.num(big=big)
        if odd is True:
            m |= 1
        elif odd is False:
            m &= ~1
        if m == 0:
            m = 1 if odd is not False else 2
        if not pos and self.r.random() < 0.15:
            m = -m
        return m

    def _modop(self, name, f, two=True, ct=False, odd=None):
        out = []
        for i in range(self.count):
            m = self._modulus(odd=odd, pos=ct)
            if not ct and i % 200 == 0:
                m = 0
            if ct:
                a = self.r.randrange(0, m) if self.r.random() < 0.85 else \
                    self.r.choice([0, m - 1])
                b = self.r.randrange(0, m) if self.r.random() < 0.85 else \
                    self.r.choice([0, m - 1, a])
            else:
                a = self.g.mod_operand(abs(m))
                b = self.r.choice([a, self.g.mod_operand(abs(m)),
                                   self.g.mod_operand(abs(m))])
            exp = E_VAL if m == 0 else hx(f(a, b) % m)
            if two:
                line = "%s! %s %s %s" % (name, hx(a), hx(b), hx(m))
            else:
                line = "%s! %s %s" % (name, hx(a), hx(m))
            out.append((line, exp))
        return out

    def c_addmod(self):
        return self._modop("addmod", lambda a, b: a + b)

    def c_submod(self):
        return self._modop("submod", lambda a, b: a - b)

    def c_mulmod(self):
        return self._modop("mulmod", lambda a, b: a * b)

    def c_sqrmod(self):
        return self._modop("sqrmod", lambda a, b: a * a, two=False)

    def c_addmodct(self):
        return self._modop("addmodct", lambda a, b: a + b, ct=True)

    def c_submodct(self):
        return self._modop("submodct", lambda a, b: a - b, ct=True)

    def c_div2modct(self):
        out = []
        for _ in range(self.count):
            m = self._modulus(odd=True)
            a = self.r.randrange(0, m) if self.r.random() < 0.9 else m - 1
            exp = hx((a + (a & 1) * m) // 2)
            out.append(("div2modct! %s %s" % (hx(a), hx(m)), exp))
        return out

    # -- exponentiation ----------------------------------------------------
    def _exp_case(self, i, n, allow_even=True):
        """(b, e, m) for case i of n: mostly small and medium moduli, a
        few hundred of 2048-8192 bits (mostly with short exponents)."""
        r = self.r
        frac = i / n
        if frac < 0.88:
            mbits = r.randint(1, 256)
            ebits = r.randint(0, 256)
        elif frac < 0.975:
            mbits = r.randint(257, 1024)
            ebits = r.randint(0, 256) if r.random() < 0.7 else \
                r.randint(257, mbits)
        elif frac < 0.997:
            mbits = r.randint(1025, self.spbits)
            ebits = r.randint(1, 80)
        elif i % 7 != 0:
            mbits = r.choice([2048, 3072, 4096, 2047, 2049, 1536])
            ebits = mbits
        else:
            # Largest modulus with the largest window (and, once, the
            # largest exponent).
            mbits = self.spbits
            ebits = r.randint(385, 448) if i != n - 1 else mbits
        m = self.g.value(mbits)
        if not allow_even or r.random() < 0.85:
            m |= 1
        if m == 0:
            m = 1
        e = self.g.value(ebits) if ebits > 0 else 0
        rb = r.random()
        if rb < 0.05:
            b = r.choice([0, 1, 2, m - 1, m, m + 1])
        elif rb < 0.15:
            b = -self.g.mod_operand(m, neg=0)
        else:
            b = self.g.mod_operand(m, neg=0.05)
        return b, e, m

    def _exp_expect(self, b, e, m):
        if m <= 0 or e < 0 or self.du(m) > (self.spbits + self.w - 1) // \
                self.w:
            return E_VAL
        return hx(pow(b, e, m))

    def _exptmod(self, name):
        out = []
        n = self.count
        for i in range(n):
            b, e, m = self._exp_case(i, n)
            if i % 500 == 1:
                m = self.r.choice([0, -m, m])
            if i % 500 == 2:
                e = -e if e else -1
            if i % 1000 == 3:
                m = self.g.value(self.spbits + self.r.randint(1, 200)) | 1
                e = self.r.randint(0, 5)
            small = m.bit_length() <= 512 and e.bit_length() <= 512
            line = "%s%s %s %s %s" % (name, self.alias(0.3 if small else 0),
                                      hx(b), hx(e), hx(m))
            out.append((line, self._exp_expect(b, e, m)))
        return out

    def c_exptmod(self):
        return self._exptmod("exptmod")

    def c_exptmodnct(self):
        return self._exptmod("exptmodnct")

    def c_exptmodex(self):
        out = []
        n = self.count
        for i in range(n):
            b, e, m = self._exp_case(i, n)
            if m.bit_length() > 1024:
                e &= (1 << 64) - 1
            du = self.du(e)
            digits = du + self.r.choice([0, 0, 1, 2, 5])
            if i % 100 == 7:
                digits = du - 1 if du > 0 else -1
            exp = E_VAL if digits < du else self._exp_expect(b, e, m)
            out.append(("exptmodex %s %s %d %s" % (hx(b), hx(e), digits,
                                                   hx(m)), exp))
        return out

    def c_invmod(self, name="invmod"):
        out = []
        n = self.count
        for i in range(n):
            frac = i / n
            if frac < 0.9:
                mb = self.r.randint(1, 256)
            elif frac < 0.98:
                mb = self.r.randint(257, 1024)
            elif frac < 0.997:
                mb = self.r.randint(1025, 2048)
            else:
                mb = self.r.randint(2049, self.spbits)
            m = self.g.value(mb)
            if self.r.random() < 0.75:
                m |= 1
            if i % 300 == 5:
                m = self.r.choice([0, 1, -7, -m])
            a = self.g.mod_operand(abs(m) if m else 1)
            if self.r.random() < 0.05:
                a = self.r.choice([0, 1, 2, -1, m - 1, m + 1])
            if m <= 1 or math.gcd(a, m) != 1:
                exp = E_VAL
            else:
                exp = hx(pow(a, -1, m))
            alias = self.alias(0.3 if mb < 300 else 0)
            out.append(("%s%s %s %s" % (name, alias, hx(a), hx(m)), exp))
        return out

    def c_invmodnct(self):
        return self.c_invmod("invmodnct")

    def c_gcd(self):
        out = []
        for _ in range(self.count):
            g = self.g.num(hi=512)
            a = g * self.g.signed(hi=2048)
            b = g * self.g.signed(hi=2048)
            if self.r.random() < 0.3:
                a, b = self.g.signed(), self.g.signed()
            if self.r.random() < 0.05:
                a = 0
            out.append(("gcd! %s %s" % (hx(a), hx(b)), hx(math.gcd(a, b))))
        return out

    def c_jacobi(self):
        """sp_jacobi runs batches of w - 2 binary steps on one-word
        approximations (top and low bits), so besides random pairs the
        cases aim at what approximations get wrong: a and n agreeing in
        their top bits or words, long runs of zero or one bits, a much
        shorter than n, sizes at digit boundaries, common factors, and
        the edges a = 0, 1, n - 1 and n = 1."""
        out = []
        w = self.g.w
        top = min(self.g.maxbits, 4096)
        for i in range(self.count):
            kind = i % 10
            n = self._modulus(odd=True)
            if kind == 1:                      # modulus 1 .. top bits
                n = self.r.getrandbits(self.r.randint(1, top)) | 1
            elif kind == 2:                    # digit boundaries
                b = w * self.r.randint(1, top // w) + \
                    self.r.choice([-1, 0, 0, 1])
                n = self.g.value(max(1, min(b, top))) | 1
            elif kind == 3:                    # safe-prime shape
                b = self.r.choice([1024, 2048, 3072, 4096, 64, 65, 128])
                n = ((1 << min(b, top)) - 1) ^ \
                    (self.r.getrandbits(self.r.randint(1, 64)) << 1)
            r = self.r.random()
            if kind in (0, 1, 2, 3) and r < 0.8:
                a = self.r.randrange(0, n)
            elif kind == 4:                    # shares a factor with n
                f = self.g.num(hi=self.r.choice([16, 64, 300])) | 1
                n = (self.g.num(hi=top - 300) | 1) * f
                a = f * self.r.randrange(0, max(1, n // f))
                if self.r.random() < 0.2:      # gcd is n's only factor
                    a = f * self.r.choice([1, 3, 5])
                    n = f * f * 3
                    a %= n
            elif kind == 5:                    # top bits agree
                d = self.r.getrandbits(self.r.randint(0, 3 * w))
                a = (n - 1 - d) if d < n - 1 else 1
                if self.r.random() < 0.5:      # top word equal, rest not
                    b = n.bit_length()
                    lo = max(b - w, 1)
                    a = ((n >> lo) << lo) | self.r.getrandbits(lo)
                    a %= n
            elif kind == 6:                    # a much shorter than n
                a = self.r.getrandbits(self.r.randint(0, 2 * w)) % n
            elif kind == 7:                    # runs of zero / one bits
                b = max(n.bit_length() - 1, 1)
                hi = self.r.randint(1, b)
                a = (1 << hi) + self.r.choice(
                    [0, 1, -1, self.r.getrandbits(8)])
                if self.r.random() < 0.3:
                    a = (1 << hi) - 1
                a %= n
            elif kind == 8:                    # a = n / 2^j, roughly
                j = self.r.randint(0, 2 * w)
                a = ((n >> j) ^ self.r.getrandbits(self.r.randint(0, 12))) \
                    % n
            else:
                a = self.r.choice([0, 1, 2, n - 1, n - 2, n // 2,
                                   (n + 1) // 2, pow(self.r.randrange(n),
                                                     2, n)]) % n
            if i % 97 == 0:
                n = self.r.choice([1, 3, 5, 7, (1 << w) - 1, (1 << w) + 1])
                a = self.r.randrange(0, n)
            a %= n
            exp = str(jacobi(a, n))
            if i % 200 == 199:
                a, exp = n, E_VAL                 # a >= n
            elif i % 200 == 198:
                n, exp = n + 1, E_VAL             # even n
            out.append(("jacobi %s %s" % (hx(a), hx(n)), exp))
        return out

    def c_lcm(self):
        out = []
        for _ in range(self.count):
            g = self.g.num(hi=512)
            a = g * self.g.signed(hi=2048)
            b = g * self.g.signed(hi=2048)
            if self.r.random() < 0.3:
                a, b = self.g.signed(hi=4096), self.g.signed(hi=4096)
            if self.r.random() < 0.03:
                b = 0
            exp = E_VAL if a == 0 or b == 0 else hx(abs(a * b) //
                                                     math.gcd(a, b))
            out.append(("lcm! %s %s" % (hx(a), hx(b)), exp))
        return out

    # -- Montgomery --------------------------------------------------------
    def c_montred(self):
        out = []
        for _ in range(self.count):
            m = self._modulus(odd=True)
            R = 1 << (self.w * self.du(m))
            r = self.r.random()
            if r < 0.6:
                a = self.r.randrange(0, m) * self.r.randrange(0, m)
            elif r < 0.9:
                a = self.r.randrange(0, m * R)
            else:
                a = self.r.choice([0, 1, m * R - 1, m - 1])
            exp = hx(a * pow(R, -1, m) % m) if m > 1 else "0"
            out.append(("montred %s %s" % (hx(a), hx(m)), exp))
        return out

    def c_montnorm(self):
        out = []
        for i in range(self.count):
            m = self._modulus()
            exp = hx((1 << (self.w * self.du(m))) % m)
            if i % 500 == 0:
                m, exp = 0, E_VAL
            out.append(("montnorm %s" % hx(m), exp))
        return out

    def c_montsetup(self):
        out = []
        for _ in range(self.count):
            m = self._modulus()
            B = 1 << self.w
            exp = E_VAL if m % 2 == 0 else hx((-pow(m, -1, B)) % B)
            out.append(("montsetup %s" % hx(m), exp))
        return out

    def c_invmontct(self):
        out = []
        pool = [p for p in self.prime_pool if p > 2]
        for _ in range(self.count):
            m = self.r.choice(pool)
            R = 1 << (self.w * self.du(m))
            aM = self.r.randrange(0, m) if self.r.random() < 0.95 else \
                self.r.choice([0, 1, m - 1])
            a = aM * pow(R, -1, m) % m
            # 0 has no inverse: MP_VAL (as upstream), not 0^(m-2) = 0.
            exp = E_VAL if aM == 0 else hx(pow(a, m - 2, m) * R % m)
            out.append(("invmontct %s %s" % (hx(aM), hx(m)), exp))
        return out

    # -- shifts ------------------------------------------------------------
    def _shift_amount(self):
        r = self.r.random()
        if r < 0.3:
            return self.r.randint(0, 2 * self.w + 1)
        if r < 0.5:
            return self.w * self.r.randint(0, 8) + self.r.choice([-1, 0, 1])
        return self.r.randint(0, 9000)

    def c_rshb(self):
        out = []
        for _ in range(self.count):
            a, n = self.g.signed(), max(0, self._shift_amount())
            out.append(("rshb %s %d" % (hx(a), n), hx(sgn(a) *
                                                      (abs(a) >> n))))
        return out

    def c_mul2d(self):
        out = []
        for i in range(self.count):
            a, n = self.g.signed(), max(0, self._shift_amount())
            if i % 400 == 0:
                n = -1
            v = sgn(a) * (abs(a) << max(n, 0))
            exp = E_VAL if n < 0 or not self.fits(v) else hx(v)
            out.append(("mul2d %s %d" % (hx(a), n), exp))
        return out

    def c_div2d(self):
        out = []
        for _ in range(self.count):
            a, n = self.g.signed(), max(0, self._shift_amount())
            exp = "%s %s" % (hx(sgn(a) * (abs(a) >> n)),
                             hx(sgn(a) * (abs(a) & ((1 << n) - 1))))
            out.append(("div2d %s %d" % (hx(a), n), exp))
        return out

    def c_mod2d(self):
        out = []
        for _ in range(self.count):
            a, n = self.g.signed(), max(0, self._shift_amount())
            out.append(("mod2d %s %d" % (hx(a), n),
                        hx(sgn(a) * (abs(a) & ((1 << n) - 1)))))
        return out

    def c_lshd(self):
        out = []
        for _ in range(self.count):
            a = self.g.signed()
            s = self.r.randint(0, 140)
            v = a << (self.w * s)
            out.append(("lshd %s %d" % (hx(a), s),
                        hx(v) if self.fits(v) else E_VAL))
        return out

    def c_rshd(self):
        out = []
        for _ in range(self.count):
            a = self.g.signed()
            c = self.r.randint(-2, 140)
            v = sgn(a) * (abs(a) >> (self.w * max(c, 0)))
            out.append(("rshd %s %d" % (hx(a), c), hx(v)))
        return out

    def c_mul2(self):
        out = []
        for _ in range(self.count):
            a = self.g.signed()
            out.append(("mul2! %s" % hx(a), hx(2 * a)))
        return out

    def c_div2(self):
        out = []
        for _ in range(self.count):
            a = self.g.signed()
            out.append(("div2! %s" % hx(a), hx(sgn(a) * (abs(a) >> 1))))
        return out

    # -- bits --------------------------------------------------------------
    def c_bits(self):
        out = []
        for _ in range(self.count):
            a = self.g.signed(zero=0.05)
            m = abs(a)
            lsb = (m & -m).bit_length() - 1 if m else 0
            bl = m.bit_length()
            lead = 1 if bl and bl % 8 == 0 else 0
            out.append(("cntbits %s" % hx(a), str(bl)))
            out.append(("cntlsb %s" % hx(a), str(lsb)))
            out.append(("leadbit %s" % hx(a), str(lead)))
            b = self.r.randint(0, bl + 70)
            out.append(("isbitset %s %d" % (hx(a), b), str((m >> b) & 1)))
            pred = "%d %d %d %d %d" % (a == 0, a == 1, a % 2 == 0,
                                       a % 2 == 1, a < 0)
            out.append(("iszero %s" % hx(a), pred))
        return out

    def c_setbit(self):
        out = []
        for i in range(self.count):
            a = self.g.signed()
            b = self.r.randint(0, max(a.bit_length() + 70, 200))
            if i % 300 == 0:
                b = self.r.choice([-1, self.maxval_bits,
                                   self.maxval_bits - 1])
            if b < 0 or b >= self.maxval_bits:
                exp = E_VAL
            else:
                exp = hx(sgn(a) * (abs(a) | (1 << b)))
            out.append(("setbit %s %d" % (hx(a), b), exp))
            e = self.r.randint(0, self.maxval_bits + 10)
            out.append(("2expt %s" % hx(e), hx(1 << e) if
                        e < self.maxval_bits else E_VAL))
        return out

    def c_cmp(self):
        out = []
        for _ in range(self.count):
            a = self.g.signed()
            b = self.r.choice([a, -a, a + 1, a - 1, self.g.signed(),
                               a ^ (1 << self.r.randint(0, 64))])
            c = (a > b) - (a < b)
            cm = (abs(a) > abs(b)) - (abs(a) < abs(b))
            out.append(("cmp %s %s" % (hx(a), hx(b)), str(c)))
            out.append(("cmpmag %s %s" % (hx(a), hx(b)), str(cm)))
            d = self.r.choice([0, 1, abs(a) & ((1 << self.w) - 1),
                               self.r.getrandbits(self.w)])
            out.append(("cmpd %s %x" % (hx(a), d), str((a > d) - (a < d))))
        return out

    def c_misc(self):
        """abs, neg, copy, exch, conditional swap and copy."""
        out = []
        for _ in range(self.count):
            a, b = self.g.signed(), self.g.signed()
            out.append(("abs! %s" % hx(a), hx(abs(a))))
            out.append(("neg! %s" % hx(a), hx(-a)))
            out.append(("copy %s" % hx(a), hx(a)))
            out.append(("exch %s %s" % (hx(a), hx(b)), "%s %s" % (hx(b),
                                                                   hx(a))))
            out.append(("condswap0 %s %s" % (hx(a), hx(b)),
                        "%s %s" % (hx(a), hx(b))))
            out.append(("condswap1 %s %s" % (hx(a), hx(b)),
                        "%s %s" % (hx(b), hx(a))))
            out.append(("condcopy0 %s %s" % (hx(a), hx(b)), hx(b)))
            out.append(("condcopy1 %s %s" % (hx(a), hx(b)), hx(a)))
        return out

    # -- digit ops ---------------------------------------------------------
    def _digit(self):
        return self.r.choice([0, 1, 2, 10, (1 << self.w) - 1,
                              1 << (self.w - 1), self.r.getrandbits(self.w),
                              self.r.getrandbits(self.w),
                              self.r.getrandbits(16)])

    def c_digit(self):
        out = []
        for _ in range(self.count):
            a = self.g.signed()
            if self.r.random() < 0.2:
                a = self.r.randint(-3, 3) + self.r.choice([0, 1 << self.w])
            d = self._digit()
            out.append(("addd %s %x" % (hx(a), d), hx(a + d)))
            out.append(("subd %s %x" % (hx(a), d), hx(a - d)))
            v = a * d
            out.append(("muld %s %x" % (hx(a), d),
                        hx(v) if self.fits(v) else E_VAL))
            if d == 0:
                out.append(("divd %s %x" % (hx(a), d), E_VAL))
                out.append(("modd %s %x" % (hx(a), d), E_VAL))
            else:
                q = sgn(a) * (abs(a) // d)
                out.append(("divd %s %x" % (hx(a), d),
                            "%s %x" % (hx(q), abs(a) % d)))
                out.append(("modd %s %x" % (hx(a), d), "%x" % (a % d)))
        return out

    # -- conversions -------------------------------------------------------
    def c_bytes(self):
        out = []
        maxbytes = self.digits * self.w // 8
        for i in range(self.count):
            a = self.g.signed()
            m = abs(a)
            nb = (m.bit_length() + 7) // 8
            raw = m.to_bytes(nb, "big")
            out.append(("tobin %s" % hx(a), raw.hex() or "."))
            out.append(("binsize %s" % hx(a), str(nb)))
            ln = max(0, nb + self.r.choice([-2, -1, 0, 0, 1, 5, 40]))
            exp = m.to_bytes(ln, "big").hex() if nb <= ln else E_VAL
            out.append(("tobinlen %s %d" % (hx(a), ln), exp or "."))
            exp = (m & ((1 << (8 * ln)) - 1)).to_bytes(ln, "big").hex()
            out.append(("tobinlenct %s %d" % (hx(a), ln), exp or "."))
            # Reading: leading zero bytes, empty input, oversized input.
            lead = self.r.choice([0, 0, 1, 3])
            data = b"\x00" * lead + raw
            if i % 200 == 0:
                data = bytes([0xff]) * (maxbytes + self.r.randint(1, 9))
            exp = E_VAL if len(data.lstrip(b"\x00")) > maxbytes else \
                hx(int.from_bytes(data, "big"))
            out.append(("frombin %s" % (data.hex() or "."), exp))
        return out

    def _radix16(self, a):
        if a == 0:
            return "00"
        s = format(abs(a), "X")
        if len(s) % 2:
            s = "0" + s
        return ("-" if a < 0 else "") + s

    def c_toradix(self):
        out = []
        for i in range(self.count):
            a = self.g.signed(big=0.01)
            s16, s10 = self._radix16(a), str(a)
            out.append(("toradix %s 16" % hx(a), s16))
            out.append(("toradix %s 10" % hx(a), s10))
            out.append(("radixsize %s 16" % hx(a), str(len(s16) + 1)))
            out.append(("radixsize %s 10" % hx(a), str(len(s10) + 1)))
            if i % 100 == 0:
                rad = self.r.choice([2, 8, 0, -1, 36, 64])
                out.append(("toradix %s %d" % (hx(a), rad), E_VAL))
                out.append(("radixsize %s %d" % (hx(a), rad), E_VAL))
        return out

    def c_fromradix(self):
        out = []
        lim = self.digits * self.w
        for i in range(self.count):
            a = self.g.signed(big=0.01)
            if i % 300 == 0:
                a = self.g.value(lim + self.r.randint(1, 10))
            radix = self.r.choice([16, 10])
            if radix == 16:
                s = format(abs(a), "x")
                s = "".join(c.upper() if self.r.random() < 0.5 else c
                            for c in s)
            else:
                s = str(abs(a))
            s = "0" * self.r.choice([0, 0, 0, 1, 4]) + s
            if a < 0:
                s = "-" + s
            val = a
            if i % 50 == 0:
                # Invalid characters.
                bad = self.r.choice("gGxz+/:@"
                                    if radix == 16 else "aAfgx+/:")
                pos = self.r.randint(1 if a < 0 else 0, len(s))
                s = s[:pos] + bad + s[pos:]
                val = None
            if val is None or abs(val).bit_length() > lim:
                exp = E_VAL
            else:
                exp = hx(val)
            out.append(("fromradix %d %s" % (radix, s or "."), exp))
            if i % 100 == 0:
                out.append(("fromradix %d ." % radix, "0"))
                out.append(("fromradix %d -" % radix, "0"))
                out.append(("fromradix 8 17", E_VAL))
        return out

    # -- primes ------------------------------------------------------------
    def _prime_candidate(self, i, n):
        r = self.r
        frac = i / n
        if frac < 0.4:
            return r.randint(0, 1 << 20), r.randint(1, 12)
        if frac < 0.6:
            return r.choice(self.small_primes), r.randint(1, 12)
        if frac < 0.75:
            p, q = r.choice(self.small_primes), r.choice(self.small_primes)
            return p * q, r.randint(1, 12)
        if frac < 0.85:
            return self.g.value(r.randint(21, 512)) | 1, r.randint(1, 8)
        if frac < 0.95:
            return r.choice(SPSP), r.randint(1, 16)
        if frac < 0.999:
            return r.choice(self.prime_pool), r.randint(1, 3)
        return r.choice(self.big_primes), 1

    def c_prime(self):
        out = []
        n = self.count
        for i in range(n):
            v, t = self._prime_candidate(i, n)
            if i % 500 == 0:
                v = -v
            if i % 700 == 0:
                t = self.r.choice([0, -1, 257])
            exp = E_VAL if t < 1 or t > 256 else str(sp_prime_fixed(v, t))
            out.append(("prime %s %d" % (hx(v), t), exp))
        return out

    def c_primeex(self):
        out = []
        n = self.count
        for i in range(n):
            v, t = self._prime_candidate(i, n)
            pr = is_prime(v)
            if not pr and v > SMALL_PRIMES[-1] and sp_prime_fixed(v, 1):
                # Composite that only Miller-Rabin can reject: enough
                # random rounds that a false "prime" is (4^-24) unlikely.
                t = 24
            if i % 700 == 0:
                t = self.r.choice([0, -1])
            exp = E_VAL if t < 1 else str(int(pr))
            out.append(("primeex %s %d" % (hx(v), t), exp))
        return out

    def c_randprime(self):
        """Checked by predicate, not by value: see check_randprime."""
        out = []
        n = self.count
        for i in range(n):
            frac = i / n
            if frac < 0.99:
                ln = self.r.randint(1, 16)
            elif frac < 0.999:
                ln = self.r.randint(17, 48)
            else:
                ln = self.r.randint(49, 96)
            if self.r.random() < 0.3:
                ln = -ln
            if i % 1000 == 0:
                ln = self.r.choice([0, self.spbits // 8 + 1])
            out.append(("randprime %d" % ln, ("RP", ln)))
        return out


def check_randprime(ln, got, spbits):
    if ln == 0 or abs(ln) > spbits // 8:
        return got == E_VAL
    if got.startswith("E") or got.startswith("-"):
        return False
    v = int(got, 16)
    n = abs(ln)
    if v.bit_length() != 8 * n or not (v >> (8 * n - 2)) == 3:
        return False
    if ln < 0 and v % 4 != 3:
        return False
    return v % 2 == 1 and is_prime(v)


# ---------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------

OPS = ["add", "sub", "mul", "sqr", "div", "mod", "addmod", "submod",
       "mulmod", "sqrmod", "addmodct", "submodct", "div2modct", "exptmod",
       "exptmodnct", "exptmodex", "invmod", "invmodnct", "invmontct", "gcd", "lcm",
       "montred", "montnorm", "montsetup", "jacobi", "rshb", "mul2d",
       "div2d", "mod2d", "lshd", "rshd", "mul2", "div2", "bits", "setbit", "cmp",
       "misc", "digit", "bytes", "toradix", "fromradix", "prime",
       "primeex", "randprime"]


def run_driver(cmd, lines):
    data = ("\n".join(lines) + "\n").encode()
    res = subprocess.run(cmd, input=data, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, check=False)
    if res.returncode != 0:
        sys.stderr.write(res.stderr.decode(errors="replace"))
        raise RuntimeError("driver exited with %d" % res.returncode)
    return res.stdout.decode().split("\n")[:-1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("driver", nargs="?")
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--quick", action="store_true",
                    help="500 cases per operation instead of 10,000")
    ap.add_argument("--count", type=int, help="cases per operation")
    ap.add_argument("--only", help="comma-separated operations")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()

    drv = args.driver or os.path.join(
        os.environ.get("WOLFSSL_BUILDDIR", "."), "tests", "diff",
        "sp_int_driver")
    cmd = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", "")) + [drv]
    # WOLFSSL_TEST_QUICK=1 (set by scripts/test-all.sh for the secondary
    # configuration cells) asks for the reduced count, like --quick.
    quick = args.quick or os.environ.get("WOLFSSL_TEST_QUICK") == "1"
    count = args.count or (500 if quick else 10000)
    ops = args.only.split(",") if args.only else OPS

    info = tuple(int(x) for x in run_driver(cmd, ["info"])[0].split())
    rnd = random.Random(args.seed)
    gen = Gen(rnd, info[0], info[1])
    cases = Cases(gen, info, count)
    # Prime pools shared by the prime, primeex and invmontct cases.
    prng = random.Random(args.seed + 1)
    cases.small_primes = [gen_prime(prng, prng.randint(11, 200))
                          for _ in range(200)]
    cases.prime_pool = cases.small_primes[:60] + \
        [gen_prime(prng, prng.randint(201, 512)) for _ in range(16)] + \
        [gen_prime(prng, prng.randint(513, 1024)) for _ in range(4)] + \
        [2 ** 127 - 1, 2 ** 521 - 1, 2 ** 255 - 19, 3, 5, 7, 65537]
    cases.big_primes = [2 ** p - 1 for p in MERSENNE_EXP if p > 1024] + \
        [v for v in (modp_prime(b, k) for b, k in MODP_K.items()
                     if b <= min(info[1], 2048)) if is_prime(v)]

    print("sp_int differential: SP_WORD_SIZE=%d SP_INT_BITS=%d "
          "SP_INT_DIGITS=%d seed=%d, %d cases per operation" %
          (info[0], info[1], info[2], args.seed, count))
    passed = failed = 0
    t_all = time.time()
    for op in ops:
        t0 = time.time()
        todo = getattr(cases, "c_" + op)()
        t1 = time.time()
        got = run_driver(cmd, [c[0] for c in todo])
        t2 = time.time()
        bad = 0
        if len(got) != len(todo):
            print("  %s: driver returned %d lines for %d cases" %
                  (op, len(got), len(todo)))
            bad = len(todo)
        else:
            for (line, exp), g in zip(todo, got):
                if isinstance(exp, tuple):
                    ok = check_randprime(exp[1], g, info[1])
                else:
                    ok = (g == exp)
                if not ok:
                    bad += 1
                    if bad <= 5:
                        print("  FAIL %s\n    expected %s\n    got      %s"
                              % (line[:300], str(exp)[:300], g[:300]))
        failed += bad
        passed += len(todo) - bad
        if args.verbose or bad:
            print("  %-11s %6d cases, %d failed (gen %.1fs, run %.1fs)" %
                  (op, len(todo), bad, t1 - t0, t2 - t1))
    print("total %.1fs" % (time.time() - t_all))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
