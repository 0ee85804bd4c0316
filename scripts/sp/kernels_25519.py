"""Kernels of the field GF(2^255 - 19) for X25519 (and later Ed25519).

Kernel builders of the SP generator (DESIGN.md section 4, beside
kernels.py and kernels_radix.py): the same IR, emitters and simulator
check as the big-number kernels.

Representation, 64-bit words: five digits of 51 bits (value sum d_i
2^(51 i)), unsaturated.  A "tight" element has every digit below 2^52
(what mul, sqr and carry return); sums of a few tight elements are
"loose": mul and sqr take digits below 2^54, so a + b and a - b + 4p of
tight a, b need no carry (add, sub: 5 instructions).

Products (mul, sqr) use the carry-free column sums of kernels_radix: a
product x y splits into mul(x, y) (mod 2^64) and mulhu(x << 8, y) (= x y
>> 56), summed in two words per column; the column's exact value V = H
2^56 + S with S = L - (H << 56) mod 2^64 (S < 2^64: checked below).
Column c (weight 2^(51 c)) takes x_i y_j for i + j = c and, since 2^255
= 19 mod p, x_i (19 y_j) for i + j = c + 5 (19 y_j is only mulhu's plain
operand and mul's second one: any word works there).  Its digit is V mod
2^51 = S mod 2^51, its carry V >> 51 = 32 H + (S >> 51).  The carry out
of column 4 (weight 2^255) comes back as 19 times its low 51 bits into
digit 0 and 19 times the rest into digit 1, then one more carry from
digit 0: digits below 2^52.

Multiplication by a small constant k (a24 = 121665 of RFC 7748): digit
(d_i k) mod 2^51 plus (d_(i-1) k) >> 51 = mulhu(d_(i-1), k 2^13) (k 2^13
fits a word: any d works), the top's carry times 19 into digit 0.

The Montgomery-ladder step of RFC 7748 section 5 is one leaf (ladder):
the conditional swap by a mask, then A = x2 + z2, AA = A^2, B = x2 - z2,
BB = B^2, E = AA - BB, C = x3 + z3, D = x3 - z3, DA = D A, CB = C B,
x3 = (DA + CB)^2, z3 = x1 (DA - CB)^2, x2 = AA BB, z2 = E (AA + a24 E).
"""

import sys

import fields
import ir

FIELD = fields.RADIX_FIELDS["f25519"]
R = FIELD.digit_bits            # 51 bits per digit
N = FIELD.digits                # 5 digits
P = FIELD.modulus               # 2^255 - 19
FOLD = FIELD.fold               # 2^255 mod p = 19
SPLIT = 56                      # mulhu split point: inputs below 2^SPLIT
TIGHT = 1 << 52                 # digits of mul / sqr / carry results
LOOSE = 1 << 54                 # digits mul / sqr accept
A24 = fields.CURVE25519_A24     # (486662 - 2) / 4
BIAS = [4 * ((1 << R) - FOLD)] + [4 * ((1 << R) - 1)] * (N - 1)   # 4p


class Fe:
    """A field element as five digit values and the bound on each digit
    (exclusive), checked where the arithmetic needs it; `shifted` keeps
    the digits << (64 - SPLIT) once made (a product's mulhu operand), for
    the next product that takes this element as its x."""

    N, SPLIT = N, SPLIT         # a field's subclass sets its own

    def __init__(self, vals, bound):
        assert len(vals) == self.N
        self.vals, self.bound = list(vals), bound
        self.shifted = None

    def xs(self, b):
        if self.shifted is None:
            self.shifted = [b.shl(v, 64 - self.SPLIT) for v in self.vals]
        return self.shifted


def fe_load(b, arr, off=0):
    return Fe([b.load(arr, off + i) for i in range(N)], TIGHT)


def fe_store(b, arr, x, off=0):
    for i, v in enumerate(x.vals):
        b.store(arr, off + i, v)


def fe_add(b, x, y):
    """x + y digit by digit (no carry)."""
    return type(x)([b.add(u, v) for u, v in zip(x.vals, y.vals)],
                   x.bound + y.bound)


def fe_sub(b, x, y):
    """x - y + 4p digit by digit (no carry); y tight."""
    assert y.bound <= TIGHT and all(c >= TIGHT for c in BIAS)
    vals = [b.sub(b.add(u, b.const(k)), v)
            for u, v, k in zip(x.vals, y.vals, BIAS)]
    return Fe(vals, x.bound + max(BIAS) + 1)


def _columns_bound(terms):
    """Check the column sums of a product (terms: per column, a list of
    (x bound, y bound) pairs, y including its multiplier) keep S and H
    below 2^64 and the carries below 2^64, and that _finish's digits 0
    and 1 come out tight (the top carry c: 19 (c mod 2^51) + 2^51 in
    digit 0, then 2^51 + 19 (c >> 51) + its carry in digit 1)."""
    carry = 0
    for col in terms:
        s = carry + len(col) * (1 << SPLIT)
        h = sum(((bx - 1) * (by - 1)) >> SPLIT for bx, by in col)
        assert s < 1 << 64 and h < 1 << 64, "column overflow"
        carry = (h << (SPLIT - R)) + (s >> R) + 1
        assert carry < 1 << 64, "carry overflow"
    d0 = (1 << R) + FOLD * (1 << R)
    assert (1 << R) + FOLD * (carry >> R) + (d0 >> R) <= TIGHT


def column_digits(b, lo, hi, r, split):
    """The carry chain of column sums (lo, hi per column, V = hi 2^split
    + (lo - (hi << split) mod 2^64)): (digits mod 2^r, the carry out of
    the last column, the digit mask)."""
    mask = b.const((1 << r) - 1)
    digits, carry = [], None
    for lw, hw in zip(lo, hi):
        lc = lw if carry is None else b.add(lw, carry)
        s = b.sub(lc, b.shl(hw, split))
        digits.append(b.and_(s, mask))
        carry = b.add(b.shl(hw, split - r), b.shr(s, r))
    return digits, carry, mask


def _finish(b, lo, hi):
    """Digits of the column sums (lo, hi per column): the carry chain,
    the top carry folded back (times 19) into digits 0 and 1, one more
    carry from digit 0."""
    digits, carry, mask = column_digits(b, lo, hi, R, SPLIT)
    nineteen = b.const(FOLD)
    d0 = b.add(digits[0], b.mul(b.and_(carry, mask), nineteen))
    d1 = b.add(digits[1], b.mul(b.shr(carry, R), nineteen))
    digits[0] = b.and_(d0, mask)
    digits[1] = b.add(d1, b.shr(d0, R))
    return Fe(digits, TIGHT)


def _ops(F):
    """The field of a leaf builder: F, a kernel module with the names of
    this one (R, N, fe_load, fe_mul, ...: kernels_448.py), or this one."""
    return F if F is not None else sys.modules[__name__]


def _product(b, x, terms_of, F=None):
    """The column sums of a product with x and their digits: column c
    takes x_i times yv for each (i, yv, y bound) of terms_of(c).  F: the
    field's kernel module (its N, _columns_bound and _finish; default
    this one)."""
    F = _ops(F)
    xs = x.xs(b)
    lo, hi, bounds = [None] * F.N, [None] * F.N, []
    for c in range(F.N):
        col = []
        for i, yv, by in terms_of(c):
            col.append((x.bound, by))
            pl, ph = b.mul(x.vals[i], yv), b.mulhu(xs[i], yv)
            lo[c] = pl if lo[c] is None else b.add(lo[c], pl)
            hi[c] = ph if hi[c] is None else b.add(hi[c], ph)
        bounds.append(col)
    F._columns_bound(bounds)
    return F._finish(b, lo, hi)


def fe_mul(b, x, y):
    """x y mod p (tight) for x, y with digits below 2^54."""
    assert x.bound <= LOOSE and y.bound <= LOOSE
    x.xs(b)
    y19 = [None] + [b.mul(v, b.const(FOLD)) for v in y.vals[1:]]

    def terms(c):
        for i in range(N):
            j = c - i
            if j >= 0:
                yield i, y.vals[j], y.bound
            else:
                yield i, y19[j + N], FOLD * (y.bound - 1) + 1
    return _product(b, x, terms)


def fe_sqr(b, x):
    """x^2 mod p (tight) for x with digits below 2^54: each pair i < j
    once with 2 x_j (38 x_j folded), the diagonal with x_i (19 x_i)."""
    assert x.bound <= LOOSE
    mult = {}

    def times(j, k):
        if (j, k) not in mult:
            mult[(j, k)] = b.mul(x.vals[j], b.const(k))
        return mult[(j, k)]

    def terms(c):
        for i in range(N):
            for j, fold in ((c - i, 1), (c + N - i, FOLD)):
                if i <= j < N:
                    k = fold * (1 if i == j else 2)
                    yield (i, x.vals[j] if k == 1 else times(j, k),
                           k * (x.bound - 1) + 1)
    return _product(b, x, terms)


def fe_mul_small(b, x, k):
    """x k mod p (tight) for a constant 0 < k < 2^32 and x below 2^54."""
    assert x.bound <= LOOSE and 0 < k < 1 << 32
    mask = b.const((1 << R) - 1)
    kc, kh = b.const(k), b.const(k << (64 - R))
    lo = [b.and_(b.mul(v, kc), mask) for v in x.vals]
    hi = [b.mulhu(v, kh) for v in x.vals]        # (x_i k) >> 51
    assert ((x.bound - 1) * k >> R) * FOLD + (1 << R) < TIGHT
    out = [b.add(lo[0], b.mul(hi[N - 1], b.const(FOLD)))]
    out += [b.add(lo[i], hi[i - 1]) for i in range(1, N)]
    return Fe(out, TIGHT)


def fe_carry(b, x):
    """x with one carry pass (tight): digit i keeps x_i mod 2^51 and takes
    x_(i-1) >> 51, digit 0 takes 19 (x_4 >> 51)."""
    assert x.bound <= 1 << 63
    mask = b.const((1 << R) - 1)
    hi = [b.shr(v, R) for v in x.vals]
    lo = [b.and_(v, mask) for v in x.vals]
    assert (1 << R) + FOLD * ((x.bound - 1) >> R) < TIGHT
    out = [b.add(lo[0], b.mul(hi[N - 1], b.const(FOLD)))]
    out += [b.add(lo[i], hi[i - 1]) for i in range(1, N)]
    return Fe(out, TIGHT)


def fe_cswap(b, x, y, mask):
    """(x, y) swapped where mask is all ones, unchanged where it is 0."""
    xs, ys = [], []
    for u, v in zip(x.vals, y.vals):
        t = b.and_(b.xor(u, v), mask)
        xs.append(b.xor(u, t))
        ys.append(b.xor(v, t))
    bound = max(x.bound, y.bound)
    return type(x)(xs, bound), type(x)(ys, bound)


# ---------------------------------------------------------------------------
# Leaves
# ---------------------------------------------------------------------------
def build_fe_mul(name, square=False, doc="", F=None):
    """r = a b (or a^2) mod p, tight in, tight out.  r may alias a, b."""
    F = _ops(F)
    alias = (("r", "a"),) if square else (("r", "a"), ("r", "b"))
    b = ir.Builder(name, 64, None, doc, may_alias=alias)
    b.f.digit = F.R
    b.array("r", F.N, "out")
    b.array("a", F.N, "in")
    if not square:
        b.array("b", F.N, "in")
    x = F.fe_load(b, "a")
    fe_store(b, "r", F.fe_sqr(b, x) if square else
             F.fe_mul(b, x, F.fe_load(b, "b")))
    return b.finish()


def build_sqr_n(name, k, doc="", F=None):
    """r = a^(2^k) mod p: k squarings in one leaf (the inversion's long
    runs of squarings without a call, a load and a store each)."""
    F = _ops(F)
    b = ir.Builder(name, 64, None, doc, may_alias=(("r", "a"),))
    b.f.digit = F.R
    b.array("r", F.N, "out")
    b.array("a", F.N, "in")
    x = F.fe_load(b, "a")
    for _ in range(k):
        x = F.fe_sqr(b, x)
    fe_store(b, "r", x)
    return b.finish()


# ---------------------------------------------------------------------------
# Edwards points (Ed25519, RFC 8032: -x^2 + y^2 = 1 + d x^2 y^2) in
# extended coordinates (X : Y : Z : T), x = X / Z, y = Y / Z, T = X Y / Z
# (Hisil, Wong, Carter, Dawson 2008, with a = -1).  Each leaf works in
# place on p = X, Y, Z, T (4 x 5 digits, tight in and out).
# ---------------------------------------------------------------------------
def _ed_finish(b, e, f, g, h, with_t=True):
    """X3 = E F, Y3 = G H, Z3 = F G, T3 = E H into p (T3 only with_t)."""
    fe_store(b, "p", fe_mul(b, e, f), 0)
    fe_store(b, "p", fe_mul(b, g, h), N)
    fe_store(b, "p", fe_mul(b, f, g), 2 * N)
    if with_t:
        fe_store(b, "p", fe_mul(b, e, h), 3 * N)


def build_ed_dbl(name, with_t=True, doc=""):
    """p = 2 p (dbl-2008-hwcd, a = -1; T of the input is not read; T of
    the output written only with_t, which a doubling followed by another
    one does not need: 3M + 4S):
    A = X^2, B = Y^2, C = 2 Z^2, H = A + B, E = H - (X + Y)^2, G = A - B,
    F = C + G, X3 = E F, Y3 = G H, Z3 = F G, T3 = E H (4M + 4S; the
    signs of E, G, H are those of the paper's times -1, which leaves X3,
    Y3, Z3, T3 as they are).  G and C pass through a carry, so that F
    stays within what a product takes."""
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = R
    b.array("p", 4 * N, "inout")
    x, y, z = [fe_load(b, "p", N * k) for k in range(3)]
    a_ = fe_sqr(b, x)
    b_ = fe_sqr(b, y)
    xy = fe_sqr(b, fe_add(b, x, y))
    zz = fe_sqr(b, z)
    h = fe_add(b, a_, b_)
    e = fe_sub(b, h, xy)
    g = fe_carry(b, fe_sub(b, a_, b_))
    f = fe_add(b, fe_carry(b, fe_add(b, zz, zz)), g)
    _ed_finish(b, e, f, g, h, with_t)
    return b.finish()


def build_ed_madd(name, doc=""):
    """p = p + q for q affine in the form (y + x, y - x, 2 d x y) (3 x 5
    digits, tight): A = (Y - X)(y - x), B = (Y + X)(y + x), C = T 2dxy,
    D = 2 Z, E = B - A, F = D - C, G = D + C, H = B + A (7M; complete:
    any two points, equal ones included)."""
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = R
    b.array("p", 4 * N, "inout")
    b.array("q", 3 * N, "in")
    x, y, z, t = [fe_load(b, "p", N * k) for k in range(4)]
    ypx, ymx, xy2d = [fe_load(b, "q", N * k) for k in range(3)]
    a_ = fe_mul(b, fe_sub(b, y, x), ymx)
    b_ = fe_mul(b, fe_add(b, y, x), ypx)
    c = fe_mul(b, t, xy2d)
    d = fe_add(b, z, z)
    _ed_finish(b, fe_sub(b, b_, a_), fe_sub(b, d, c), fe_add(b, d, c),
               fe_add(b, b_, a_))
    return b.finish()


def build_ed_add(name, doc=""):
    """p = p + q for q in the form (Y + X, Y - X, Z, 2 d T) (4 x 5 digits,
    tight): as build_ed_madd with C = T (2dT), D = 2 Z Z' (8M)."""
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = R
    b.array("p", 4 * N, "inout")
    b.array("q", 4 * N, "in")
    x, y, z, t = [fe_load(b, "p", N * k) for k in range(4)]
    ypx, ymx, z2, t2d = [fe_load(b, "q", N * k) for k in range(4)]
    a_ = fe_mul(b, fe_sub(b, y, x), ymx)
    b_ = fe_mul(b, fe_add(b, y, x), ypx)
    c = fe_mul(b, t, t2d)
    zz = fe_mul(b, z, z2)
    d = fe_add(b, zz, zz)
    _ed_finish(b, fe_sub(b, b_, a_), fe_sub(b, d, c), fe_add(b, d, c),
               fe_add(b, b_, a_))
    return b.finish()


def build_ladder(name, doc="", F=None):
    """One Montgomery-ladder step (see the module doc) in place on p =
    x2, z2, x3, z3 (4 x 5 digits, tight), with x1 (tight) and the swap
    mask sw (all ones: swap (x2, z2) and (x3, z3) first; 0: not).

    The order keeps the allocator's spills down (measured: 1,537 RV64
    instructions against 1,668 for the order of RFC 7748's text): each of
    A and B meets its product partner and is squared right away, the new
    (x2, z2) is finished and stored before (x3, z3)."""
    F = _ops(F)
    N = F.N
    fe_load, fe_add, fe_sub = F.fe_load, F.fe_add, F.fe_sub
    fe_mul, fe_sqr, fe_mul_small = F.fe_mul, F.fe_sqr, F.fe_mul_small
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = F.R
    b.array("p", 4 * N, "inout")
    b.array("x1", N, "in")
    sw = b.word("sw")
    x2, z2, x3, z3 = [fe_load(b, "p", N * k) for k in range(4)]
    x2, x3 = fe_cswap(b, x2, x3, sw)
    z2, z3 = fe_cswap(b, z2, z3, sw)
    a = fe_add(b, x2, z2)
    d = fe_sub(b, x3, z3)
    da = fe_mul(b, d, a)
    aa = fe_sqr(b, a)
    bb_ = fe_sub(b, x2, z2)
    c = fe_add(b, x3, z3)
    cb = fe_mul(b, c, bb_)
    bb = fe_sqr(b, bb_)
    e = fe_sub(b, aa, bb)
    fe_store(b, "p", fe_mul(b, aa, bb), 0)                          # x2
    fe_store(b, "p", fe_mul(b, e, fe_add(b, aa, fe_mul_small(b, e, F.A24))),
             N)                                                     # z2
    fe_store(b, "p", fe_sqr(b, fe_add(b, da, cb)), 2 * N)          # x3
    fe_store(b, "p", fe_mul(b, fe_load(b, "x1"),
                            fe_sqr(b, fe_sub(b, da, cb))), 3 * N)  # z3
    return b.finish()
