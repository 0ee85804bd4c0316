"""Short Weierstrass point leaves (a = -3) on reduced-radix Montgomery
digits: P-384 as seven digits of 56 bits, R' = 2^392.

Kernel builders of the SP generator beside kernels.py's saturated point
leaves (build_proj_dbl, build_proj_madd), for the scalar multiplications
that keep their points in this form from the first doubling to the last
addition (converted once at each end; doc/RISCV.md, "The unsaturated
alternative, counted").  Why: the saturated leaves pay carry chains and
a conditional subtraction for every sum and difference (~660 operations
of a P-384 doubling's ~4,860); here a sum is one `add` a digit and a
difference two, and the products drop the add/sltu pairs.

Representation.  A field element is n digits d_i of r bits nominally,
value sum d_i 2^(r i), in Montgomery form x R' mod p but neither reduced
nor with digits below 2^r: Fe carries an exclusive bound per digit and
one on the value, and every operation checks the bounds it needs
(digits of a product's x operand below 2^SPLIT, every column sum below
2^64) and derives those of its result.

Products (fe_mul, fe_sqr): kernels_radix.py's carry-free columns with
the split at SPLIT = r + 2 (the 448 field's): lo = mul(x, y), hi =
mulhu(x << (64 - SPLIT), y) = x y >> SPLIT, so x may exceed 2^r (sums
and differences feed products without a carry pass).  The column's
value is V = H 2^SPLIT + S, S = L - (H << SPLIT) mod 2^64.  Montgomery
reduction is interleaved (product scanning): column k < n takes its a b
products, the parts of u_i p (i < k) that land in it and the carry in,
then u_k = (V mod 2^r) mp mod 2^r (mp = -p^-1 mod 2^r, from (S << (64 -
r)) mp mod 2^64 = u_k << (64 - r); a shift and an add when mp has two
bits set) and the carry out (V + u_k m_0) >> r = (H << (SPLIT - r)) +
(S >> r) + ((u_k m_0) >> r) + (V mod 2^r != 0), without the low product
u_k m_0 (m_0 = p mod 2^r).  The rest of u_k p comes from p's sparse
form (Field.high: P-384's p - m_0 = 2^384 - 2^128 - 2^96): each term
s 2^e is s u_k shifted, split over two columns (_row_parts), the
negative ones kept off zero by a constant that telescopes (_row_bias);
with high = None the rows are products by p's digits instead (the
comparison of study_radix_fields.py --compiled).  Columns k >= n give
result digit k - n (S mod 2^r), the last carry the top digit.  The result (a b + u p) / R' is below a b / R' + p:
values far above p go in and come out below about 2p (R' = 2^392 is
~256 p), so nothing is ever reduced in full until the conversion out.

Sums: digit by digit, no carry.  Differences x - y add a multiple k p of
p written with digits at least y's digit bounds (bias(): the digits of k
p borrowed down so that each is >= 2^r or more), so no digit goes
negative.  fe_carry: one carry pass (digits back below 2^r + a little,
the value unchanged; the top digit takes the last carry, no fold).

Leaves (each checked against Python integers by test_kernels_wradix.py
and, like every leaf, against its IR in the RV64 simulator):
  wr_dbl        r = 2 p (Jacobian, a = -3; dbl-2001-b, 3M + 5S)
  wr_madd       r = p + (x2, +-y2) (Jacobian + affine, 8M + 3S), the
                sign of y2 from a mask (the window's negation, no branch);
                with flag, it returns 0 when Z3 = 0 mod p (verification)
  wr_to         d = a R'/R mod p from n64 saturated Montgomery words
                (R = 2^(64 n64)): the digits of a times 2^(2 r n - 64 n64)
                mod p (one product)
  wr_from       a = d R/R' mod p, canonical, saturated words
The coordinates' bounds are a fixed point of the leaves: wr_dbl and
wr_madd map points within them into them, and wr_to's output is within
them (point_contract() finds them and asserts it).
"""

import ir

SPLIT_EXTRA = 2          # SPLIT = r + 2


class Field:
    """A prime in n digits of r bits, Montgomery R' = 2^(r n)."""

    def __init__(self, name, p, r, n, n64, high, split=None):
        self.name, self.p, self.r, self.n, self.n64 = name, p, r, n, n64
        self.split = split or r + SPLIT_EXTRA
        # p = m_0 + the signed powers of two `high` ((sign, e), e >= r)
        self.low = p % (1 << r)
        self.high = None if high is None else list(high)
        assert high is None or \
            self.low + sum(s << e for s, e in high) == p
        assert high is None or all(e >= r for _, e in high)
        self.mask = (1 << r) - 1
        self.R = 1 << (r * n)
        assert 64 * n64 < r * n and p < 1 << (64 * n64)
        self.pd = [(p >> (r * i)) & self.mask for i in range(n)]
        assert sum(d << (r * i) for i, d in enumerate(self.pd)) == p
        self.mp = (-pow(p, -1, 1 << r)) % (1 << r)
        self.tight = [1 << r] * (n - 1) + [(2 * p >> (r * (n - 1))) + 1]

    def digits(self, v):
        """v (below 2^(r n)) as canonical digits."""
        return [(v >> (self.r * i)) & self.mask for i in range(self.n)]

    def value(self, d):
        return sum(x << (self.r * i) for i, x in enumerate(d))

    def bias(self, need):
        """(digits, k): k p (smallest k >= 1) as n digits, digit i >= need[i]
        - 1, each below 2^63: what fe_sub adds so that no digit of x - y
        goes negative for y's digit bounds need."""
        for k in range(1, 1 << 12):
            x, out = k * self.p, []
            for i in range(self.n - 1):
                d = x & self.mask
                while d < need[i] - 1:
                    d += 1 << self.r
                out.append(d)
                x -= d
                assert x % (1 << self.r) == 0
                x >>= self.r
            if x >= need[-1] - 1:
                out.append(x)
                assert all(d < 1 << 63 for d in out)
                assert self.value(out) == k * self.p
                return out, k
        raise AssertionError("no bias")


P384 = Field("p384", 2 ** 384 - 2 ** 128 - 2 ** 96 + 2 ** 32 - 1, 56, 7, 6,
             ((1, 384), (-1, 128), (-1, 96)))


class Fe:
    """A field element: n digit values, an exclusive bound per digit and
    one on the value; `shifted` keeps x << (64 - SPLIT) once made."""

    def __init__(self, F, vals, db, vb):
        assert len(vals) == len(db) == F.n
        self.F, self.vals, self.db, self.vb = F, list(vals), list(db), vb
        self.shifted = None

    def xs(self, b):
        if self.shifted is None:
            sh = 64 - self.F.split
            self.shifted = [b.shl(v, sh) for v in self.vals]
        return self.shifted


def fe_load(b, F, arr, off, db, vb):
    return Fe(F, [b.load(arr, off + i) for i in range(F.n)], db, vb)


def fe_store(b, arr, x, off=0):
    for i, v in enumerate(x.vals):
        b.store(arr, off + i, v)


def fe_add(b, x, y):
    """x + y digit by digit."""
    return Fe(x.F, [b.add(u, v) for u, v in zip(x.vals, y.vals)],
              [p + q - 1 for p, q in zip(x.db, y.db)], x.vb + y.vb - 1)


def fe_sub(b, x, y):
    """x - y + k p digit by digit (bias(y.db))."""
    bd, k = x.F.bias(y.db)
    vals = [b.sub(b.add(u, b.const(c)), v)
            for u, v, c in zip(x.vals, y.vals, bd)]
    return Fe(x.F, vals, [p + c for p, c in zip(x.db, bd)],
              x.vb + k * x.F.p)


def fe_small(b, x, k):
    """k x digit by digit (k a small constant: shifts for powers of 2)."""
    if k & (k - 1) == 0:
        vals = [b.shl(v, k.bit_length() - 1) for v in x.vals]
    else:
        vals = [b.mul(v, b.const(k)) for v in x.vals]
    return Fe(x.F, vals, [k * (d - 1) + 1 for d in x.db], k * (x.vb - 1) + 1)


def fe_carry(b, x):
    """One carry pass: digit i < n - 1 keeps x_i mod 2^r and takes x_(i-1)
    >> r; the top digit takes the last carry (the value is unchanged)."""
    F = x.F
    mask = b.const(F.mask)
    hi = [b.shr(v, F.r) for v in x.vals[:-1]]
    out = [b.and_(x.vals[0], mask)]
    db = [1 << F.r]
    for i in range(1, F.n):
        lo = x.vals[i] if i == F.n - 1 else b.and_(x.vals[i], mask)
        out.append(b.add(lo, hi[i - 1]))
        top = x.db[i] - 1 if i == F.n - 1 else F.mask
        db.append(top + ((x.db[i - 1] - 1) >> F.r) + 1)
    db[-1] = min(db[-1], ((x.vb - 1) >> (F.r * (F.n - 1))) + 1)
    return Fe(F, out, db, x.vb)


def fe_cneg(b, y, mask):
    """y, or k p - y (bias(y.db)) where mask is all ones."""
    n = fe_sub(b, Fe(y.F, [b.const(0)] * y.F.n, [1] * y.F.n, 1), y)
    vals = [b.xor(u, b.and_(b.xor(u, v), mask))
            for u, v in zip(y.vals, n.vals)]
    return Fe(y.F, vals, [max(p, q) for p, q in zip(y.db, n.db)],
              max(y.vb, n.vb))


def _column(b, F, lo, hi, terms, check):
    """Accumulate terms [(x, xs, y, xbound, ybound)] into (lo, hi)."""
    for x, xs, y, bx, by in terms:
        pl, ph = b.mul(x, y), b.mulhu(xs, y)
        lo = pl if lo is None else b.add(lo, pl)
        hi = ph if hi is None else b.add(hi, ph)
        check.append((bx, by))
    return lo, hi


def _row_parts(F):
    """[(column offset, sign, kind, shift)]: u p's parts for a row u at
    column 0, beyond m_0's (the carry takes those): each term s 2^e of p
    (e >= r) puts s ((u << o) mod 2^r) at column e // r ("lo", o = e %
    r) and s (u >> (r - o)) at the next ("hi"; o = 0: u itself)."""
    out = []
    for sg, e in F.high:
        c, o = divmod(e, F.r)
        out.append((c, sg, "lo", o))
        if o:
            out.append((c + 1, sg, "hi", o))
    return out


def _row_bias(F):
    """N: the constant N 2^r - N that each column from the first with a
    negative part of u p on takes (N 2^r at the first), so that no
    column sum goes below zero; the top digit gives N back (the
    constants telescope to N 2^(r (2n - 1)))."""
    parts = _row_parts(F)
    neg = {}
    for c, sg, kind, o in parts:
        if sg < 0:
            top = (1 << F.r) if kind == "lo" else 1 << o
            neg[c] = neg.get(c, 0) + top
    worst = 0
    for c in range(F.n + max(p[0] for p in parts)):
        rows = [c - d for d in neg if 0 <= c - d < F.n]
        worst = max(worst, sum(neg[c - k] for k in rows))
    n = 1
    while n * (1 << F.r) - n < worst:
        n += 1
    first = min(neg) if neg else None
    return n, first


def _part(b, r, ut, kind, o):
    """One part of u p from ut = u << (64 - r): (u << o) mod 2^r ("lo")
    or u >> (r - o) ("hi")."""
    if kind == "lo":
        return b.shr(ut, 64 - r) if o == 0 else b.shr(b.shl(ut, o), 64 - r)
    return b.shr(ut, 64 - o)


def _product(b, x, y, square):
    """(x y or x^2) R'^-1 mod p, below x.vb y.vb / R' + p (module doc).
    The u p rows are p's sparse terms as shifts (_row_parts); the biases
    of _row_bias keep every column sum non-negative."""
    F = x.F
    n, r = F.n, F.r
    assert all(d <= 1 << F.split for d in x.db), "x digit over SPLIT"
    xs = x.xs(b)
    sparse = F.high is not None
    parts = _row_parts(F) if sparse else []
    nb, first = _row_bias(F) if sparse else (0, None)
    extra = {}                         # column -> [(sign, value, bound)]
    us = {}                            # k -> (u_k, u_k << (64 - SPLIT))
    carry, carry_b = None, 0
    out = []
    for k in range(2 * n - 1):
        lo = hi = None
        check = []
        pairs = [(i, k - i) for i in range(n) if 0 <= k - i < n]
        if square:
            terms = [(x.vals[i], xs[i], x.vals[j], x.db[i], x.db[j])
                     for i, j in pairs if i < j]
            lo, hi = _column(b, F, lo, hi, terms, check)
            if lo is not None:
                lo, hi = b.shl(lo, 1), b.shl(hi, 1)
                check += check
            if k % 2 == 0:
                i = k // 2
                lo, hi = _column(b, F, lo, hi, [(x.vals[i], xs[i], x.vals[i],
                                                 x.db[i], x.db[i])], check)
        else:
            terms = [(x.vals[i], xs[i], y.vals[j], x.db[i], y.db[j])
                     for i, j in pairs]
            lo, hi = _column(b, F, lo, hi, terms, check)
        if not sparse:                  # u_i m_(k-i): products by p's digits
            terms = [(us[i][0], us[i][1], b.const(F.pd[k - i]), 1 << r,
                      F.pd[k - i] + 1)
                     for i in range(max(0, k - n + 1), min(k, n))
                     if F.pd[k - i] != 0]
            lo, hi = _column(b, F, lo, hi, terms, check)
        # the u p parts and the bias, all into L (below 2^r each)
        pos_b = neg_b = 0
        bias = 0
        if first is not None and k >= first:
            bias = nb << r if k == first else (nb << r) - nb
        if bias:
            lo = b.add(lo, b.const(bias))
        for sg, part, bound in extra.pop(k, []):
            v = part()
            lo = b.add(lo, v) if sg > 0 else b.sub(lo, v)
            if sg > 0:
                pos_b += bound
            else:
                neg_b += bound
        assert bias >= neg_b, "column bias"
        # bounds: S = sum of (x y mod 2^SPLIT) + parts + bias + carry
        s_b = len(check) * (1 << F.split) + carry_b + pos_b + bias
        h_b = sum(((bx - 1) * (by - 1)) >> F.split for bx, by in check)
        assert s_b < 1 << 64 and (h_b << (F.split - r)) < 1 << 63, \
            "column overflow"
        if carry is not None:
            lo = b.add(lo, carry)
        s = b.sub(lo, b.shl(hi, F.split))
        cout = b.add(b.shl(hi, F.split - r), b.shr(s, r))
        cb = (h_b << (F.split - r)) + (s_b >> r)
        if k < n:
            sd = b.shl(s, 64 - r)                        # digit << (64 - r)
            if bin(F.mp).count("1") <= 2:                # u_k << (64 - r)
                ut = None
                for i in range(F.mp.bit_length()):
                    if F.mp >> i & 1:
                        t = sd if i == 0 else b.shl(sd, i)
                        ut = t if ut is None else b.add(ut, t)
            else:
                ut = b.mul(sd, b.const(F.mp))
            h0 = b.mulhu(ut, b.const(F.low))            # (u_k m_0) >> r
            carry = b.add(b.add(cout, h0), b.snez(sd))
            carry_b = cb + F.low + 2
            if not sparse:
                us[k] = (b.shr(ut, 64 - r), b.shr(ut, F.split - r))
            # each part is made from u_k << (64 - r) when its column
            # comes (one word per row stays live, not one per part)
            for c, sg, kind, o in parts:
                bound = (1 << r) if kind == "lo" else 1 << o
                extra.setdefault(k + c, []).append(
                    (sg, lambda ut=ut, kind=kind, o=o: _part(b, r, ut, kind,
                                                             o), bound))
        else:
            out.append(b.and_(s, b.const(F.mask)))
            carry, carry_b = cout, cb + 1
        assert carry_b < 1 << 64, "carry overflow"
    assert not extra or max(extra) <= 2 * n - 1
    top_parts = extra.pop(2 * n - 1, [])
    assert not extra
    vb = (x.vb - 1) * ((x if square else y).vb - 1) // F.R + F.p + 1
    # the last carry is digit n - 1 (weight 2^(r (2n - 1))): the parts of
    # u p that land there, and the bias given back
    top = carry
    for sg, part, bound in top_parts:
        v = part()
        top = b.add(top, v) if sg > 0 else b.sub(top, v)
    if first is not None:
        top = b.sub(top, b.const(nb))
    out.append(top)
    db = [1 << r] * (n - 1) + [((vb - 1) >> (r * (n - 1))) + 1]
    return Fe(F, out, db, vb)


def fe_mul(b, x, y):
    return _product(b, x, y, False)


def fe_sqr(b, x):
    return _product(b, x, None, True)


def fe_const(b, F, v):
    """The constant v (canonical digits) as an element."""
    return Fe(F, [b.const(d) for d in F.digits(v)], [d + 1 for d in
                                                     F.digits(v)], v + 1)


# ---------------------------------------------------------------------------
# Point formulas (a = -3).  Every input coordinate within (db, vb); the
# outputs carried once (digits back near 2^r) so that they fit the same.
# ---------------------------------------------------------------------------
def dbl(b, X, Y, Z):
    """dbl-2001-b: delta = Z^2, gamma = Y^2, beta = X gamma, alpha =
    3 (X - delta)(X + delta), X3 = alpha^2 - 8 beta, Z3 = (Y + Z)^2 -
    gamma - delta, Y3 = alpha (4 beta - X3) - 8 gamma^2."""
    delta = fe_sqr(b, Z)
    gamma = fe_sqr(b, Y)
    beta = fe_mul(b, X, gamma)
    t = fe_mul(b, fe_sub(b, X, delta), fe_small(b, fe_add(b, X, delta), 3))
    alpha = t
    x3 = fe_carry(b, fe_sub(b, fe_sqr(b, alpha), fe_small(b, beta, 8)))
    z3 = fe_carry(b, fe_sub(b, fe_sqr(b, fe_add(b, Y, Z)),
                            fe_add(b, gamma, delta)))
    g2 = fe_sqr(b, gamma)
    y3 = fe_mul(b, alpha, fe_sub(b, fe_small(b, beta, 4), x3))
    y3 = fe_carry(b, fe_sub(b, y3, fe_small(b, g2, 8)))
    return x3, y3, z3


def madd(b, X1, Y1, Z1, X2, Y2):
    """Jacobian + affine (8M + 3S): U2 = X2 Z1^2, S2 = Y2 Z1^3, H = U2 -
    X1, R = S2 - Y1, X3 = R^2 - H^3 - 2 X1 H^2, Y3 = R (X1 H^2 - X3) - Y1
    H^3, Z3 = Z1 H (exceptional inputs - H = 0 - give Z3 = 0 mod p)."""
    z2 = fe_sqr(b, Z1)
    u2 = fe_mul(b, X2, z2)
    s2 = fe_mul(b, Y2, fe_mul(b, Z1, z2))
    h = fe_carry(b, fe_sub(b, u2, X1))
    rr = fe_carry(b, fe_sub(b, s2, Y1))
    z3 = fe_mul(b, Z1, h)
    hh = fe_sqr(b, h)
    hhh = fe_mul(b, hh, h)
    v = fe_mul(b, X1, hh)
    x3 = fe_carry(b, fe_sub(b, fe_sqr(b, rr),
                            fe_add(b, hhh, fe_small(b, v, 2))))
    y3 = fe_mul(b, rr, fe_sub(b, v, x3))
    y3 = fe_carry(b, fe_sub(b, y3, fe_mul(b, Y1, hhh)))
    return x3, y3, z3


def _widen(a, b_):
    return [max(p, q) for p, q in zip(a[0], b_[0])], max(a[1], b_[1])


def _run_bounds(F, fn, nin, pin, qin=None):
    """Output (db, vb) of fn on bound-only inputs (a throwaway builder)."""
    b = ir.Builder("bounds", 64, None, "")
    b.array("p", F.n * nin, "in")
    ins = [fe_load(b, F, "p", F.n * i, pin[0], pin[1]) for i in range(nin)]
    if qin is not None:
        b.array("q", 2 * F.n, "in")
        ins += [fe_load(b, F, "q", 0, qin[0], qin[1]),
                fe_cneg(b, fe_load(b, F, "q", F.n, qin[0], qin[1]),
                        b.word("m"))]
    outs = fn(b, *ins)
    db = [max(o.db[i] for o in outs) for i in range(F.n)]
    return db, max(o.vb for o in outs)


def point_contract(F):
    """(db, vb): bounds, from wr_to's output up, that wr_dbl and wr_madd
    map into themselves (iterated to a fixed point; the value bound a
    multiple of p, the top digit's bound what it implies)."""
    q = (F.tight, 2 * F.p)              # wr_to: digits below 2^r, < 2p
    cur = q

    def rounded(c):
        vb = -(-c[1] // F.p) * F.p
        return c[0][:-1] + [((vb - 1) >> (F.r * (F.n - 1))) + 1], vb
    for _ in range(20):
        nxt = _widen(cur, _run_bounds(F, dbl, 3, cur))
        nxt = rounded(_widen(nxt, _run_bounds(F, madd, 3, nxt, q)))
        if nxt == cur:
            assert all(d <= 1 << F.split for d in cur[0])
            return cur
        cur = nxt
    raise AssertionError("no fixed point")


# ---------------------------------------------------------------------------
# Leaves
# ---------------------------------------------------------------------------
def build_dbl(name, F, doc=""):
    """r = 2 p (3 n digits each, within point_contract); r may alias p."""
    db, vb = point_contract(F)
    b = ir.Builder(name, 64, None, doc, may_alias=(("r", "p"),))
    b.f.digit = F.r
    b.array("r", 3 * F.n, "out")
    b.array("p", 3 * F.n, "in")
    pts = [fe_load(b, F, "p", F.n * i, db, vb) for i in range(3)]
    for i, c in enumerate(dbl(b, *pts)):
        fe_store(b, "r", c, F.n * i)
    return b.finish()


def nonzero_mod_p(b, x):
    """1 when x (canonical digits of a value below 2p: a product's) is
    neither 0 nor p, else 0."""
    F = x.F
    assert x.vb <= 2 * F.p and all(d <= 1 << F.r for d in x.db[:-1])
    acc = accp = None
    for v, d in zip(x.vals, F.pd):
        e = b.xor(v, b.const(d))
        acc = v if acc is None else b.or_(acc, v)
        accp = e if accp is None else b.or_(accp, e)
    return b.and_(b.snez(acc), b.snez(accp))


def build_madd(name, F, doc="", flag=False):
    """r = p + (x2, y2) if m = 0, p + (x2, -y2) if m is all ones; q = x2,
    y2 (2 n digits, wr_to's outputs); r may alias p.  flag: return 1,
    or 0 when Z3 = 0 mod p (p = +-q, or Z1 = 0: the caller redoes it)."""
    db, vb = point_contract(F)
    b = ir.Builder(name, 64, "word" if flag else None, doc,
                   may_alias=(("r", "p"),))
    b.f.digit = F.r
    b.array("r", 3 * F.n, "out")
    b.array("p", 3 * F.n, "in")
    b.array("q", 2 * F.n, "in")
    m = b.word("m")
    pts = [fe_load(b, F, "p", F.n * i, db, vb) for i in range(3)]
    x2 = fe_load(b, F, "q", 0, F.tight, 2 * F.p)
    y2 = fe_cneg(b, fe_load(b, F, "q", F.n, F.tight, 2 * F.p), m)
    out = madd(b, *(pts + [x2, y2]))
    for i, c in enumerate(out):
        fe_store(b, "r", c, F.n * i)
    return b.finish(nonzero_mod_p(b, out[2]) if flag else None)


def _pack(b, F, arr):
    """The n64 words of arr as n digits (value unchanged, below 2^r each)."""
    a = [b.load(arr, i) for i in range(F.n64)]
    out = []
    for i in range(F.n):
        lo = F.r * i
        v = None
        for w in range(F.n64):
            off = 64 * w - lo
            if off >= F.r or off <= -64:
                continue
            part = b.shl(a[w], off) if off >= 0 else b.shr(a[w], -off)
            v = part if v is None else b.or_(v, part)
        if F.r * (i + 1) < 64 * F.n64:
            v = b.and_(v, b.const(F.mask))
        out.append(v)
    return out


def build_to(name, F, doc=""):
    """d (n digits) = a R'/R mod p for a (n64 words, below p): the digits
    of a times the constant 2^(2 r n - 64 n64) mod p (a Montgomery
    product); digits below 2^r, value below 2p."""
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = F.r
    b.array("d", F.n, "out")
    b.array("a", F.n64, "in")
    a = Fe(F, _pack(b, F, "a"), [1 << F.r] * F.n, F.p)
    c = fe_const(b, F, pow(2, 2 * F.r * F.n - 64 * F.n64, F.p))
    d = fe_mul(b, a, c)
    assert d.vb <= 2 * F.p and all(x <= y for x, y in zip(d.db, F.tight))
    fe_store(b, "d", d)
    return b.finish()


def build_from(name, F, doc=""):
    """a (n64 words, canonical, below p) = d R/R' mod p for d within
    point_contract: d times 2^(64 n64) mod p (a Montgomery product, below
    2p), the digits packed into words, one conditional subtraction."""
    db, vb = point_contract(F)
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = F.r
    b.array("a", F.n64, "out")
    b.array("d", F.n, "in")
    d = fe_load(b, F, "d", 0, db, vb)
    t = fe_mul(b, d, fe_const(b, F, pow(2, 64 * F.n64, F.p)))
    assert t.vb <= 2 * F.p
    assert all(x <= 1 << F.r for x in t.db[:-1])   # digits of a product
    words = [b.const(0) for _ in range(F.n64 + 1)]
    for i, v in enumerate(t.vals):
        pos = F.r * i
        w, off = pos // 64, pos % 64
        words[w] = b.or_(words[w], b.shl(v, off))
        if off + F.r > 64 or i == F.n - 1:
            if w + 1 <= F.n64 and off > 0:
                words[w + 1] = b.or_(words[w + 1], b.shr(v, 64 - off))
    pw = [(F.p >> (64 * i)) & ((1 << 64) - 1) for i in range(F.n64)]
    diff, bw = [], None
    for i in range(F.n64):
        dd, bw = b.sbb(words[i], b.const(pw[i]), bw)
        diff.append(dd)
    # value = words + top 2^(64 n64) < 2p: keep it when it is below p,
    # i.e. when the subtraction borrows out of the top word
    keep = b.sub(bw, words[F.n64])      # 1: below p, 0: subtract
    mask = b.neg(keep, hint="m")
    for i in range(F.n64):
        b.store("a", i, b.select(mask, words[i], diff[i]))
    return b.finish()
