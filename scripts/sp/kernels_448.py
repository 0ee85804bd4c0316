"""Kernels of the field GF(2^448 - 2^224 - 1) for X448.

Kernel builders of the SP generator beside kernels_25519.py, whose
element class, swap, store and leaf builders (field multiplication,
runs of squarings, the Montgomery-ladder step) they share: those take
this module as their field (F=kernels_448).

Representation, 64-bit words: eight digits of 56 bits (value sum d_i
2^(56 i)), unsaturated.  p's digits are 2^56 - 1 except digit 4, 2^56 -
2.  A "tight" element has digits below TIGHT = 2^56 + 2^20 (what mul,
sqr and mul_small return); a + b and a - b + 2p of tight a, b need no
carry (add, sub: 8 instructions), and mul and sqr take them.

Products: the carry-free column sums of kernels_radix, a product x y
split into mul(x, y) (mod 2^64) and mulhu(x << 6, y) (= x y >> 58, so x
below 2^58), summed in two words per column, V = H 2^58 + S exactly
while S = L - (H << 58) mod 2^64 stays below 2^64 (checked below).  The
fold 2^448 = 2^224 + 1 mod p brings x_i y_j of weight 2^(56 k), k = i +
j >= 8, back at columns k - 8 and k - 4, and the part at k - 4 >= 8
(k >= 12) again at k - 12 and k - 8.  Gathered per x digit, column c
takes exactly one product x_i Y for every i:
  c < 4:   Y = y_(c-i) (i <= c), y_(c+8-i) (c < i <= c + 4),
           z_(c+8-i) (i > c + 4);
  c >= 4:  Y = y_(c-i) (i < c - 3), z_(c-i) (c - 3 <= i <= c),
           w_(c+4-i) (i > c);
with z_j = y_j + y_(j+4) and w_j = z_j + y_(j+4) (j < 4): 64 products a
multiplication, as many as without the fold (a square takes each pair
i <= j once: 36).  The digit of column c is
V mod 2^56 = S mod 2^56, its carry V >> 56 = 4 H + (S >> 56); the
carry out of column 7 (weight 2^448) goes back into digits 0 and 4, its
bits from 56 up into digits 1 and 5, then one more carry from digits 0
and 4.

Multiplication by a small constant k (a24 = 39081 of RFC 7748): digit
(d_i k) mod 2^56 plus (d_(i-1) k) >> 56 = mulhu(d_(i-1), k 2^8); the
top one's into digits 0 and 4.
"""

import sys

import fields
import ir
import kernels_25519 as K25

FIELD = fields.RADIX_FIELDS["f448"]
R = FIELD.digit_bits            # 56 bits per digit
N = FIELD.digits                # 8 digits
P = FIELD.modulus               # 2^448 - 2^224 - 1
HALF = N // 2                   # 2^224: the weight of digit 4
SPLIT = 58                      # mulhu split point: x digits below 2^58
TIGHT = (1 << R) + (1 << 20)    # digits of mul / sqr / mul_small results
A24 = fields.CURVE448_A24       # (156326 - 2) / 4
PD = [(P >> (R * i)) & ((1 << R) - 1) for i in range(N)]
BIAS = [2 * d for d in PD]      # 2p


class Fe(K25.Fe):
    """A field element: eight digit values and their bound (K25.Fe)."""
    N, SPLIT = N, SPLIT


def fe_load(b, arr, off=0):
    return Fe([b.load(arr, off + i) for i in range(N)], TIGHT)


fe_store = K25.fe_store
fe_add = K25.fe_add


def fe_sub(b, x, y):
    """x - y + 2p digit by digit (no carry); y tight."""
    assert y.bound <= TIGHT and all(c >= TIGHT - 1 for c in BIAS)
    vals = [b.sub(b.add(u, b.const(k)), v)
            for u, v, k in zip(x.vals, y.vals, BIAS)]
    return Fe(vals, x.bound + max(BIAS))


def _columns_bound(terms):
    """Check the column sums of a product (terms: per column, the (x
    bound, Y bound) pairs, bounds exclusive) keep S, H and the carries
    below 2^64, and that _finish's digits come out below TIGHT."""
    carry = 0
    for col in terms:
        s = carry + len(col) * (1 << SPLIT)
        h = sum(((bx - 1) * (by - 1)) >> SPLIT for bx, by in col)
        assert s < 1 << 64 and h << SPLIT - R < 1 << 64, "column overflow"
        carry = (h << (SPLIT - R)) + (s >> R) + 1
        assert carry < 1 << 64, "carry overflow"
    # digits 1 and 5 take the carry's top bits and one more carry
    assert (1 << R) + (carry >> R) + 1 <= TIGHT


def _finish(b, lo, hi):
    """Digits of the column sums (lo, hi per column): the carry chain,
    the top carry folded back into digits 0 and 4 (its low 56 bits) and
    1 and 5 (the rest), one more carry from digits 0 and 4."""
    digits, carry, mask = K25.column_digits(b, lo, hi, R, SPLIT)
    cl, ch = b.and_(carry, mask), b.shr(carry, R)
    for d in (0, HALF):
        v = b.add(digits[d], cl)
        digits[d] = b.and_(v, mask)
        digits[d + 1] = b.add(b.add(digits[d + 1], ch), b.shr(v, R))
    return Fe(digits, TIGHT)


def _combos(b, y):
    """z_j = y_j + y_(j+4) and w_j = z_j + y_(j+4) for j < 4, with their
    bounds (value, bound) (w_0 is never used)."""
    yb = y.bound - 1
    z = [(b.add(y.vals[j], y.vals[j + HALF]), 2 * yb + 1)
         for j in range(HALF)]
    w = [None] + [(b.add(z[j][0], y.vals[j + HALF]), 3 * yb + 1)
                  for j in range(1, HALF)]
    return z, w


def _terms(y, z, w, c):
    """(i, Y value, Y bound) of column c (the module doc's table)."""
    out = []
    for i in range(N):
        if c < HALF:
            if i <= c:
                t = (y.vals[c - i], y.bound)
            elif i <= c + HALF:
                t = (y.vals[c + N - i], y.bound)
            else:
                t = z[c + N - i]
        elif i < c - 3:
            t = (y.vals[c - i], y.bound)
        elif i <= c:
            t = z[c - i]
        else:
            t = w[c + HALF - i]
        out.append((i,) + t)
    return out


def fe_mul(b, x, y):
    """x y mod p (tight) for x digits below 2^58 and both within the
    column bounds (checked): any sums and differences of two tight
    elements."""
    assert x.bound <= 1 << SPLIT
    x.xs(b)
    z, w = _combos(b, y)
    return K25._product(b, x, lambda c: _terms(y, z, w, c),
                        F=sys.modules[__name__])


def _fold(k):
    """(column, multiplicity) pairs where weight 2^(56 k) lands."""
    if k < N:
        return [(k, 1)]
    if k < N + HALF:
        return [(k - N, 1), (k - HALF, 1)]
    return [(k - N, 2), (k - N - HALF, 1)]


def fe_sqr(b, x):
    """x^2 mod p (tight) for x as fe_mul's: each pair i <= j once, x_i
    times x_j shifted left by the pair's multiplicity in the column (2
    for i < j, times 2 again for a weight folded twice into one column):
    36 products, each added where _fold puts it."""
    assert x.bound <= 1 << SPLIT
    xs = x.xs(b)
    shifted, prods = {}, {}
    lo, hi, bounds = [None] * N, [None] * N, [[] for _ in range(N)]
    for i in range(N):
        for j in range(i, N):
            for c, m in _fold(i + j):
                f = m * (1 if i == j else 2)
                sh = f.bit_length() - 1
                if (j, sh) not in shifted:
                    shifted[(j, sh)] = (x.vals[j] if sh == 0 else
                                        b.shl(x.vals[j], sh))
                yv = shifted[(j, sh)]
                if (i, j, sh) not in prods:
                    prods[(i, j, sh)] = (b.mul(x.vals[i], yv),
                                         b.mulhu(xs[i], yv))
                pl, ph = prods[(i, j, sh)]
                bounds[c].append((x.bound, f * (x.bound - 1) + 1))
                lo[c] = pl if lo[c] is None else b.add(lo[c], pl)
                hi[c] = ph if hi[c] is None else b.add(hi[c], ph)
    _columns_bound(bounds)
    return _finish(b, lo, hi)


def fe_mul_small(b, x, k):
    """x k mod p (tight) for a constant 0 < k < 2^32 and x below 2^58."""
    assert x.bound <= 1 << SPLIT and 0 < k < 1 << 32
    mask = b.const((1 << R) - 1)
    kc, kh = b.const(k), b.const(k << (64 - R))
    lo = [b.and_(b.mul(v, kc), mask) for v in x.vals]
    hi = [b.mulhu(v, kh) for v in x.vals]        # (x_i k) >> 56
    top = ((x.bound - 1) * k) >> R
    assert (1 << R) + 2 * top < TIGHT
    out = [b.add(lo[0], hi[N - 1])]
    out += [b.add(lo[i], hi[i - 1]) for i in range(1, N)]
    out[HALF] = b.add(out[HALF], hi[N - 1])
    return Fe(out, TIGHT)


# ---------------------------------------------------------------------------
# Leaves (the shared builders on this field)
# ---------------------------------------------------------------------------
def build_fe_mul(name, square=False, doc=""):
    """r = a b (or a^2) mod p, tight in, tight out.  r may alias a, b."""
    return K25.build_fe_mul(name, square, doc, F=sys.modules[__name__])


def build_sqr_n(name, k, doc=""):
    """r = a^(2^k) mod p: k squarings in one leaf."""
    return K25.build_sqr_n(name, k, doc, F=sys.modules[__name__])


def build_ladder(name, doc=""):
    """One Montgomery-ladder step of RFC 7748 in place on p = x2, z2, x3,
    z3 (4 x 8 digits, tight), x1 tight, the swap mask sw."""
    return K25.build_ladder(name, doc, F=sys.modules[__name__])
