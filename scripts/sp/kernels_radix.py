"""Reduced-radix kernels: digits of r < w bits, carry-free lazy columns.

Kernel builders of the SP generator (DESIGN.md section 4, beside
kernels.py), used by the RV64 catalogue: Montgomery multiplication for
the generic RSA/DH moduli of catalog.RV64_RADIX (one leaf, or C glue
over row-block leaves for the big sizes), the same kernels behind the
full-radix SAKKE field (RV64_RADIX_FIXED), and P-521's folded products
(RV64_RADIX_MERSENNE).  Same IR, emitters and simulator check as every
other kernel; only the number format differs (Kernel.digit).

Why.  With full 64-bit limbs a multiply-accumulate into a running sum
costs 8 RV64IM instructions (mul, mulhu, two add/sltu pairs and two
adds): there is no carry flag.  With digits of r <= 57 bits a product
x * y < 2^(2r) splits at bit r into
    lo = mul(x, y)                 = x y mod 2^64,
    hi = mulhu(x << (64 - r), y)   = (x y) >> r,
and a column sums its lo words mod 2^64 in L and its hi words in H with
one `add` each: 4 instructions per product, no carries.  The column's
value V = sum of its products (+ the carry in, added to L) is recovered
exactly once per column: with S = sum (p mod 2^r) + carry, V = 2^r H + S
and V = L mod 2^64, so S = L - (H << r) mod 2^64 as long as S < 2^64
(checked below for every column).  The digit is S mod 2^r and the carry
out H + (S >> r).  A 1024-bit modulus takes 18 digits of 57 bits (324
digit products per multiplication instead of 256 word products, at 4
instructions plus operand loads instead of 8).

Montgomery multiplication (FIPS order: product scanning with the
reduction interleaved).  R = 2^(rL); mp is -m^-1 mod 2^64 (its low r
bits are -m^-1 mod 2^r).  Column k < L takes sum_{i+j=k} a_i b_j and
sum_{i<k} u_i m_{k-i}, then u_k = (V mod 2^r) mp mod 2^r makes V + u_k
m_0 = 0 mod 2^r.  Its carry is computed without the low product:
(V + u_k m_0) >> r = H + (S >> r) + ((u_k m_0) >> r) + (V mod 2^r != 0).
u_k << (64 - r) comes out of one multiplication, (S << (64 - r)) mp mod
2^64, and feeds mulhu; u_k itself is a shift of it.  Columns k >= L
give the result digits k - L; the carry out of column 2L - 2 is digit
L - 1.  The result is (a b + u m) / R with u = -a b m^-1 mod R: exact,
< a b / R + m, so a, b < 2m and 4m <= R give a result < 2m with no
final subtraction (the values of an exponentiation stay below 2m; one
conditional subtraction at the end makes them canonical).

Squaring sums the off-diagonal products once, doubles L and H (V
doubles exactly: 2L mod 2^64 and 2H) before the carry and the
diagonal products go in.

Order (register pressure).  Columns go in blocks of d (d pairs of
accumulators live); inside a block i runs up, each a_i (and a_i << (64
- r)) meeting a sliding window of b over the d columns, so an operand
is loaded about once per d products.  The u_i * m_j products of u
known before the block follow, then the block's own columns are
finished in order, each new u_k going into the later columns of the
block.  The u words live as SSA values: the allocator keeps or spills
them.

Contract of rmont_mul / rmont_sqr (r, a, [b,] m, mp): every digit of
a, b, m below 2^r; a, b < 2m; m odd with 4m <= R.  r = (a b + u m) / R
(so r = a b R^-1 mod m, r < 2m), digits below 2^r.  r may alias a or b.
Constant time.
"""

import ir

BLOCK = 4          # columns per block (accumulator pairs live)


def column_products(n, k):
    """Products in column k of an n-digit product (of a square: with
    the doubled off-diagonal products counted twice)."""
    lo, hi = max(0, k - n + 1), min(k, n - 1)
    return hi - lo + 1 if hi >= lo else 0


def check_bounds(r, n, bits):
    """Raise AssertionError unless digits of r bits, n digits, serve a
    modulus of `bits` bits: 4m <= R and, for every column of the
    Montgomery product (the a b and u m products and the carry in), S
    and H stay below 2^64 and the carry out below 2^63."""
    assert r * n >= bits + 2, (r, n, bits)
    dmax = (1 << r) - 1
    pmax = dmax * dmax                     # one product
    carry = 0
    for k in range(2 * n - 1):
        cnt = 2 * column_products(n, k)   # a b (or a a) and u m
        s = carry + cnt * dmax
        h = cnt * (pmax >> r)
        assert s < 1 << 64 and h < 1 << 64, (r, n, k)
        carry = h + (s >> r) + (dmax if k < n else 0) + 1
        assert carry < 1 << 63, (r, n, k)
    return True


def plan(bits, rmax=57):
    """(r, n) for a modulus of `bits` bits: the fewest digits n of some r
    <= rmax bits that check_bounds accepts, with the smallest such r."""
    n = -(-(bits + 2) // rmax)
    while True:
        r = -(-(bits + 2) // n)
        try:
            check_bounds(r, n, bits)
            return r, n
        except AssertionError:
            n += 1


class _Block:
    """One block of columns of a product-scanning leaf: (L, H) words per
    column (None while empty), operands loaded once per block."""

    def __init__(self, b, cols, sh):
        self.b, self.cols, self.sh = b, cols, sh
        self.lo = {c: None for c in cols}
        self.hi = {c: None for c in cols}
        self.cache = {}

    def load(self, arr, i):
        if (arr, i) not in self.cache:
            self.cache[(arr, i)] = self.b.load(arr, i)
        return self.cache[(arr, i)]

    def shifted(self, arr, i):
        if (arr + "<<", i) not in self.cache:
            self.cache[(arr + "<<", i)] = self.b.shl(self.load(arr, i),
                                                     self.sh)
        return self.cache[(arr + "<<", i)]

    def product(self, c, x, xs, y):
        """Column c += x y, xs = x << (64 - r)."""
        b = self.b
        lo, hi = b.mul(x, y), b.mulhu(xs, y)
        self.lo[c] = lo if self.lo[c] is None else b.add(self.lo[c], lo)
        self.hi[c] = hi if self.hi[c] is None else b.add(self.hi[c], hi)

    def operands(self, n, y_arr, square):
        """The block's share of a y (n digits each; y = a for a square:
        the products below the diagonal once, L and H doubled, then the
        diagonal).  Returns the first row that meets the block."""
        first, last = self.cols[0], self.cols[-1]
        i_lo = max(0, first - n + 1)
        for i in range(i_lo, min(last, n - 1) + 1):
            for c in self.cols:
                j = c - i
                if 0 <= j < n and (not square or i < j):
                    self.product(c, self.load("a", i), self.shifted("a", i),
                                 self.load(y_arr, j))
        if square:
            for c in self.cols:
                if self.lo[c] is not None:
                    self.lo[c] = self.b.shl(self.lo[c], 1)
                    self.hi[c] = self.b.shl(self.hi[c], 1)
                if c % 2 == 0 and c // 2 < n:
                    i = c // 2
                    self.product(c, self.load("a", i), self.shifted("a", i),
                                 self.load("a", i))
        return i_lo


def _column_blocks(n, d):
    ncols = 2 * n - 1
    return [range(k0, min(k0 + d, ncols)) for k0 in range(0, ncols, d)]


def build_rmont_mul(name, r, n, bits, square=False, d=BLOCK, doc=""):
    """The rmont_mul (or rmont_sqr) leaf: see the module doc.  n digits
    of r bits for a modulus of `bits` bits; d columns per block."""
    check_bounds(r, n, bits)
    sh = 64 - r
    alias = (("r", "a"),) if square else (("r", "a"), ("r", "b"))
    b = ir.Builder(name, 64, None, doc, may_alias=alias)
    b.f.digit = r
    b.array("r", n, "out")
    b.array("a", n, "in")
    if not square:
        b.array("b", n, "in")
    b.array("m", n, "in")
    mp = b.word("mp")
    u = [None] * n                     # (u_k, u_k << sh)
    carry = None
    for cols in _column_blocks(n, d):
        blk = _Block(b, cols, sh)
        i_lo = blk.operands(n, "a" if square else "b", square)
        for i in range(i_lo, min(cols[0], n)):
            for c in cols:
                if c - i < n:
                    blk.product(c, u[i][0], u[i][1], blk.load("m", c - i))
        for c in cols:
            lo, hi = blk.lo[c], blk.hi[c]
            if carry is not None:
                lo = b.add(lo, carry)
            s = b.sub(lo, b.shl(hi, r))
            s_top = b.shl(s, sh)                   # digit << sh
            out = b.add(hi, b.shr(s, r))
            if c < n:
                us = b.mul(s_top, mp)              # u_c << sh
                u[c] = (b.shr(us, sh), us)
                h = b.mulhu(us, blk.load("m", 0))  # (u_c m_0) >> r
                carry = b.add(b.add(out, h), b.snez(s_top))
                for c2 in cols:
                    if c < c2 < c + n:
                        blk.product(c2, u[c][0], us, blk.load("m", c2 - c))
            else:
                b.store("r", c - n, b.shr(s_top, sh))
                carry = out
    b.store("r", n - 1, carry)
    return b.finish()


# ---------------------------------------------------------------------------
# Big sizes: the same product as C glue around row-block leaves.
#
# An unrolled leaf of 37 digits (2048 bits) would be 13,000 instructions,
# twice the 32 KiB instruction cache, so from catalog.RADIX_LEAF_MAX the
# product runs on a column array t of (L, H) pairs, t[2c] and t[2c + 1]
# for column c < 2n - 1, in the form above (value H 2^r + (L - (H << r)
# mod 2^64)), filled by position-independent leaves called per block of
# s rows: the glue offsets the pointers (t + 2 i0, a + i0), so one leaf
# serves every block of its height.  A row block keeps its s operand
# words and their shifts in registers (2s) and a sliding window of s
# words of the other operand, loads and stores each column pair once:
# 4 instructions a product plus 5 per column.
#   rsqr_cols  t = the columns of a^2 (doubled off-diagonal products and
#              the diagonal), in column blocks as above, stored once.
#   rmul_rows  t += a[i0 .. i0+s) b (columns i0 .. i0+s+n-2).
#   rred_rows  the Montgomery rows i0 .. i0+s: columns i0 .. i0+s-1 are
#              finished in order (their u words, as in build_rmont_mul),
#              u m added to the columns after them, and the carry out of
#              column i0+s-1 added into column i0+s; the finished columns
#              are not stored.  Column i0+k must hold all of its a b sum
#              and its carry in (the block before added it) on entry.
#   rfinal     the result digits from columns n .. 2n-2 (the carry of
#              column n-1 is already in column n).
# ---------------------------------------------------------------------------
def _pairs(n):
    return 2 * (2 * n - 1)


class _Columns:
    """(L, H) accumulators of a window of columns, loaded from and stored
    back to the pair array `t` (index relative to the leaf's pointer)."""

    def __init__(self, b, arr):
        self.b, self.arr = b, arr
        self.lo, self.hi = {}, {}

    def load(self, c):
        self.lo[c] = self.b.load(self.arr, 2 * c)
        self.hi[c] = self.b.load(self.arr, 2 * c + 1)

    def product(self, c, x, xs, y):
        b = self.b
        self.lo[c] = b.add(self.lo[c], b.mul(x, y))
        self.hi[c] = b.add(self.hi[c], b.mulhu(xs, y))

    def store(self, c):
        self.b.store(self.arr, 2 * c, self.lo.pop(c))
        self.b.store(self.arr, 2 * c + 1, self.hi.pop(c))


def _finish_low(b, r, lo, hi, carry, mp, m0):
    """Column finish below n: (u, u << (64 - r), carry out) of the column
    (lo, hi) with the carry in added to lo (see build_rmont_mul)."""
    sh = 64 - r
    if carry is not None:
        lo = b.add(lo, carry)
    s = b.sub(lo, b.shl(hi, r))
    s_top = b.shl(s, sh)
    us = b.mul(s_top, mp)
    h = b.mulhu(us, m0)
    out = b.add(b.add(hi, b.shr(s, r)), b.add(h, b.snez(s_top)))
    return b.shr(us, sh), us, out


def build_rsqr_cols(name, r, n, d=BLOCK, doc=""):
    """rsqr_cols leaf: t (2 (2n - 1) words) = the (L, H) columns of a^2
    for a of n digits of r bits (off-diagonal products doubled: 2L mod
    2^64, 2H).  No carries: the value of column c is exact."""
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = r
    b.array("t", _pairs(n), "out")
    b.array("a", n, "in")
    for cols in _column_blocks(n, d):
        blk = _Block(b, cols, 64 - r)
        blk.operands(n, "a", True)
        for c in cols:
            b.store("t", 2 * c, blk.lo[c])
            b.store("t", 2 * c + 1, blk.hi[c])
    return b.finish()


def build_rmul_rows(name, r, n, s, doc=""):
    """rmul_rows leaf: t (columns 0 .. s+n-2 as pairs) += a[0..s) b, a
    of s digits, b of n (see the section comment)."""
    sh = 64 - r
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = r
    b.array("t", 2 * (s + n - 1), "inout")
    b.array("a", s, "in")
    b.array("b", n, "in")
    x = [b.load("a", i) for i in range(s)]
    xs = [b.shl(v, sh) for v in x]
    cols = _Columns(b, "t")
    win = {}
    for c in range(s + n - 1):
        cols.load(c)
        if c < n:
            win[c] = b.load("b", c)
        for i in range(max(0, c - n + 1), min(c, s - 1) + 1):
            cols.product(c, x[i], xs[i], win[c - i])
        cols.store(c)
    return b.finish()


def build_rred_rows(name, r, n, s, doc=""):
    """rred_rows leaf: the Montgomery rows of a block of s (see the
    section comment): t (columns 0 .. s+n-2 as pairs), m (n digits),
    mp = -m^-1 mod 2^64.  Columns 0 .. s-1 are finished and left as
    they were in t; columns s .. s+n-2 get the block's u m and column s
    the carry out of column s-1."""
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = r
    b.array("t", 2 * (s + n - 1), "inout")
    b.array("m", n, "in")
    mp = b.word("mp")
    cols = _Columns(b, "t")
    u, win = [], {}
    carry = None
    for c in range(s + n - 1):
        cols.load(c)
        if c < n:
            win[c] = b.load("m", c)
        for i in range(max(0, c - n + 1), min(c, s)):
            cols.product(c, u[i][0], u[i][1], win[c - i])
        if c < s:
            uc, us, carry = _finish_low(b, r, cols.lo.pop(c), cols.hi.pop(c),
                                        carry, mp, win[0])
            u.append((uc, us))
        else:
            if c == s:
                cols.lo[c] = b.add(cols.lo[c], carry)
            cols.store(c)
    return b.finish()


def build_rfinal(name, r, n, doc=""):
    """rfinal leaf: r (n digits) = the columns t (pairs of columns n ..
    2n - 2) as digits, the carry of the last one the top digit."""
    sh = 64 - r
    b = ir.Builder(name, 64, None, doc, may_alias=())
    b.f.digit = r
    b.array("r", n, "out")
    b.array("t", 2 * (n - 1), "in")
    carry = None
    for c in range(n - 1):
        lo, hi = b.load("t", 2 * c), b.load("t", 2 * c + 1)
        if carry is not None:
            lo = b.add(lo, carry)
        s = b.sub(lo, b.shl(hi, r))
        b.store("r", c, b.shr(b.shl(s, sh), sh))
        carry = b.add(hi, b.shr(s, r))
    b.store("r", n - 1, carry)
    return b.finish()


def row_blocks(n, s):
    """[(first row, rows)] of the row blocks: blocks of s and of s - 1
    rows (a short block does more column work per product), as many of
    s as that allows; a block of the rest when no such split exists."""
    for a in range(n // s, -1, -1):
        if (n - a * s) % (s - 1) == 0:
            sizes = [s] * a + [s - 1] * ((n - a * s) // (s - 1))
            break
    else:
        sizes = [s] * (n // s) + ([n % s] if n % s else [])
    out, i0 = [], 0
    for k in sizes:
        out.append((i0, k))
        i0 += k
    return out


def build_rmont_glue(lib, name, r, n, bits, s, square=False, doc=""):
    """rmont_mul / rmont_sqr of n digits (same contract as the leaf,
    build_rmont_mul) as C glue: the columns of a b (rmul_rows per block)
    or a^2 (rsqr_cols) in a local pair array, the Montgomery rows
    (rred_rows per block), the digits (rfinal).  lib.kernel(role, k)
    names the helper leaves (k: the block height for the row roles)."""
    check_bounds(r, n, bits)
    params = [("r", "array", n, "out"), ("a", "array", n, "in")]
    if not square:
        params.append(("b", "array", n, "in"))
    params += [("m", "array", n, "in"), ("mp", "word")]
    alias = (("r", "a"),) if square else (("r", "a"), ("r", "b"))
    g = ir.Glue(name, 64, [ir.Param(*p) for p in params], None, doc, alias)
    g.digit = r
    g.locals = [("t", _pairs(n))]
    P = ir.Ptr
    body = []
    blocks = row_blocks(n, s)
    if square:
        body.append(ir.Call(lib.kernel("rsqr_cols", n), [P("t"), P("a")]))
    else:
        body.append(ir.Zero("t", 0, _pairs(n)))
        body += [ir.Call(lib.kernel("rmul_rows", k),
                         [P("t", 2 * i0), P("a", i0), P("b")])
                 for i0, k in blocks]
    body += [ir.Call(lib.kernel("rred_rows", k),
                     [P("t", 2 * i0), P("m"), "mp"]) for i0, k in blocks]
    body.append(ir.Call(lib.kernel("rfinal", n), [P("r"), P("t", 2 * n)]))
    g.body = body
    return g


# ---------------------------------------------------------------------------
# Fixed fields kept in full radix (SAKKE's 1024-bit p): mont_mul and
# mont_sqr as C glue that packs the operands into digits, runs the
# generic modulus size's rmont kernel with p's digits, and unpacks.
#   rpack    d = a 2^k as L digits of r bits (a of n words).
#   runpack  t = the L digits as n words; returns the bits above (the
#            carry word).
# With R' = 2^rd R (R = 2^(w n)), rd even: rmont(2^(rd/2) a, 2^(rd/2) b) =
# 2^rd a b / R' = a b / R (mod p), below 2p, so one final subtraction
# (mont_final) gives the full-radix Montgomery product.  Inputs below p,
# 2^(rd/2) a < 2p as the rmont contract asks when rd = 2.
# ---------------------------------------------------------------------------
def build_rpack(name, r, L, n, k=0, doc=""):
    """rpack leaf: d (L digits of r bits) = a (n words of 64) times 2^k;
    a 2^k < 2^(r L).  d may not overlap a."""
    b = ir.Builder(name, 64, None, doc)
    b.f.digit = r
    b.array("d", L, "out")
    b.array("a", n, "in")
    a = [b.load("a", i) for i in range(n)]
    mask = (1 << r) - 1
    for i in range(L):
        lo = r * i - k              # bit of a at the digit's bit 0
        parts = []
        for wd in range(n):
            off = 64 * wd - lo      # where word wd's bit 0 lands
            if off >= r or off <= -64:
                continue
            parts.append(b.shl(a[wd], off) if off >= 0 else
                         b.shr(a[wd], -off))
        v = b.const(0)
        for p in parts:
            v = b.or_(v, p)
        if r * (i + 1) - k > 64 * n and i == L - 1:
            b.store("d", i, v)      # nothing above: no mask needed
        else:
            b.store("d", i, b.and_(v, b.const(mask)))
    return b.finish()


def build_runpack(name, r, L, n, doc=""):
    """runpack leaf: t (n words of 64) = the digits d (L of r bits)
    mod 2^(64 n); returns the value >> 64 n (every digit below 2^r)."""
    b = ir.Builder(name, 64, "word", doc)
    b.f.digit = r
    b.array("t", n, "out")
    b.array("d", L, "in")
    d = [b.load("d", i) for i in range(L)]
    words = [b.const(0) for _ in range(n + 1)]
    for i in range(L):
        pos = r * i
        wd, off = pos // 64, pos % 64
        if wd <= n:
            words[wd] = b.or_(words[wd], b.shl(d[i], off))
        if off + r > 64 and wd + 1 <= n:
            words[wd + 1] = b.or_(words[wd + 1], b.shr(d[i], 64 - off))
    for i in range(n):
        b.store("t", i, words[i])
    return b.finish(words[n])


def build_rmont_fixed(name, r, L, n, rd, names, table, p_digits, mp,
                      square=False, doc=""):
    """mont_mul / mont_sqr of a fixed field in full radix (n words, R =
    2^(64 n)) through the reduced-radix kernels (see the section
    comment).  names: the kernel names {'pack': rpack with k = rd / 2,
    'unpack', 'rmul' or 'rsqr', 'final': mont_final of the field};
    `table` holds the modulus' digits p_digits."""
    assert rd % 2 == 0 and rd > 0
    params = [("r", "array", n, "out"), ("a", "array", n, "in")]
    if not square:
        params.append(("b", "array", n, "in"))
    alias = (("r", "a"),) if square else (("r", "a"), ("r", "b"))
    g = ir.Glue(name, 64, [ir.Param(*p) for p in params], None, doc, alias)
    g.globals = {table: list(p_digits)}
    g.locals = [("x", L), ("y", L), ("t", n)]
    g.words = ["ca"]
    P = ir.Ptr
    g.body = [ir.Call(names["pack"], [P("x"), P("a")])]
    if square:
        g.body.append(ir.Call(names["rsqr"], [P("y"), P("x"), P(table),
                                              mp]))
    else:
        g.body += [ir.Call(names["pack"], [P("y"), P("b")]),
                   ir.Call(names["rmul"], [P("y"), P("x"), P("y"),
                                           P(table), mp])]
    g.body += [ir.Call(names["unpack"], [P("t"), P("y")], "ca"),
               ir.Call(names["final"], [P("r"), P("t"), "ca"])]
    return g


# ---------------------------------------------------------------------------
# Mersenne fields (P-521): the product in digits, reduced by folding.
#
# p = 2^bits - 1 with k digits of r bits, r k = bits + 1 (P-521: 9 digits
# of 58 bits).  Column c < k takes the products of weight 2^(r c) and,
# since 2^(r k) = 2^(bits + 1) = 2 mod p, twice those of weight
# 2^(r (c + k)): a_i (2 b_j) for i + j = c + k, the doubled operand only
# in the mulhu's plain input (any 64-bit word works there).  A square
# takes each off-diagonal pair once with 2 b_j (4 b_j folded) and the
# diagonal with b_j (2 b_j folded).  k columns, no Montgomery rows: the
# carries run once through the digits, the carry out of the top (weight
# 2^(bits + 1)) and the top digit's bit `bits` fold back, and
# kernels.v_mersenne makes the n-word result canonical.  Inputs and
# output are the field's full-radix words (the leaf converts), so it
# replaces mont_mul / mont_sqr of the field as they are.
# ---------------------------------------------------------------------------
def _mersenne_columns(k, square):
    """[(terms, weight)] per column c < k of the folded product: the
    products summed and their total multiplier (1 direct, 2 folded; a
    square's off-diagonal pairs twice), as build_mersenne_rmul takes
    them."""
    out = []
    for c in range(k):
        terms = weight = 0
        for i in range(k):
            for j, fold in ((c - i, 1), (c + k - i, 2)):
                if 0 <= j < k and not (square and j < i):
                    terms += 1
                    weight += fold * (1 if not square or i == j else 2)
        out.append((terms, weight))
    return out


def check_mersenne(r, k):
    """Raise AssertionError unless the folded columns of k digits of r
    bits keep S, H below 2^64 (products x y, x < 2^r, y < weight 2^r)."""
    dm = (1 << r) - 1
    for square in (False, True):
        carry = 0
        for terms, weight in _mersenne_columns(k, square):
            s = carry + terms * dm
            h = (weight * dm * dm) >> r
            assert s < 1 << 64 and h < 1 << 64, (r, k)
            carry = h + (s >> r) + 1
    return True


def mersenne_plan(bits):
    """(r, k) for p = 2^bits - 1: the fewest k digits of r bits, r k =
    bits + 1, whose columns fit (P-521: 9 of 58)."""
    for k in range(-(-(bits + 1) // 63), bits + 2):
        if (bits + 1) % k == 0:
            try:
                check_mersenne((bits + 1) // k, k)
                return (bits + 1) // k, k
            except AssertionError:
                pass
    raise ValueError(bits)


def _words_to_digits(b, words, r, k):
    """k digits of r bits (values) of the number in the list of words."""
    n, mask = len(words), b.const((1 << r) - 1)
    out = []
    for i in range(k):
        wd, off = (r * i) // 64, (r * i) % 64
        v = b.shr(words[wd], off)
        if off + r > 64 and wd + 1 < n:
            v = b.or_(v, b.shl(words[wd + 1], 64 - off))
        out.append(b.and_(v, mask) if r * (i + 1) <= 64 * n else v)
    return out


def _digits_to_words(b, digits, r, n):
    """n words (values) of the number whose r-bit digits are given."""
    words = [b.const(0) for _ in range(n + 1)]
    for i, d in enumerate(digits):
        wd, off = (r * i) // 64, (r * i) % 64
        words[wd] = b.or_(words[wd], b.shl(d, off))
        if off + r > 64:
            words[wd + 1] = b.or_(words[wd + 1], b.shr(d, 64 - off))
    return words


def v_mersenne_rmul(b, aw, bw, bits, d=4):
    """a b mod p, p = 2^bits - 1, for the word lists aw, bw (n words each,
    values below p; bw None for a square) through digits (see the
    section comment), columns in blocks of d: n canonical words."""
    import kernels as K
    square = bw is None
    n = len(aw)
    r, k = mersenne_plan(bits)
    sh = 64 - r
    check_mersenne(r, k)
    x = _words_to_digits(b, aw, r, k)
    y = x if square else _words_to_digits(b, bw, r, k)
    xs = [b.shl(v, sh) for v in x]
    mults = {1: y, 2: [b.shl(v, 1) for v in y]}
    if square:
        mults[4] = [b.shl(v, 2) for v in y]
    lo, hi = [None] * k, [None] * k
    for c, i in [(c, i) for c0 in range(0, k, d) for i in range(k)
                 for c in range(c0, min(c0 + d, k))]:
        for j, fold in ((c - i, 1), (c + k - i, 2)):
            if not 0 <= j < k or (square and j < i):
                continue
            yv = mults[fold * (1 if not square or i == j else 2)][j]
            pl, ph = b.mul(x[i], yv), b.mulhu(xs[i], yv)
            lo[c] = pl if lo[c] is None else b.add(lo[c], pl)
            hi[c] = ph if hi[c] is None else b.add(hi[c], ph)
    carry, digits = None, []
    for c in range(k):
        lc = lo[c] if carry is None else b.add(lo[c], carry)
        s = b.sub(lc, b.shl(hi[c], r))
        digits.append(b.shr(b.shl(s, sh), sh))
        carry = b.add(hi[c], b.shr(s, r))
    # value = digits + carry 2^(r k); bits from `bits` up fold back with
    # weight 1 (2^bits = 1 mod p): the top digit's bit and 2 carry
    top = bits - r * (k - 1)
    over = b.add(b.shr(digits[-1], top), b.shl(carry, 1))
    digits[-1] = b.and_(digits[-1], b.const((1 << top) - 1))
    words = _digits_to_words(b, digits, r, n)[:n]
    # v_mersenne takes a 2n-word value: put `over` at bit `bits`
    hb = bits - 64 * (n - 1)
    t = words[:n - 1] + [b.or_(words[n - 1], b.shl(over, hb)),
                         b.shr(over, 64 - hb)]
    return K.v_mersenne(b, t, bits)


def build_mersenne_rmul(name, bits, n, square=False, d=4, doc=""):
    """mont_mul (mont_sqr) of the Mersenne field 2^bits - 1 on n words
    (R = 1: r = a b mod p for a, b < p, r < p) by v_mersenne_rmul.  r
    may alias a or b."""
    alias = (("r", "a"),) if square else (("r", "a"), ("r", "b"))
    b = ir.Builder(name, 64, None, doc, may_alias=alias)
    b.array("r", n, "out")
    b.array("a", n, "in")
    if not square:
        b.array("b", n, "in")
    aw = [b.load("a", i) for i in range(n)]
    bw = None if square else [b.load("b", i) for i in range(n)]
    for i, v in enumerate(v_mersenne_rmul(b, aw, bw, bits, d)):
        b.store("r", i, v)
    return b.finish()
