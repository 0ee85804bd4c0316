"""Python side of the ECC templates: curve maths, tables, chains, proofs.

Part of the template layer of the SP generator (DESIGN.md section 4):
tmpl_ecc.py emits the C; this module computes, with plain Python integers,
everything the C bakes in or relies on, and checks it before any file is
written:

* affine point arithmetic (only for building tables and for the checks);
* the precomputed comb table of the base point (`comb_table`);
* the schedules of the two constant-time scalar multiplications and the
  proof that their additions never hit an exceptional case, except the
  last one, which the C does with the exception-safe addition
  (`comb_exceptional_steps`, `window_check`);
* fixed addition chains for the exponentiations a^(p-2), a^((p+1)/4) and
  a^(n-2) (`plan_chain`), each verified by re-computing its exponent.

Nothing here depends on the word size: Montgomery forms are computed for
the given R by the caller.
"""


# ---------------------------------------------------------------------------
# Affine arithmetic on y^2 = x^3 + a x + b over F_p (None = infinity)
# ---------------------------------------------------------------------------
def ec_add(P, Q, p, a):
    if P is None:
        return Q
    if Q is None:
        return P
    (x1, y1), (x2, y2) = P, Q
    if x1 == x2:
        if (y1 + y2) % p == 0:
            return None
        lam = (3 * x1 * x1 + a) * pow(2 * y1, -1, p) % p
    else:
        lam = (y2 - y1) * pow(x2 - x1, -1, p) % p
    x3 = (lam * lam - x1 - x2) % p
    return (x3, (lam * (x1 - x3) - y1) % p)


def ec_neg(P, p):
    return None if P is None else (P[0], (-P[1]) % p)


def _jac_dbl(J, p, a):
    X, Y, Z = J
    if Z == 0 or Y == 0:
        return (1, 1, 0)
    YY = Y * Y % p
    S = 4 * X * YY % p
    ZZ = Z * Z % p
    M = (3 * X * X + a * ZZ * ZZ) % p
    X3 = (M * M - 2 * S) % p
    return (X3, (M * (S - X3) - 8 * YY * YY) % p, 2 * Y * Z % p)


def _jac_add_affine(J, P, p, a):
    X1, Y1, Z1 = J
    if Z1 == 0:
        return (P[0], P[1], 1)
    Z1Z1 = Z1 * Z1 % p
    H = (P[0] * Z1Z1 - X1) % p
    r = (P[1] * Z1 * Z1Z1 - Y1) % p
    if H == 0:
        return _jac_dbl(J, p, a) if r == 0 else (1, 1, 0)
    HH = H * H % p
    HHH = H * HH % p
    V = X1 * HH % p
    X3 = (r * r - HHH - 2 * V) % p
    return (X3, (r * (V - X3) - Y1 * HHH) % p, Z1 * H % p)


def ec_mul(k, P, p, a):
    """[k]P (None for k <= 0 or P = None), in Jacobian coordinates with
    one inversion at the end (the models call it often)."""
    if P is None:
        return None
    J = (1, 1, 0)
    for bit in bin(k)[2:] if k > 0 else "":
        J = _jac_dbl(J, p, a)
        if bit == "1":
            J = _jac_add_affine(J, P, p, a)
    if J[2] == 0:
        return None
    zi = pow(J[2], -1, p)
    return (J[0] * zi * zi % p, J[1] * zi * zi * zi % p)


def on_curve(P, p, a, b):
    x, y = P
    return (y * y - (x * x * x + a * x + b)) % p == 0


# ---------------------------------------------------------------------------
# Fixed-base comb (Lim-Lee with signed teeth)
#
# The scalar k' is odd (the C replaces an even k by n - k and negates the
# result) and below 2^L with L = s * t * m >= bits.  Then
#   c = (k' + 2^L - 1) / 2 = (k' >> 1) + 2^(L-1)
# and k' = sum_{q < L} (2 c_q - 1) 2^q: every position carries a digit
# +1 or -1.  Position q = r + s (j + m i) belongs to row r < s, comb j < m,
# tooth i < t.  Comb j's table holds, for v < 2^(t-1),
#   T_j[v] = sum_{i < t-1} (2 v_i - 1) 2^(s (j + m i)) G
#            + 2^(s (j + m (t-1))) G
# (top tooth +1).  At row r the teeth bits u of comb j select
#   +T_j[u mod 2^(t-1)]        when the top tooth bit is 1,
#   -T_j[~u mod 2^(t-1)]       when it is 0 (flipping every digit negates).
# Evaluation: Q = first lookup; then rows s-1 .. 0: Q = 2Q (not before the
# first row), Q += lookup(r, j) for j < m.
# ---------------------------------------------------------------------------
class Comb:
    def __init__(self, bits, teeth, combs):
        self.t, self.m = teeth, combs
        self.s = -(-bits // (teeth * combs))
        self.L = self.s * teeth * combs
        self.entries = 1 << (teeth - 1)

    def pos(self, r, j, i):
        return r + self.s * (j + self.m * i)

    def steps(self):
        """[(row, comb)] in evaluation order (the first is a copy)."""
        return [(r, j) for r in range(self.s - 1, -1, -1)
                for j in range(self.m)]

    def digit(self, k, r, j):
        """Signed table index of the lookup (row r, comb j) for odd k':
        (negate, index)."""
        c = (k >> 1) + (1 << (self.L - 1))
        u = 0
        for i in range(self.t):
            u |= ((c >> self.pos(r, j, i)) & 1) << i
        top = u >> (self.t - 1)
        mask = self.entries - 1
        return (top == 0), ((u if top else ~u) & mask)


def comb_table(comb, G, p, a):
    """[[T_j[v] for v] for j]: affine points (never infinity)."""
    tables = []
    for j in range(comb.m):
        base = [ec_mul(1 << (comb.s * (j + comb.m * i)), G, p, a)
                for i in range(comb.t)]
        row = []
        for v in range(comb.entries):
            P = base[comb.t - 1]
            for i in range(comb.t - 1):
                term = base[i] if (v >> i) & 1 else ec_neg(base[i], p)
                P = ec_add(P, term, p, a)
            assert P is not None, "comb table entry at infinity"
            row.append(P)
        tables.append(row)
    return tables


def comb_eval(comb, k, tables, p, a, n):
    """Python run of the C schedule (affine): k*G for 0 <= k < n."""
    kk = k if k & 1 else n - k
    Q = None
    for step, (r, j) in enumerate(comb.steps()):
        if step > 0 and j == 0:
            Q = ec_add(Q, Q, p, a)
        neg, idx = comb.digit(kk, r, j)
        T = tables[j][idx]
        Q = ec_add(Q, ec_neg(T, p) if neg else T, p, a)
    return Q if k & 1 else ec_neg(Q, p)


def _signed_sum_hits(exps, n):
    """True when some choice of signs b_e = +-1 gives
    sum_{e in exps} b_e 2^e = 0 mod n.

    The reachable sums are 2X - S with S = sum 2^e and X any number whose
    binary digits lie in exps; so test X = (S + j n) / 2 for every j with
    |j n| <= S."""
    S = sum(1 << e for e in exps)
    allowed = 0
    for e in exps:
        allowed |= 1 << e
    jmax = S // n
    for j in range(-jmax, jmax + 1):
        v = S + j * n
        if v < 0 or v & 1:
            continue
        X = v >> 1
        if X <= S and (X & ~allowed) == 0:
            return True
    return False


def comb_exceptional_steps(comb, n):
    """Indices (into comb.steps()) of additions that may be exceptional
    (Q = +-T, so Q + T needs the doubling formula or is infinity) for some
    scalar.  Step 0 is a copy; at step i > 0 at row r and comb j, Q carries
    the digits of every earlier lookup at its place relative to row r
    (exponent (r' - r) + s (j' + m i') for row r' >= r) and T those of
    comb j at row r.  All exponents are distinct, so Q +- T is a signed
    digit sum over their union; it is 0 mod n only if _signed_sum_hits."""
    bad = []
    steps = comb.steps()
    for idx in range(1, len(steps)):
        r, j = steps[idx]
        exps = set()
        for (r2, j2) in steps[:idx]:
            for i in range(comb.t):
                exps.add((r2 - r) + comb.s * (j2 + comb.m * i))
        texp = {comb.s * (j + comb.m * i) for i in range(comb.t)}
        assert not exps & texp
        if _signed_sum_hits(sorted(exps | texp), n):
            bad.append(idx)
    return bad


# ---------------------------------------------------------------------------
# Variable-base fixed window with regular signed digits
#
# For odd k' < 2^(w L): k' = sum_{i < L} d_i 2^(w i), d_i odd in
# [-(2^w - 1), 2^w - 1].  With B_i = bits [w i + 1, w i + w] of k':
#   d_i = 2 B_i + 1 - 2^w (i < L - 1),   d_{L-1} = 2 B_{L-1} + 1 > 0,
# so the table holds the odd multiples (2 v + 1) P, v < 2^(w-1), and digit
# i selects v = B_i ^ (top bit of B_i ? 0 : all ones) mod 2^(w-1),
# negated when the top bit of B_i is 0.
# ---------------------------------------------------------------------------
def window_digits(k, w, L):
    """Signed digits d_0 .. d_{L-1} of odd k (checks the identity)."""
    assert k & 1 and k < 1 << (w * L)
    ds = []
    for i in range(L):
        B = (k >> (w * i + 1)) & ((1 << w) - 1)
        if i == L - 1:
            B = k >> (w * i + 1)
            assert B < 1 << (w - 1)
            ds.append(2 * B + 1)
        else:
            ds.append(2 * B + 1 - (1 << w))
    assert sum(d << (w * i) for i, d in enumerate(ds)) == k
    return ds


def window_check(bits, w, n):
    """Number of digits L for scalars below 2^bits, after checking that
    the additions Q + d_i P (i >= 1, processed from the top) are never
    exceptional: Q = 2^w m with m != 0 (every prefix of regular digits is
    non-zero), so |Q| >= 2^w > |d_i|, and |Q| + |d_i| < n, so Q != +-d_i
    mod n.  Only the last addition (i = 0) may be exceptional."""
    L = -(-bits // w)
    kmax = (1 << bits) - 1
    for i in range(1, L):
        # Q = 2^w k_{i+1} with k_{i+1} = 1 + 2 floor(k / 2^(w (i+1) + 1))
        # (the recoded value of the digits above i), largest for kmax.
        qmax = (1 << w) * (1 + 2 * (kmax >> (w * (i + 1) + 1)))
        assert qmax + (1 << w) - 1 < n, (bits, w, i)
    return L


# ---------------------------------------------------------------------------
# Fixed addition chains for x^e (e public and fixed)
#
# A chain is a list of steps on numbered registers (register 0 holds the
# input x):
#   ("sqr", dst, src, count)    dst = src^(2^count)
#   ("mul", dst, a, b)          dst = a * b
# Result in register `out`.  The plan: long runs of ones (>= RUN_MIN bits)
# are cut into pieces of 2^j bits (2^j <= cap), each applied as
# acc = acc^(2^(2^j)) x^(2^(2^j) - 1), with x^(2^(2^j) - 1) built by
# repeated doubling of the run length; the other bits use a sliding window
# of odd powers x^1, x^3, ..., x^(2^ws - 1).  plan_chain tries a few
# (ws, cap) and keeps the cheapest.
# ---------------------------------------------------------------------------
RUN_MIN = 10


class Chain:
    def __init__(self):
        self.steps = []
        self.nregs = 1
        self.out = 0

    def reg(self):
        self.nregs += 1
        return self.nregs - 1

    def sqr(self, dst, src, count):
        if count > 0:
            self.steps.append(("sqr", dst, src, count))
        elif dst != src:
            raise ValueError("empty squaring")

    def mul(self, dst, a, b):
        self.steps.append(("mul", dst, a, b))

    def exponent(self):
        """The exponent the chain computes (symbolic run)."""
        e = {0: 1}
        for st in self.steps:
            if st[0] == "sqr":
                e[st[1]] = e[st[2]] << st[3]
            else:
                e[st[1]] = e[st[2]] + e[st[3]]
        return e[self.out]

    def cost(self):
        s = sum(st[3] for st in self.steps if st[0] == "sqr")
        m = sum(1 for st in self.steps if st[0] == "mul")
        return s, m


def _tokens(e, ws):
    """Split e's bits (top first) into ('run', len), ('win', value, len)
    and ('zero', len) tokens."""
    bits = bin(e)[2:]
    toks, i = [], 0
    while i < len(bits):
        if bits[i] == "0":
            j = i
            while j < len(bits) and bits[j] == "0":
                j += 1
            toks.append(("zero", j - i))
            i = j
            continue
        j = i
        while j < len(bits) and bits[j] == "1":
            j += 1
        if j - i >= RUN_MIN:
            toks.append(("run", j - i))
            i = j
            continue
        # sliding window: up to ws bits starting here, ending in a one
        end = min(i + ws, len(bits))
        while bits[end - 1] == "0":
            end -= 1
        toks.append(("win", int(bits[i:end], 2), end - i))
        i = end
    return toks


def _plan(e, ws, cap):
    """x^e with windows of ws bits and runs pieced from x^(2^j - 1), 2^j
    <= cap (see the section comment)."""
    toks = _tokens(e, ws)
    ch = Chain()
    runs = [t[1] for t in toks if t[0] == "run"]
    wins = sorted({t[1] for t in toks if t[0] == "win"})
    xl = {1: 0}                          # run length -> register
    top = 1
    while runs and top * 2 <= min(cap, max(runs)):
        r = ch.reg()
        ch.sqr(r, xl[top], top)
        ch.mul(r, r, xl[top])
        top *= 2
        xl[top] = r
    odd = {1: 0}
    if any(v > 1 for v in wins):
        x2 = ch.reg()
        ch.sqr(x2, 0, 1)
        for v in range(3, max(wins) + 1, 2):
            r = ch.reg()
            ch.mul(r, odd[v - 2], x2)
            odd[v] = r
    st = {"acc": None, "own": False}

    def apply(src, length):
        """acc = acc^(2^length) * src (or acc = src at the start)."""
        if st["acc"] is None:
            st["acc"] = src
            return
        if not st["own"]:
            r = ch.reg()
            ch.sqr(r, st["acc"], length)
            st["acc"], st["own"] = r, True
        else:
            ch.sqr(st["acc"], st["acc"], length)
        ch.mul(st["acc"], st["acc"], src)

    for t in toks:
        if t[0] == "zero":
            if not st["own"]:
                r = ch.reg()
                ch.sqr(r, st["acc"], t[1])
                st["acc"], st["own"] = r, True
            else:
                ch.sqr(st["acc"], st["acc"], t[1])
        elif t[0] == "win":
            apply(odd[t[1]], t[2])
        else:
            left = t[1]
            while left > 0:
                piece = max(x for x in xl if x <= left)
                apply(xl[piece], piece)
                left -= piece
    ch.out = st["acc"]
    _prune(ch)
    _merge_sqr(ch)
    assert ch.exponent() == e, "chain computes the wrong exponent"
    return ch


def plan_chain(e, mul_weight=1.1):
    """The cheapest of a few verified chains for x^e (e > 1), counting a
    multiplication as mul_weight squarings."""
    best = None
    for ws in (3, 4, 5, 6):
        for cap in (8, 16, 32, 64, 128):
            ch = _plan(e, ws, cap)
            s, m = ch.cost()
            c = s + mul_weight * m
            if best is None or c < best[0]:
                best = (c, ch)
    return best[1]


def _merge_sqr(ch):
    """Fold runs of squarings of one register into one step."""
    out = []
    for st in ch.steps:
        if out and st[0] == "sqr" and out[-1][0] == "sqr" and \
                st[2] == st[1] == out[-1][1]:
            prev = out.pop()
            st = ("sqr", prev[1], prev[2], prev[3] + st[3])
        out.append(st)
    ch.steps = out


def _prune(ch):
    """Drop steps whose results are never used."""
    needed = {ch.out}
    keep = []
    for st in reversed(ch.steps):
        if st[1] in needed:
            keep.append(st)
            needed.discard(st[1])
            needed.add(st[2])
            if st[0] == "mul":
                needed.add(st[3])
    ch.steps = keep[::-1]


def chain_regs(ch):
    """Registers used (besides 0 = input), in first-use order."""
    seen = []
    for st in ch.steps:
        for r in st[1:3] + ((st[3],) if st[0] == "mul" else ()):
            if r != 0 and r not in seen:
                seen.append(r)
    return seen
