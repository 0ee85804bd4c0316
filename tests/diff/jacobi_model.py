#!/usr/bin/env python3
"""Model of sp_jacobi (wolfcrypt/src/sp_int_prime.c): the Jacobi symbol by
a binary algorithm whose steps run in batches on one-word approximations.

The C code follows this model step for step; the design and the argument
for the sign tracking are in the comment block above sp_jacobi_dig.  In
short, with w the digit size and K = w - 2:

  state (x, y, s): the answer is s * (x / |y|), y odd, x and y integers
  of which at most one is negative (true after every step, see below).
  Start: (a, n, +1).

  batch, while x or y has more than one digit:
    x == 0: the answer is 0 (|y| > 1 is gcd(a, n)).
    approximations: xh, yh = x, y >> (bits(max) - w) (top w bits, both
    at the same position), xl, yl = x, y mod 2^w (exact low bits).
    K steps on (xh, xl, yh, yl) with the matrix (f0 g0; f1 g1) such that
    2^i (x_i, y_i) = M (x, y):
      x odd: if xh < yh: swap x and y (reciprocity: s = -s when both are
             3 mod 4); x -= y, (f0, g0) -= (f1, g1)
      x /= 2 ((2/y): s = -s when y is 3 or 5 mod 8); (f1, g1) *= 2.
    (x, y) = M (x, y) / 2^K on the full numbers; a negative x is negated
    ((-1/|y|): s = -s when y is 3 mod 4), a negative y too (no change).
  then the same steps exactly on one-word x, y >= 0 until x == 0; the
  answer is s when y == 1, else 0.

Every step applies an exact operation to the true values (the parity of
x is exact in xl); the approximations only choose whether to swap, so a
wrong choice costs progress, not correctness: x - y may then be negative.
The operations keep "at most one of x, y is negative" (x - y with y < 0
is positive), and with that convention -- (m / n) := (m / |n|) -- the
reciprocity law for odd m, n reads the same as for positive ones unless
both are negative, so the signs come from the low bits alone: after i
halvings of a batch the low w - i bits of xl and yl are exact, and the
last step (i = K - 1) reads y mod 8 with w - i = 3 exact bits.

Usage: jacobi_model.py [--count N] [--seed N] [--quick] [--small]
Checks the model against the textbook Jacobi symbol for w = 64 and 32 on
random, edge and adversarial inputs, and prints statistics (steps, batches
and the smallest progress of a batch in bits) and `N passed, M failed`.
--small also runs tiny words (w = 4, 5, 6, 8: the coarsest
approximations) on every pair a < n < 3000 and on 100,000 random
multi-word pairs per w (about a minute).
"""

import argparse
import random
import sys

from sp_int_diff import jacobi as jacobi_ref   # the textbook symbol


class Stats:
    def __init__(self):
        self.batches = 0
        self.steps = 0
        self.min_progress = None     # bits of len(x) + len(y) per batch
        self.negx = 0
        self.negy = 0

    def progress(self, before, after):
        d = before - after
        if self.min_progress is None or d < self.min_progress:
            self.min_progress = d


def jacobi_model(a, n, w=64, st=None):
    """(a/n) for 0 <= a < n, n odd, as sp_jacobi computes it with w-bit
    digits (word arithmetic reproduced with masks)."""
    assert 0 <= a < n and n & 1
    mask = (1 << w) - 1
    k = w - 2
    x, y, s = a, n, 0               # s: sign bit, the answer is (-1)^s
    while max(x.bit_length(), y.bit_length()) > w:
        if x == 0:
            return 0
        before = x.bit_length() + y.bit_length()
        sh = max(x.bit_length(), y.bit_length()) - w
        xh, yh = x >> sh, y >> sh
        xl, yl = x & mask, y & mask
        f0, g0, f1, g1 = 1, 0, 0, 1
        t = (yl >> 1) ^ (yl >> 2)    # bit 0: (2/y) is -1
        for _ in range(k):
            if xl & 1:
                if xh < yh:
                    xh, yh = yh, xh
                    xl, yl = yl, xl
                    f0, f1 = f1, f0
                    g0, g1 = g1, g0
                    s ^= (xl & yl) >> 1
                    t = (yl >> 1) ^ (yl >> 2)
                xh = xh - yh                 # >= 0: no wrap
                xl = (xl - yl) & mask
                f0 -= f1
                g0 -= g1
            xh >>= 1
            xl >>= 1
            f1 <<= 1
            g1 <<= 1
            s ^= t
        # Bounds the C relies on: |f| + |g| <= 2^K, so products fit a
        # signed double digit.
        assert abs(f0) + abs(g0) <= 1 << k and abs(f1) + abs(g1) <= 1 << k
        nx = f0 * x + g0 * y
        ny = f1 * x + g1 * y
        assert nx % (1 << k) == 0 and ny % (1 << k) == 0
        nx >>= k
        ny >>= k
        assert nx >= 0 or ny >= 0
        if nx < 0:
            nx = -nx
            s ^= ny >> 1           # ny >= 0 here
            if st:
                st.negx += 1
        if ny < 0:
            ny = -ny
            if st:
                st.negy += 1
        x, y = nx, ny
        if st:
            st.batches += 1
            st.steps += k
            st.progress(before, x.bit_length() + y.bit_length())
    # One digit each, x, y >= 0: the exact algorithm.
    t = (y >> 1) ^ (y >> 2)
    while x:
        if x & 1:
            if x < y:
                x, y = y, x
                s ^= (x & y) >> 1
                t = (y >> 1) ^ (y >> 2)
            x -= y
        x >>= 1
        s ^= t
        if st:
            st.steps += 1
    if y != 1:
        return 0
    return -1 if s & 1 else 1


def odd_bits(r, bits):
    return r.getrandbits(bits) | (1 << (bits - 1)) | 1


def cases(r, count, maxbits=4096):
    """(a, n) pairs: random, edge and adversarial for the approximation."""
    out = []
    for i in range(count):
        kind = i % 12
        bits = r.choice([r.randint(2, 130), r.randint(2, 700),
                         r.randint(600, maxbits), 2048, 1024, 3072])
        n = odd_bits(r, bits)
        if kind == 0:
            a = r.randrange(n)
        elif kind == 1:                 # a much shorter than n
            a = r.getrandbits(r.randint(0, 80)) % n
        elif kind == 2:                 # shares a factor with n
            f = odd_bits(r, r.randint(2, 100))
            n = odd_bits(r, bits) * f
            a = (f * r.getrandbits(bits)) % n
        elif kind == 3:                 # a, n agree in their top bits
            d = r.getrandbits(r.randint(0, 140))
            a = n - 1 - d if d < n - 1 else 0
        elif kind == 4:                 # runs of zeros / ones
            hi = r.randint(1, bits - 1)
            a = ((1 << hi) + r.getrandbits(r.randint(0, 8))) % n
        elif kind == 5:
            a = r.choice([0, 1, 2, n - 1, n - 2, n // 2, (n + 1) // 2]) % n
        elif kind == 6:                 # n = 1, n tiny
            n = r.choice([1, 3, 5, 7, 9, 15, (1 << 64) - 1, (1 << 32) + 1])
            a = r.randrange(n)
        elif kind == 7:                 # safe-prime-like shape, a random
            n = (1 << bits) - r.getrandbits(64) * 2 - 1
            if n <= 0:
                n = 3
            a = r.randrange(n)
        elif kind == 8:                 # a ~ n / 2^j: top bits shifted
            j = r.randint(0, 70)
            a = (n >> j) ^ r.getrandbits(r.randint(0, 12))
            a %= n
        elif kind == 9:                 # digit-boundary sizes
            w = r.choice([32, 64])
            b = w * r.randint(1, 40) + r.choice([-1, 0, 1])
            n = odd_bits(r, max(b, 2))
            a = r.getrandbits(max(1, b - r.randint(0, 2 * w))) % n
        elif kind == 10:                # square times unit: x^2 mod n
            a = pow(r.randrange(n), 2, n)
        else:                           # n and a with equal top words
            top = r.getrandbits(64)
            lo = max(bits - 64, 1)
            n = (top << lo) | r.getrandbits(lo) | 1
            a = ((top << lo) | r.getrandbits(lo)) % n
        out.append((a, n))
    return out


def small_words(r):
    """(passed, failed): tiny words, exhaustive small pairs and random
    multi-word ones; a batch must shrink bits(x) + bits(y) by w - 2."""
    passed = failed = 0
    for w in (4, 5, 6, 8):
        st = Stats()
        todo = [(a, n) for n in range(1, 3000, 2) for a in range(n)]
        for _ in range(100000):
            b = r.randint(w + 1, 6 * w)
            n = odd_bits(r, b)
            a = r.randrange(n)
            if r.random() < 0.3:          # top bits agree
                a = max(n - 1 - r.getrandbits(r.randint(0, b)), 0)
            todo.append((a, n))
        bad = sum(1 for a, n in todo
                  if jacobi_model(a, n, w, st) != jacobi_ref(a, n))
        if st.min_progress is not None and st.min_progress < w - 2:
            bad += 1
        print("w=%d: %d pairs, %d wrong, smallest progress %s bits"
              % (w, len(todo), bad, st.min_progress))
        passed += len(todo) - bad
        failed += bad
    return passed, failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quick", action="store_true", help="2,000 cases")
    ap.add_argument("--small", action="store_true",
                    help="also tiny words on small pairs")
    args = ap.parse_args()
    count = 2000 if args.quick else args.count
    r = random.Random(args.seed)
    passed = failed = 0
    todo = cases(r, count)
    for w in (64, 32):
        st = Stats()
        for a, n in todo:
            exp = jacobi_ref(a, n)
            try:
                got = jacobi_model(a, n, w, st)
            except AssertionError as e:
                got = "assert %r" % (e,)
            if got == exp:
                passed += 1
            else:
                failed += 1
                if failed <= 5:
                    print("FAIL w=%d a=%x n=%x: %r, expected %d"
                          % (w, a, n, got, exp))
        # The DH case: random y below a 2048-bit modulus.
        st2 = Stats()
        for _ in range(50):
            n = odd_bits(r, 2048)
            jacobi_model(r.randrange(n), n, w, st2)
        print("w=%d: batches of %d steps, smallest progress %s bits "
              "(needs >= 1), negated x %d y %d; 2048-bit: %.1f batches, "
              "%.0f steps" % (w, w - 2, st.min_progress, st.negx, st.negy,
                              st2.batches / 50, st2.steps / 50))
        if st.min_progress is not None and st.min_progress < 1:
            failed += 1
    if args.small:
        p, f = small_words(r)
        passed += p
        failed += f
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
