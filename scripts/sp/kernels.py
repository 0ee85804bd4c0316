"""Kernel builders of the SP generator: multi-precision arithmetic in IR.

Third layer of the generator (DESIGN.md section 4).  Each `build_*`
function returns one kernel -- an `ir.Function` (leaf: fully unrolled,
straight line) or an `ir.Glue` (composite: calls of smaller kernels).  The
catalogue (catalog.py) decides which kernels exist for which field, their
names and which strategy is used at which size; this file only knows the
arithmetic.

Numbers are little-endian arrays of n w-bit words.  Every kernel is
constant time: no branch, and no memory index, depends on the data.

Algorithms (operation counts per kernel are in tests/sp_kernels/
op_counts.txt; "op" = one RV64IM instruction after `ir.lower`):

* mul: operand scanning ("rows"): row j adds a * b[j] into the running
  product with a `madd` chain (lo, hi of a[i]*b[j] + r[i+j] + carry);
  ~8 ops per word product.  r[j] is final after row j and is stored then.
* sqr: the off-diagonal triangle sum_{i<j} a[i]a[j] by rows, doubled by a
  one-bit shift over 2n words, plus the diagonal a[i]^2 by one carry chain:
  n(n-1)/2 products instead of n^2.
* Montgomery reduction (operand scanning, one row per word of t):
  mu = t[i] * mp; t += mu * m << (w*i).  The lowest column is never
  computed: t[i] + lo(mu*m[0]) = 0 mod 2^w, so its carry is
  hi(mu*m[0]) + (t[i] != 0); when mp = 1 and m[0] = 2^w - 1 (P-256, SM2,
  P-384 with 32-bit words) the carry is t[i] itself and the row costs no
  multiplication for that word.  Constant modulus words are folded by the
  IR builder: zero words cost one add chain, one-words no product, and
  all-ones words use a*(2^w-1) = a*2^w - a.  The carry out of the top word
  of row i is added in row i+1, so after n rows the value is t_hi + ca*R
  < 2m and one masked subtraction finishes (`_final_sub`).
* Mersenne reduction (P-521, R = 1): t mod p = (t mod 2^521) +
  (t >> 521), then one masked correction; no multiplication at all.
* Big sizes: Karatsuba glue (mul/sqr of n = 2h from three h-limb products
  and add/sub leaves) and a row-loop reduction (n/k calls of an unrolled
  k-row leaf, then a final-subtract leaf).  The k-row leaf runs its rows
  as a wavefront (build_mont_rows: one carry word per row, ~3k values
  live; k = 4) or in product-scanning order (build_mont_rows_cols: the
  rows' carries merged into a three-word column accumulator, 2k + 4
  live; k = 8 for RV64, catalog.RV64_ROWS).
* Point doubling (build_proj_dbl, RV64 catalogue only): the a = -3
  Jacobian doubling as one leaf, from the value-list helpers (v_mont_mul,
  v_mont_sqr, v_mod_add, v_mod_sub, v_mod_half); the mixed addition
  (build_proj_madd) and the addition (build_proj_add) likewise,
  returning v_zero_mask(H, R).
"""

import ir

# ---------------------------------------------------------------------------
# Vector helpers (lists of SSA values)
# ---------------------------------------------------------------------------


class LazyVec:
    """Words of an input array, each loaded at its first use."""

    def __init__(self, b, arr, n):
        self.b, self.arr, self.n = b, arr, n
        self.vals = [None] * n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if self.vals[i] is None:
            self.vals[i] = self.b.load(self.arr, i)
        return self.vals[i]


def const_vec(b, words):
    return [b.const(x) for x in words]


def store_vec(b, arr, vals, off=0):
    for i, v in enumerate(vals):
        b.store(arr, off + i, v)


def v_mul(b, x, y, on_final=None, on_row=None):
    """Product of n-word x and y as 2n values (operand scanning).

    on_final(k, v) is called as soon as word k of the product is final;
    on_row(j, r) after row j with the list of partial sums r, which it
    may update in place (v_mont_mul adds a Montgomery row there).
    """
    n = len(x)
    zero = b.const(0)
    r = [zero] * (2 * n)
    for j in range(n):
        c = None
        yj = y[j]
        for i in range(n):
            r[i + j], c = b.madd(x[i], yj, r[i + j], c)
        r[j + n] = c
        if on_final:
            on_final(j, r[j])
        if on_row:
            on_row(j, r)
    if on_final:
        for k in range(n, 2 * n):
            on_final(k, r[k])
    return r


def v_mul_cols(b, x, y, on_final=None):
    """Product of n-word x and y as 2n values (product scanning).

    Column k accumulates sum_{i+j=k} x[i]*y[j] in a three-word
    accumulator (c0, c1, c2); word k is then final.  Same op count as
    v_mul, but only the accumulator lives across products: the operands
    can be reloaded from memory, which suits a small register budget.
    """
    n = len(x)
    zero = b.const(0)
    r = []
    c0 = c1 = c2 = zero
    for k in range(2 * n - 1):
        for i in range(max(0, k - n + 1), min(k, n - 1) + 1):
            lo, hi = b.mulw(x[i], y[k - i])
            c0, cy = b.addc(c0, lo)
            hi = b.add(hi, cy)          # hi <= 2^w - 2: no overflow
            c1, cy = b.addc(c1, hi)
            c2 = b.add(c2, cy, hint="c")
        r.append(c0)
        if on_final:
            on_final(k, c0)
        c0, c1, c2 = c1, c2, zero
    r.append(c0)
    if on_final:
        on_final(2 * n - 1, c0)
    return r


def v_sqr(b, x, on_final=None):
    """Square of n-word x as 2n values: 2 * triangle + diagonal.

    Triangle row j adds x[j] * x[j+1..n) at words 2j+1 .. j+n, so word k
    is final once rows up to (k-1)/2 are done.  Each final word is then
    doubled (shifted left one bit, taking the top bit of word k-1) and
    gets its diagonal half (lo or hi of x[k/2]^2) in one carry chain, in
    ascending order, so few triangle words are live at a time.
    on_final(k, v) is called when word k of the square is final.
    """
    n = len(x)
    w = b.w
    zero = b.const(0)
    r = [zero] * (2 * n)
    out = []
    st = {"prev": zero, "c": None, "hi": None}

    def finish(k):
        d = b.or_(b.shl(r[k], 1), b.shr(st["prev"], w - 1))
        st["prev"] = r[k]
        if k % 2 == 0:
            diag, st["hi"] = b.mulw(x[k // 2], x[k // 2])
        else:
            diag = st["hi"]
        s, st["c"] = b.adc(d, diag, st["c"])
        out.append(s)
        if on_final:
            on_final(k, s)

    for j in range(n - 1):
        c = None
        for i in range(j + 1, n):
            r[i + j], c = b.madd(x[i], x[j], r[i + j], c)
        r[j + n] = c
        while len(out) <= min(2 * j + 2, 2 * n - 1):
            finish(len(out))
    while len(out) < 2 * n:
        finish(len(out))
    return out


def v_add(b, x, y, c=None):
    """x + y (+ c): (n values, carry value)."""
    out = []
    for xi, yi in zip(x, y):
        s, c = b.adc(xi, yi, c)
        out.append(s)
    return out, (c if c is not None else b.const(0))


def v_sub(b, x, y, c=None):
    """x - y (- c): (n values, borrow value)."""
    out = []
    for xi, yi in zip(x, y):
        d, c = b.sbb(xi, yi, c)
        out.append(d)
    return out, (c if c is not None else b.const(0))


def _final_sub(b, t, ca, m):
    """T = t + ca * 2^(wn) with T < 2m: T - m if T >= m else T.

    d = t - m with borrow bw.  T >= m unless ca = 0 and bw = 1, and ca = 1
    forces bw = 1, so keep = bw - ca is 1 exactly when t is the answer.
    """
    d, bw = v_sub(b, t, m)
    keep = b.sub(bw, ca) if ca is not None else bw
    mask = b.neg(keep, hint="m")
    return [b.select(mask, ti, di) for ti, di in zip(t, d)]


def v_mod_add(b, x, y, m):
    """(x + y) mod m for x, y < m (value lists; m: modulus values)."""
    s, c = v_add(b, x, y)
    return _final_sub(b, s, c, m)


def v_mod_sub(b, x, y, m):
    """(x - y) mod m for x, y < m: x - y, plus m if it borrowed."""
    d, bw = v_sub(b, x, y)
    mask = b.neg(bw, hint="m")
    r, _ = v_add(b, d, [b.and_(mi, mask) for mi in m])
    return r


def v_mersenne_sub(b, x, y, bits):
    """(x - y) mod p for p = 2^bits - 1 and x, y < p, bits not a multiple
    of the word: the wrapped x - y has its bits from `bits` up all ones
    exactly when it borrowed; masking them off leaves x - y + 2^bits
    there, and taking the borrow off once more gives x - y + p (an
    n-word decrement instead of a masked addition of p)."""
    top = len(x) - 1
    k = bits - b.w * top
    assert 0 < k < b.w, "Mersenne bits must end inside the top word"
    d, bw = v_sub(b, x, y)
    d[top] = b.and_(d[top], b.const((1 << k) - 1))
    r, _ = v_sub(b, d, [bw] + [b.const(0)] * top)
    return r


def v_mersenne_add(b, x, y, bits):
    """(x + y) mod p for p = 2^bits - 1 and x, y < p, bits not a multiple
    of the word: s = x + y < 2p has s - p = s + 1 - 2^bits, so r = (s +
    ((s + 1) >> bits)) mod 2^bits, as v_mersenne takes it (the carry of
    s + 1 into the top word is 1 exactly when the lower words are all
    ones): one carry chain and an increment instead of a subtraction of
    p and a select."""
    top = len(x) - 1
    k = bits - b.w * top
    assert 0 < k < b.w, "Mersenne bits must end inside the top word"
    s, _ = v_add(b, x, y)
    allones = s[0]
    for v in s[1:top]:
        allones = b.and_(allones, v)
    cin = b.sltu(b.add(allones, b.const(1)), b.const(1))    # seqz
    bit = b.shr(b.add(s[top], cin), k)
    r, _ = v_add(b, s, [bit] + [b.const(0)] * top)
    r[top] = b.and_(r[top], b.const((1 << k) - 1))
    return r


def mersenne_bits(p):
    """bits when p = 2^bits - 1, else None."""
    return p.bit_length() if p & (p + 1) == 0 else None


def v_mod_half(b, x, m):
    """x / 2 mod m for x < m, m odd: x + (m if x is odd) is even; shift
    it right one bit, its carry included (the C tiers' half_mod)."""
    w = b.w
    mask = b.neg(b.and_(x[0], b.const(1)), hint="m")
    s, c = v_add(b, x, [b.and_(mi, mask) for mi in m])
    s = s + [c]
    return [b.or_(b.shr(s[i], 1), b.shl(s[i + 1], w - 1))
            for i in range(len(x))]


def _low_column_carry(b, ti, mu, m0, mp):
    """Carry out of t[i] + mu * m0, whose low word is 0 by choice of mu."""
    if b.is_const(m0, b.mask) and b.is_const(mp, 1):
        return ti                       # t[i] * (2^w - 1) + t[i] = t[i] * 2^w
    return b.add(b.mulhu(mu, m0), b.snez(ti), hint="c")


def mont_row(b, t, i, m, mp, ca):
    """One Montgomery row in place on the value list t: t += mu*m << wi.

    Returns the carry out of t[i + n] (to be added into t[i + n + 1]).
    """
    n = len(m)
    mu = b.mul(t[i], mp)
    c = _low_column_carry(b, t[i], mu, m[0], mp)
    t[i] = b.const(0)
    for j in range(1, n):
        t[i + j], c = b.madd(mu, m[j], t[i + j], c)
    t[i + n], ca = b.adc(t[i + n], c, ca)
    return ca


def v_mont_reduce(b, t, m, mp):
    """t * R^-1 mod m for t < m * R (2n values in, n values out, < m)."""
    n = len(m)
    t = list(t)
    ca = None
    for i in range(n):
        ca = mont_row(b, t, i, m, mp, ca)
    return _final_sub(b, t[n:], ca, m)


def v_mont_mul(b, x, y, m, mp):
    """x * y * R^-1 mod m (x, y < m) with the reduction rows interleaved
    with the product rows: Montgomery row j runs as soon as product row
    j has made word j final, adding into the partial sums of the later
    rows (the same ops as v_mul + v_mont_reduce, in an order that keeps
    about n + 2 words of the product live instead of 2n)."""
    n = len(m)
    st = {"ca": None}

    def row(j, t):
        st["ca"] = mont_row(b, t, j, m, mp, st["ca"])

    t = v_mul(b, x, y, on_row=row)
    return _final_sub(b, t[n:], st["ca"], m)


def v_mont_sqr(b, x, m, mp):
    """x^2 R^-1 mod m (x < m): v_sqr, with Montgomery row i run as soon
    as word i + n of the square is final (v_sqr finishes words in
    ascending order); same ops as v_sqr + v_mont_reduce."""
    n = len(m)
    t = [None] * (2 * n)
    st = {"ca": None, "row": 0}

    def final(k, v):
        t[k] = v
        while st["row"] + n <= k:
            st["ca"] = mont_row(b, t, st["row"], m, mp, st["ca"])
            st["row"] += 1

    v_sqr(b, x, on_final=final)
    return _final_sub(b, t[n:], st["ca"], m)


def v_mersenne(b, t, bits):
    """t mod (2^bits - 1) for t < 2^(2*bits), fully reduced.

    s = (t mod 2^bits) + (t >> bits) < 2^(bits+1) - 1; then s - p = s + 1 -
    2^bits when s >= p, i.e. when bit `bits` of s + 1 is set:
    r = (s + ((s + 1) >> bits)) mod 2^bits.  The carry of s + 1 into the
    top word is 1 exactly when all lower words of s are all-ones.
    """
    w = b.w
    n = (bits + w - 1) // w
    top = bits - w * (n - 1)            # bits in the top word
    assert 0 < top < w
    tmask = b.const((1 << top) - 1)
    zero = b.const(0)
    t = list(t) + [zero] * (2 * n + 1 - len(t))
    lo = t[:n - 1] + [b.and_(t[n - 1], tmask)]
    hi = [b.or_(b.shr(t[n - 1 + k], top), b.shl(t[n + k], w - top))
          for k in range(n)]
    s, _ = v_add(b, lo, hi)
    allones = s[0]
    for k in range(1, n - 1):
        allones = b.and_(allones, s[k])
    cin = b.sltu(b.add(allones, b.const(1)), b.const(1))    # seqz
    bit = b.shr(b.add(s[n - 1], cin), top)
    r, _ = v_add(b, s, [bit] + [zero] * (n - 1))
    r[n - 1] = b.and_(r[n - 1], tmask)
    return r


# ---------------------------------------------------------------------------
# Leaf builders.  `m` is a list of constant words for a fixed modulus or
# None for a run-time modulus (then parameters m[] and mp are added).
# ---------------------------------------------------------------------------
def _modulus(b, n, m_words, mp):
    if m_words is None:
        b.array("m", n, "in")
        return LazyVec(b, "m", n), b.word("mp")
    return const_vec(b, m_words), b.const(mp)


def build_add(name, w, n, doc=""):
    b = ir.Builder(name, w, "word", doc, may_alias=(("r", "a"), ("r", "b")))
    b.array("r", n, "out")
    b.array("a", n, "in")
    b.array("b", n, "in")
    c = None
    for i in range(n):
        s, c = b.adc(b.load("a", i), b.load("b", i), c)
        b.store("r", i, s)
    return b.finish(c)


def build_sub(name, w, n, doc=""):
    b = ir.Builder(name, w, "word", doc, may_alias=(("r", "a"), ("r", "b")))
    b.array("r", n, "out")
    b.array("a", n, "in")
    b.array("b", n, "in")
    c = None
    for i in range(n):
        d, c = b.sbb(b.load("a", i), b.load("b", i), c)
        b.store("r", i, d)
    return b.finish(c)


def build_cond_addsub(name, w, n, sub, doc=""):
    """r = a +/- (b & mask); returns the carry/borrow."""
    b = ir.Builder(name, w, "word", doc, may_alias=(("r", "a"), ("r", "b")))
    b.array("r", n, "out")
    b.array("a", n, "in")
    b.array("b", n, "in")
    mask = b.word("mask")
    c = None
    for i in range(n):
        y = b.and_(b.load("b", i), mask)
        x = b.load("a", i)
        s, c = b.sbb(x, y, c) if sub else b.adc(x, y, c)
        b.store("r", i, s)
    return b.finish(c)


def build_add_d(name, w, n, doc=""):
    """r = a + d for a word d; returns the carry."""
    b = ir.Builder(name, w, "word", doc, may_alias=(("r", "a"),))
    b.array("r", n, "out")
    b.array("a", n, "in")
    c = b.word("d")
    for i in range(n):
        s, c = b.addc(b.load("a", i), c)
        b.store("r", i, s)
    return b.finish(c)


def build_cmp(name, w, n, doc=""):
    """Sign of a - b as -1, 0, 1 (two's complement word)."""
    b = ir.Builder(name, w, "signed", doc)
    b.array("a", n, "in")
    b.array("b", n, "in")
    bw = None
    nz = b.const(0)
    for i in range(n):
        x, y = b.load("a", i), b.load("b", i)
        _, bw = b.sbb(x, y, bw)
        nz = b.or_(nz, b.xor(x, y))
    ne = b.snez(nz)
    return b.finish(b.sub(ne, b.shl(bw, 1)))


def build_mul_d(name, w, n, doc=""):
    """r (n+1 words) = a * d."""
    b = ir.Builder(name, w, None, doc, may_alias=(("r", "a"),))
    b.array("r", n + 1, "out")
    b.array("a", n, "in")
    d = b.word("d")
    c = None
    for i in range(n):
        lo, c = b.madd(b.load("a", i), d, c)
        b.store("r", i, lo)
    b.store("r", n, c)
    return b.finish()


def build_mul(name, w, n, doc="", columns=False):
    """r (2n words) = a * b; r must not overlap a or b (early stores).

    columns: product scanning (v_mul_cols) instead of rows (v_mul).
    """
    b = ir.Builder(name, w, None, doc)
    b.array("r", 2 * n, "out")
    b.array("a", n, "in")
    b.array("b", n, "in")
    (v_mul_cols if columns else v_mul)(
        b, LazyVec(b, "a", n), LazyVec(b, "b", n),
        on_final=lambda k, v: b.store("r", k, v))
    return b.finish()


def build_sqr(name, w, n, doc=""):
    """r (2n words) = a^2; r must not overlap a (as for the glue sqr)."""
    b = ir.Builder(name, w, None, doc)
    b.array("r", 2 * n, "out")
    b.array("a", n, "in")
    v_sqr(b, LazyVec(b, "a", n), on_final=lambda k, v: b.store("r", k, v))
    return b.finish()


def build_mont_reduce(name, w, n, m_words, mp, reduction="montgomery",
                      bits=None, doc=""):
    """r = t * R^-1 mod m (Montgomery) or t mod p (Mersenne); t: 2n words.

    t is scratch: its contents are undefined afterwards (this leaf leaves
    it alone, but the RV64 form reduces in place, rv64_kernels.py)."""
    b = ir.Builder(name, w, None, doc, may_alias=(("r", "t"),))
    b.array("r", n, "out")
    b.array("t", 2 * n, "inout")
    if reduction == "mersenne":
        t = [b.load("t", i) for i in range(2 * n)]
        store_vec(b, "r", v_mersenne(b, t, bits))
        return b.finish()
    m, mpv = _modulus(b, n, m_words, mp)
    t = LazyVec(b, "t", 2 * n)
    store_vec(b, "r", v_mont_reduce(b, [t[i] for i in range(2 * n)], m, mpv))
    return b.finish()


def build_mont_mul(name, w, n, m_words, mp, reduction="montgomery",
                   bits=None, square=False, b_words=None, doc=""):
    """Fused r = a * b * R^-1 mod m in one leaf (a, b < m; r < m).

    square: b = a.  b_words: b is a constant (to_mont uses R^2).
    r may alias a and b: every store comes after every load.
    """
    alias = (("r", "a"),) if square or b_words else (("r", "a"), ("r", "b"))
    bl = ir.Builder(name, w, None, doc, may_alias=alias)
    bl.array("r", n, "out")
    bl.array("a", n, "in")
    if not square and b_words is None:
        bl.array("b", n, "in")
    if reduction == "montgomery":
        m, mpv = _modulus(bl, n, m_words, mp)
    x = LazyVec(bl, "a", n)
    if square:
        t = v_sqr(bl, x)
    else:
        y = const_vec(bl, b_words) if b_words else LazyVec(bl, "b", n)
        t = v_mul(bl, x, y)
    if reduction == "mersenne":
        r = v_mersenne(bl, t, bits)
    else:
        r = v_mont_reduce(bl, t, m, mpv)
    store_vec(bl, "r", r)
    return bl.finish()


def build_from_mont(name, w, n, m_words, mp, doc=""):
    """r = a * R^-1 mod m: Montgomery reduction of (0 : a)."""
    b = ir.Builder(name, w, None, doc, may_alias=(("r", "a"),))
    b.array("r", n, "out")
    b.array("a", n, "in")
    m, mpv = _modulus(b, n, m_words, mp)
    t = [b.load("a", i) for i in range(n)] + [b.const(0)] * n
    store_vec(b, "r", v_mont_reduce(b, t, m, mpv))
    return b.finish()


def build_copy(name, w, n, doc=""):
    """r = a (the Montgomery conversions of a field with R = 1)."""
    b = ir.Builder(name, w, None, doc, may_alias=(("r", "a"),))
    b.array("r", n, "out")
    b.array("a", n, "in")
    store_vec(b, "r", [b.load("a", i) for i in range(n)])
    return b.finish()


def _build_mod_addsub(name, w, n, p_words, mersenne, generic, doc):
    """r = a op b mod p for a, b < p: `mersenne` (value lists, bits) for
    p = 2^bits - 1 with bits inside the top word, else `generic` (value
    lists, modulus values)."""
    b = ir.Builder(name, w, None, doc, may_alias=(("r", "a"), ("r", "b")))
    b.array("r", n, "out")
    b.array("a", n, "in")
    b.array("b", n, "in")
    bits = mersenne_bits(sum(x << (w * i) for i, x in enumerate(p_words)))
    x, y = LazyVec(b, "a", n), LazyVec(b, "b", n)
    if bits is not None and bits % w != 0:
        r = mersenne(b, x, y, bits)
    else:
        r = generic(b, x, y, const_vec(b, p_words))
    store_vec(b, "r", r)
    return b.finish()


def build_mod_add(name, w, n, p_words, doc=""):
    """r = (a + b) mod p for a, b < p (for p = 2^bits - 1:
    v_mersenne_add)."""
    return _build_mod_addsub(name, w, n, p_words, v_mersenne_add,
                             v_mod_add, doc)


def build_mod_sub(name, w, n, p_words, doc=""):
    """r = (a - b) mod p for a, b < p: a - b, plus p if it borrowed (for
    p = 2^bits - 1: v_mersenne_sub)."""
    return _build_mod_addsub(name, w, n, p_words, v_mersenne_sub,
                             v_mod_sub, doc)


def build_mod_neg(name, w, n, p_words, doc=""):
    """r = -a mod p for a < p: (p - a) masked to 0 when a = 0."""
    b = ir.Builder(name, w, None, doc, may_alias=(("r", "a"),))
    b.array("r", n, "out")
    b.array("a", n, "in")
    a = [b.load("a", i) for i in range(n)]
    nz = a[0]
    for x in a[1:]:
        nz = b.or_(nz, x)
    mask = b.neg(b.snez(nz), hint="m")
    d, _ = v_sub(b, const_vec(b, p_words), a)
    store_vec(b, "r", [b.and_(x, mask) for x in d])
    return b.finish()


def _point_ops(bl, n, m, mpv):
    """(mul, sqr, park) of the fused point leaves: Montgomery product and
    square mod m, and park(vals, off), which keeps a value in r at word
    off until it is needed (r is the leaf's output) and returns a loader
    of it."""
    def mul(x, y):
        return v_mont_mul(bl, x, y, m, mpv)

    def sqr(x):
        return v_mont_sqr(bl, x, m, mpv)

    def park(vals, off):
        store_vec(bl, "r", vals, off)
        return lambda: [bl.load("r", off + i) for i in range(n)]
    return mul, sqr, park


def _add_tail(bl, n, m, mul, sqr, rr, v, h3, yh3):
    """The end of both additions: X3 = R^2 - H^3 - 2V into r[0..n), Y3 =
    R (V - X3) - yh3() into r[n..2n) (yh3: the loader of the parked
    Y1 H^3 or S1 H^3)."""
    x3 = v_mod_sub(bl, v_mod_sub(bl, sqr(rr), h3, m), v, m)
    x3 = v_mod_sub(bl, x3, v, m)
    t = v_mod_sub(bl, v, x3, m)
    store_vec(bl, "r", x3)
    store_vec(bl, "r", v_mod_sub(bl, mul(rr, t), yh3(), m), n)


def build_proj_dbl(name, w, n, m_words, mp, doc=""):
    """Jacobian doubling for a = -3 in one leaf: r (3n words: X', Y', Z')
    = 2 p (X, Y, Z), Montgomery form mod the fixed m, coordinates fully
    reduced in and out; the formula of ecc_point.c.in's proj_dbl:
      Y2 = 2Y, D = Z^2, G = Y2^2, B = X G, A = 3 (X - D)(X + D),
      X' = A^2 - 2B, Z' = Y2 Z, Y' = A (B - X') - G^2 / 2   (4M + 4S)
    (products are Montgomery products, v_mul/v_sqr + v_mont_reduce; the
    sums v_mod_add/v_mod_sub; the halving v_mod_half).  It holds for any
    field elements, points at infinity (Z = 0 gives Z' = 0) included.
    r may alias p: a coordinate of r is written only once the same
    coordinate of p is dead.  To keep the register pressure down (a few
    spills instead of ~60), r also holds two intermediates between their
    definition and last use: G^2 / 2 in Y' (Y dies first, in Y2 = 2Y)
    and B in X' (after the last use of X)."""
    bl = ir.Builder(name, w, None, doc, may_alias=(("r", "p"),))
    bl.array("r", 3 * n, "out")
    bl.array("p", 3 * n, "in")
    m, mpv = _modulus(bl, n, m_words, mp)
    pv = LazyVec(bl, "p", 3 * n)
    X = [pv[i] for i in range(n)]
    Y = [pv[n + i] for i in range(n)]
    Z = [pv[i] for i in range(2 * n, 3 * n)]

    mul, sqr, park = _point_ops(bl, n, m, mpv)
    y2 = v_mod_add(bl, Y, Y, m)                 # Y is dead
    d = sqr(Z)
    store_vec(bl, "r", mul(y2, Z), 2 * n)       # Z' (Z is dead)
    g = sqr(y2)
    h = park(v_mod_half(bl, sqr(g), m), n)      # G^2 / 2 in Y'
    a = mul(v_mod_add(bl, X, d, m), v_mod_sub(bl, X, d, m))
    a = v_mod_add(bl, v_mod_add(bl, a, a, m), a, m)
    bb = park(mul(X, g), 0)                     # B in X' (X is dead)
    a2 = sqr(a)
    bb = bb()
    xr = v_mod_sub(bl, v_mod_sub(bl, a2, bb, m), bb, m)
    t = v_mod_sub(bl, bb, xr, m)
    store_vec(bl, "r", xr)
    store_vec(bl, "r", v_mod_sub(bl, mul(a, t), h(), m), n)
    return bl.finish()


def v_zero_mask(b, x):
    """All ones when every word of x is zero, else 0 (the C
    sp_ecc_zero_mask), without a branch: snez(x0 | x1 | ...) - 1."""
    acc = x[0]
    for xi in x[1:]:
        acc = b.or_(acc, xi)
    return b.sub(b.snez(acc), b.const(1), hint="m")


def build_proj_madd(name, w, n, m_words, mp, doc=""):
    """Mixed Jacobian + affine addition in one leaf: r (3n words) = p
    (X1, Y1, Z1) + q (X2, Y2: 2n words, Z2 = 1), Montgomery form mod the
    fixed m, coordinates fully reduced in and out; the formula of
    ecc_madd.c.in's proj_madd (8M + 3S):
      U2 = X2 Z1^2, S2 = Y2 Z1^3, H = U2 - X1, R = S2 - Y1, V = X1 H^2,
      X3 = R^2 - H^3 - 2V, Y3 = R (V - X3) - Y1 H^3, Z3 = Z1 H,
    returning all ones when H = R = 0 (v_zero_mask), else 0.  Every
    coordinate is any field element (exceptional inputs give the same
    garbage as the C).  r may alias p: a coordinate of r is written
    only once the same coordinate of p is dead (Z3 right after H; the
    register allocator may load an input word again, instead of
    spilling it, until its location is stored to); Y1 H^3 waits in Y3
    until its last use."""
    bl = ir.Builder(name, w, "word", doc, may_alias=(("r", "p"),))
    bl.array("r", 3 * n, "out")
    bl.array("p", 3 * n, "in")
    bl.array("q", 2 * n, "in")
    m, mpv = _modulus(bl, n, m_words, mp)
    pv = LazyVec(bl, "p", 3 * n)
    qv = LazyVec(bl, "q", 2 * n)
    X1 = [pv[i] for i in range(n)]
    Y1 = [pv[n + i] for i in range(n)]
    Z1 = [pv[2 * n + i] for i in range(n)]
    X2 = [qv[i] for i in range(n)]
    Y2 = [qv[n + i] for i in range(n)]

    mul, sqr, park = _point_ops(bl, n, m, mpv)
    zz = sqr(Z1)
    h = v_mod_sub(bl, mul(X2, zz), X1, m)
    rr = v_mod_sub(bl, mul(mul(Y2, Z1), zz), Y1, m)
    mask = v_zero_mask(bl, h + rr)
    store_vec(bl, "r", mul(Z1, h), 2 * n)       # Z3 (Z1 is dead)
    hh = sqr(h)
    h3 = mul(h, hh)
    v = mul(X1, hh)
    _add_tail(bl, n, m, mul, sqr, rr, v, h3,
              park(mul(Y1, h3), n))             # Y1 H^3 in Y3
    return bl.finish(mask)


def build_proj_add(name, w, n, m_words, mp, doc=""):
    """Jacobian addition in one leaf: r (3n words) = p (X1, Y1, Z1) + q
    (X2, Y2, Z2), Montgomery form mod the fixed m, coordinates fully
    reduced in and out; the formula of ecc_add.c.in's proj_add
    (12M + 4S):
      U1 = X1 Z2^2, U2 = X2 Z1^2, S1 = Y1 Z2^3, S2 = Y2 Z1^3,
      H = U2 - U1, R = S2 - S1, V = U1 H^2,
      X3 = R^2 - H^3 - 2V, Y3 = R (V - X3) - S1 H^3, Z3 = Z1 Z2 H,
    returning all ones when H = R = 0 (v_zero_mask), else 0, for any
    coordinates.  r may alias p or q: a coordinate of r is written only
    once the same coordinates of p and q are dead; U1 waits in X3 from
    U2 on, S1 in Y3 from S2 on, then S1 H^3 in Y3."""
    bl = ir.Builder(name, w, "word", doc,
                    may_alias=(("r", "p"), ("r", "q")))
    bl.array("r", 3 * n, "out")
    bl.array("p", 3 * n, "in")
    bl.array("q", 3 * n, "in")
    m, mpv = _modulus(bl, n, m_words, mp)
    pv = LazyVec(bl, "p", 3 * n)
    qv = LazyVec(bl, "q", 3 * n)
    X1, Y1, Z1 = [[pv[j * n + i] for i in range(n)] for j in range(3)]
    X2, Y2, Z2 = [[qv[j * n + i] for i in range(n)] for j in range(3)]

    mul, sqr, park = _point_ops(bl, n, m, mpv)
    z2z2 = sqr(Z2)
    u1 = mul(X1, z2z2)
    s1 = mul(mul(Y1, Z2), z2z2)
    z1z1 = sqr(Z1)
    h = v_mod_sub(bl, mul(X2, z1z1), u1, m)
    u1 = park(u1, 0)                            # X1, X2 are dead
    rr = v_mod_sub(bl, mul(mul(Y2, Z1), z1z1), s1, m)
    s1 = park(s1, n)                            # Y1, Y2 are dead
    mask = v_zero_mask(bl, h + rr)
    store_vec(bl, "r", mul(mul(Z1, Z2), h), 2 * n)     # Z3
    hh = sqr(h)
    h3 = mul(h, hh)
    v = mul(u1(), hh)
    _add_tail(bl, n, m, mul, sqr, rr, v, h3,
              park(mul(s1(), h3), n))           # S1 H^3 in Y3
    return bl.finish(mask)


def build_mont_rows(name, w, n, m_words, mp, k, doc=""):
    """k Montgomery rows in place on t[0..n+k): t += sum_r mu_r*m << (w*r).

    mu_r = t[r] * mp mod 2^w, t[r] taken after rows 0..r-1; ca (0 or 1)
    enters at word n (the pending carry of the previous block); returns
    the carry out of word n+k-1.  Words 0..k-1 of t (logically zero
    afterwards) are not written.

    The rows run as a wavefront over the columns (row r handles column
    c at word index j = c - r), so word c is final, and stored, as soon
    as the last row has passed it: only about 3k values are live at any
    time, and the modulus words are loaded once per block.
    """
    b = ir.Builder(name, w, "word", doc)
    b.array("t", n + k, "inout")
    m, mpv = _modulus(b, n, m_words, mp)
    ca = b.word("ca")
    t = LazyVec(b, "t", n + k)
    tv = [None] * (n + k)
    mu, c = [None] * k, [None] * k
    for col in range(n + k):
        tv[col] = t[col]
        for r in range(k):
            j = col - r
            if j < 0 or j > n:
                continue
            if j == 0:
                mu[r] = b.mul(tv[r], mpv)
                c[r] = _low_column_carry(b, tv[r], mu[r], m[0], mpv)
            elif j < n:
                tv[col], c[r] = b.madd(mu[r], m[j], tv[col], c[r])
            else:
                tv[col], ca = b.adc(tv[col], c[r], ca)
        if col >= k:
            b.store("t", col, tv[col])
    return b.finish(ca)


def build_mont_rows_cols(name, w, n, m_words, mp, k, doc=""):
    """Same contract as build_mont_rows, in product-scanning order.

    Column col of the block accumulates t[col] (plus ca at col = n) and
    sum_r mu_r * m[col - r] over the block's rows in a three-word
    accumulator (c0, c1, c2), as v_mul_cols does.  At col = r < k the
    sum's low word c0 is final, mu_r = c0 * mp, and c0 + lo(mu_r * m[0])
    = 0 mod 2^w, so only the carry of that product enters (as in
    mont_row, `_low_column_carry`); at col >= k c0 is stored to t[col].
    Inside a column the rows run from r = k-1 down to 0, so m[col-k+1]
    dies before m[col] is loaded: k mu words, k-1 modulus words, the
    accumulator and two temporaries are live (21 values for k = 8).
    Against the wavefront it stores no per-row carries (k words) and
    loads the modulus once per k rows, for 3 more instructions per
    column (t[col] is added to the accumulator, not into a product).

    The carry out (what is left of the accumulator after column
    n+k-1) is 0 or 1: with T = t[0..n+k) <= 2^(w(n+k)) - 1, M = sum_r
    mu_r 2^(wr) <= 2^(wk) - 1 and m <= 2^(wn) - 1, the block's value is
    T + ca 2^(wn) + M m <= 2^(w(n+k)) - 1 + 2^(wn) + 2^(w(n+k)) -
    2^(wk) - 2^(wn) + 1 < 2 * 2^(w(n+k)); so c2 is 0 then and c1 is the
    carry (semantics.expect asserts it on every checked input).
    """
    b = ir.Builder(name, w, "word", doc)
    b.array("t", n + k, "inout")
    m, mpv = _modulus(b, n, m_words, mp)
    ca = b.word("ca")
    zero = b.const(0)
    mu = [None] * k
    c0 = c1 = c2 = zero

    def acc(lo, hi):
        nonlocal c0, c1, c2
        c0, cy = b.addc(c0, lo)
        hi = b.add(hi, cy)              # hi <= 2^w - 2: no overflow
        c1, cy = b.addc(c1, hi)
        c2 = b.add(c2, cy, hint="c")

    for col in range(n + k):
        # c1 is the previous column's c2 (at most k): no carry out of it
        c0, cy = b.addc(c0, b.load("t", col))
        c1 = b.add(c1, cy)
        if col == n:
            c0, cy = b.addc(c0, ca)
            c1 = b.add(c1, cy)
        for r in range(min(col, k - 1), max(0, col - n + 1) - 1, -1):
            if r < col:
                acc(*b.mulw(mu[r], m[col - r]))
        if col < k:
            mu[col] = b.mul(c0, mpv)
            cy = _low_column_carry(b, c0, mu[col], m[0], mpv)
            c1, cy = b.addc(c1, cy)
            c2 = b.add(c2, cy, hint="c")
        else:
            b.store("t", col, c0)
        c0, c1, c2 = c1, c2, zero
    return b.finish(c0)


def build_mont_final(name, w, n, m_words, doc=""):
    """r = T - m if T >= m else T, for T = t + ca * 2^(wn) < 2m."""
    b = ir.Builder(name, w, None, doc, may_alias=(("r", "t"),))
    b.array("r", n, "out")
    b.array("t", n, "in")
    if m_words is None:
        b.array("m", n, "in")
        m = LazyVec(b, "m", n)
    else:
        m = const_vec(b, m_words)
    ca = b.word("ca")
    t = [b.load("t", i) for i in range(n)]
    store_vec(b, "r", _final_sub(b, t, ca, [m[i] for i in range(n)]))
    return b.finish()


# ---------------------------------------------------------------------------
# Glue builders.  `lib.kernel(role, n)` returns the name of the kernel
# that does `role` on n words (creating it), so the strategy of each size
# is decided in one place (catalog.py).
# ---------------------------------------------------------------------------
def _glue(name, w, params, ret=None, doc="", may_alias=()):
    g = ir.Glue(name, w, [ir.Param(*p) for p in params], ret, doc, may_alias)
    return g


def build_karatsuba(lib, name, w, n, square=False, doc=""):
    """r (2n) = a * b (or a^2) from three h-limb products, n = 2h.

    With a = a1 X + a0, b = b1 X + b0 (X = 2^(wh)), sa = a0 + a1 = ca X +
    sa', sb likewise:
      z0 = a0 b0 (into r low), z2 = a1 b1 (into r high),
      z1 = sa' sb' + X (ca sb' + cb sa') + X^2 ca cb - z0 - z2,
      r += z1 X.
    The carry bits enter through masked adds (cond_add), so the sequence
    of calls never depends on the data.  r must not overlap a or b.
    """
    h = n // 2
    assert n == 2 * h
    params = [("r", "array", 2 * n, "out"), ("a", "array", n, "in")]
    if not square:
        params.append(("b", "array", n, "in"))
    g = _glue(name, w, params, None, doc)
    g.locals = [("sa", h), ("z1", n)]
    if not square:
        g.locals.insert(1, ("sb", h))
    sb = "sa" if square else "sb"
    P = ir.Ptr
    add_h, add_n = lib.kernel("add", h), lib.kernel("add", n)
    sub_n = lib.kernel("sub", n)
    cadd_h, addd_h = lib.kernel("cond_add", h), lib.kernel("add_d", h)
    body = [ir.Call(add_h, [P("sa"), P("a"), P("a", h)], "ca")]
    if square:
        body.append(ir.Set("cb", "ca"))
        prod = lib.kernel("sqr", h)
        body += [ir.Call(prod, [P("z1"), P("sa")]),
                 ir.Call(prod, [P("r"), P("a")]),
                 ir.Call(prod, [P("r", n), P("a", h)])]
    else:
        body.append(ir.Call(add_h, [P("sb"), P("b"), P("b", h)], "cb"))
        prod = lib.kernel("mul", h)
        body += [ir.Call(prod, [P("z1"), P("sa"), P("sb")]),
                 ir.Call(prod, [P("r"), P("a"), P("b")]),
                 ir.Call(prod, [P("r", n), P("a", h), P("b", h)])]
    body += [
        ir.Call(cadd_h, [P("z1", h), P("z1", h), P(sb), ("neg", "ca")], "c"),
        ir.Call(cadd_h, [P("z1", h), P("z1", h), P("sa"), ("neg", "cb")],
                "x"),
        ir.Set("c", ("add", "c", ("add", "x", ("and", "ca", "cb")))),
        ir.Call(sub_n, [P("z1"), P("z1"), P("r")], "x"),
        ir.Set("c", ("sub", "c", "x")),
        ir.Call(sub_n, [P("z1"), P("z1"), P("r", n)], "x"),
        ir.Set("c", ("sub", "c", "x")),
        ir.Call(add_n, [P("r", h), P("r", h), P("z1")], "x"),
        ir.Set("c", ("add", "c", "x")),
        ir.Call(addd_h, [P("r", n + h), P("r", n + h), "c"]),
    ]
    g.words = ["ca", "cb", "c", "x"]
    g.body = body
    return g


def build_mont_mul_glue(lib, name, w, n, fixed, square=False, doc=""):
    """r = a * b * R^-1 mod m as mul (or sqr) into t[2n], then reduce.

    r may alias a and b (the product goes to a local first).
    """
    params = [("r", "array", n, "out"), ("a", "array", n, "in")]
    if not square:
        params.append(("b", "array", n, "in"))
    if not fixed:
        params += [("m", "array", n, "in"), ("mp", "word")]
    alias = (("r", "a"),) if square else (("r", "a"), ("r", "b"))
    g = _glue(name, w, params, None, doc, alias)
    g.locals = [("t", 2 * n)]
    P = ir.Ptr
    if square:
        g.body = [ir.Call(lib.kernel("sqr", n), [P("t"), P("a")])]
    else:
        g.body = [ir.Call(lib.kernel("mul", n), [P("t"), P("a"), P("b")])]
    red = [P("r"), P("t")] + ([] if fixed else [P("m"), "mp"])
    g.body.append(ir.Call(lib.kernel("mont_reduce", n), red))
    return g


def build_mont_reduce_rows(lib, name, w, n, k, fixed, doc=""):
    """Montgomery reduction as n/k calls of the k-row leaf (mont_rows),
    then the final subtraction.  t (2n words) is used as scratch and
    destroyed.  r may alias t (the low half of t is dead when r is
    written)."""
    params = [("r", "array", n, "out"), ("t", "array", 2 * n, "inout")]
    if not fixed:
        params += [("m", "array", n, "in"), ("mp", "word")]
    g = _glue(name, w, params, None, doc, (("r", "t"),))
    g.words = ["ca"]
    P = ir.Ptr
    row = [P("t", 0, "i", k)] + ([] if fixed else [P("m"), "mp"]) + ["ca"]
    fin = [P("r"), P("t", n)] + ([] if fixed else [P("m")]) + ["ca"]
    g.body = [ir.Set("ca", 0),
              ir.Loop("i", n // k, [ir.Call(lib.kernel("mont_rows", n), row,
                                            "ca")]),
              ir.Call(lib.kernel("mont_final", n), fin)]
    return g


def build_from_mont_glue(lib, name, w, n, fixed, doc=""):
    """r = a * R^-1 mod m via t = (0 : a) and the reduction kernel."""
    params = [("r", "array", n, "out"), ("a", "array", n, "in")]
    if not fixed:
        params += [("m", "array", n, "in"), ("mp", "word")]
    g = _glue(name, w, params, None, doc, (("r", "a"),))
    g.locals = [("t", 2 * n)]
    P = ir.Ptr
    red = [P("r"), P("t")] + ([] if fixed else [P("m"), "mp"])
    g.body = [ir.Copy("t", 0, "a", 0, n), ir.Zero("t", n, n),
              ir.Call(lib.kernel("mont_reduce", n), red)]
    return g


def build_to_mont_glue(lib, name, w, n, table, words, doc=""):
    """r = a * R mod p = mont_mul(a, R^2) with R^2 from a constant table."""
    params = [("r", "array", n, "out"), ("a", "array", n, "in")]
    g = _glue(name, w, params, None, doc, (("r", "a"),))
    g.globals = {table: list(words)}
    P = ir.Ptr
    g.body = [ir.Call(lib.kernel("mont_mul", n), [P("r"), P("a"),
                                                   P(table)])]
    return g
