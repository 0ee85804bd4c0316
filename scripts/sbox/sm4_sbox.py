#!/usr/bin/env python3
"""SM4 S-box as a boolean circuit, for the bitsliced SM4 of wolfcrypt/src/sm4.c.

SM4's S-box (GB/T 32907-2016, table in section 6.2) is affine . inverse in
GF(2^8) . affine: S(x) = A2 inv(A1 x + c1) + c2 with the field
GF(2)[t]/(t^8+t^7+t^6+t^5+t^4+t^2+1).  This script

  1. finds that decomposition from the published table (A1, c1, A2, c2 are
     fitted, not assumed, and checked on all 256 inputs);
  2. moves the inversion into the tower field GF(((2^2)^2)^2) through an
     isomorphism M (a root of the SM4 polynomial in the tower), so that the
     inversion becomes GF(16) and GF(4) multiplications: 36 ANDs in four
     layers, with linear layers between them;
  3. solves every linear layer from truth tables (Gaussian elimination over
     the 256-point truth tables of its inputs) and shortens it with Paar's
     greedy common-pair elimination;
  4. evaluates the finished gate list on all 256 inputs against the table,
     and writes the C circuit (wolfcrypt/src/sm4_sbox.inc).

The circuit computes S(x ^ SM4_SBOX_IN) for input bits x[0..7] (x[0] the
least significant bit): the input constant is left out of the circuit so
that callers can fold it into the round key.  The output constant is in
the circuit (as NOTs).

Usage: sm4_sbox.py [--check | --out FILE]
"""
import sys

SBOX = bytes.fromhex(
    "d690e9fecce13db716b614c228fb2c05" "2b679a762abe04c3aa44132649860699"
    "9c4250f491ef987a33540b43edcfac62" "e4b31ca9c908e89580df94fa758f3fa6"
    "4707a7fcf37317ba83593c19e6854fa8" "686b81b27164da8bf8eb0f4b70569d35"
    "1e240e5e6358d1a225227c3b01217887" "d40046579fd327524c3602e7a0c4c89e"
    "eabf8ad240c738b5a3f7f2cef96115a1" "e0ae5da49b341a55ad933230f58cb1e3"
    "1df6e22e8266ca60c02923ab0d534e6f" "d5db3745defd8e2f03ff6a726d6c5b51"
    "8d1baf92bbddbc7f11d95c411f105ad8" "0ac13188a5cd7bbd2d74d012b8e5b4b0"
    "8969974a0c96777e65b9f109c56ec684" "18f07dec3adc4d2079ee5f3ed7cb3948")

SM4_POLY = 0x1F5  # t^8 + t^7 + t^6 + t^5 + t^4 + t^2 + 1


def gf256_mul(a, b, poly=SM4_POLY):
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a & 0x100:
            a ^= poly
    return r


def gf256_inv(a, poly=SM4_POLY):
    if a == 0:
        return 0
    for b in range(1, 256):
        if gf256_mul(a, b, poly) == 1:
            return b
    raise ValueError("not a field")


def mat_apply(cols, x):
    """cols[i] = image of bit i (an 8-bit column); returns M x."""
    r = 0
    for i in range(8):
        if (x >> i) & 1:
            r ^= cols[i]
    return r


def mat_inverse(cols):
    """Inverse of an 8x8 GF(2) matrix given by columns, or None."""
    img = {}
    for x in range(256):
        img[mat_apply(cols, x)] = x
    if len(img) != 256:
        return None
    return [img[1 << i] for i in range(8)]


def circulant(row, k):
    """Columns of the circulant matrix whose column i is row rotated by
    i*k (k = 1 or 7: the two directions)."""
    return [((row << (i * k % 8)) | (row >> (8 - i * k % 8))) & 0xFF
            for i in range(8)]


def fit_affine_after(f):
    """Affine (cols, c) with SBOX[x] = cols . f(x) + c for all x, or None."""
    finv = {f(x): x for x in range(256)}
    if len(finv) != 256:
        return None
    c = SBOX[finv[0]]
    cols = [SBOX[finv[1 << i]] ^ c for i in range(8)]
    for x in range(256):
        if mat_apply(cols, f(x)) ^ c != SBOX[x]:
            return None
    return cols, c


def find_decomposition():
    """A1 (circulant), c1, A2, c2 with S = A2 inv(A1 x + c1) + c2."""
    inv = [gf256_inv(a) for a in range(256)]
    for k in (1, 7):
        for row in range(1, 256):
            a1 = circulant(row, k)
            if mat_inverse(a1) is None:
                continue
            for c1 in range(256):
                fit = fit_affine_after(lambda x: inv[mat_apply(a1, x) ^ c1])
                if fit is not None:
                    return a1, c1, fit[0], fit[1]
    raise SystemExit("no affine . inverse . affine decomposition found")


# ---- the tower field GF(((2^2)^2)^2) --------------------------------------
# GF(4) = GF(2)[x]/(x^2+x+1), 2-bit values (bit 1: x).
# GF(16) = GF(4)[y]/(y^2+y+NU), 4-bit values (high GF(4) digit: y).
# GF(256) = GF(16)[z]/(z^2+z+LAMBDA), 8-bit values (high GF(16) digit: z).

def gf4_mul(a, b):
    a1, a0, b1, b0 = a >> 1, a & 1, b >> 1, b & 1
    hi = (a1 & b1) ^ (a1 & b0) ^ (a0 & b1)
    lo = (a1 & b1) ^ (a0 & b0)
    return (hi << 1) | lo


def gf16_mul(a, b, nu):
    ah, al, bh, bl = a >> 2, a & 3, b >> 2, b & 3
    hh = gf4_mul(ah, bh)
    hi = gf4_mul(ah ^ al, bh ^ bl) ^ gf4_mul(al, bl)
    lo = gf4_mul(nu, hh) ^ gf4_mul(al, bl)
    return (hi << 2) | lo


def gft_mul(a, b, nu, lam):
    ah, al, bh, bl = a >> 4, a & 15, b >> 4, b & 15
    hh = gf16_mul(ah, bh, nu)
    hi = gf16_mul(ah ^ al, bh ^ bl, nu) ^ gf16_mul(al, bl, nu)
    lo = gf16_mul(lam, hh, nu) ^ gf16_mul(al, bl, nu)
    return (hi << 4) | lo


def towers():
    """Every (NU, LAMBDA) making y^2+y+NU irreducible over GF(4) and
    z^2+z+LAMBDA irreducible over GF(16)."""
    out = []
    for nu in range(1, 4):
        if not all(gf4_mul(y, y) ^ y ^ nu for y in range(4)):
            continue
        for lam in range(1, 16):
            if all(gf16_mul(z, z, nu) ^ z ^ lam for z in range(16)):
                out.append((nu, lam))
    return out


def tower_isos(nu, lam):
    """Columns of every M: GF(2^8)/SM4_POLY -> tower, t^i -> beta^i, one
    per root beta of SM4_POLY in the tower."""
    out = []
    for beta in range(2, 256):
        pw = [1]
        for _ in range(8):
            pw.append(gft_mul(pw[-1], beta, nu, lam))
        acc = 0
        for i in range(9):
            if (SM4_POLY >> i) & 1:
                acc ^= pw[i]
        if (acc == 0) and (mat_inverse(pw[:8]) is not None):
            out.append((beta, pw[:8]))
    return out


# The tower and root with the fewest gates (scripts/sbox/sm4_sbox.py
# --search tries them all; the build uses this choice).
TOWER = (3, 10, 0xcd)


# ---- circuit construction --------------------------------------------------

class Circuit:
    """Gates over wires; each wire carries its 256-point truth table."""

    def __init__(self):
        self.tt = []      # wire -> truth table (int, bit x = value at x)
        self.gates = []   # (out, op, a, b)
        self.inputs = []

    def new_input(self, tt):
        self.tt.append(tt)
        w = len(self.tt) - 1
        self.inputs.append(w)
        return w

    def gate(self, op, a, b=None):
        if op == "xor":
            tt = self.tt[a] ^ self.tt[b]
        elif op == "and":
            tt = self.tt[a] & self.tt[b]
        else:
            tt = self.tt[a] ^ ((1 << 256) - 1)
        self.tt.append(tt)
        w = len(self.tt) - 1
        self.gates.append((w, op, a, b))
        return w

    def linear_layer(self, bases, targets):
        """Wires with truth tables targets, as XORs of the wires bases
        (Gaussian elimination, then Paar's greedy pair sharing)."""
        rows = []
        for t in targets:
            rows.append(set(solve_span([self.tt[b] for b in bases], t)))
        sig = list(bases)         # signal index -> wire
        rows = [set(sig[i] for i in r) for r in rows]
        while True:
            count = {}
            for r in rows:
                rl = sorted(r)
                for i in range(len(rl)):
                    for j in range(i + 1, len(rl)):
                        count[(rl[i], rl[j])] = count.get(
                            (rl[i], rl[j]), 0) + 1
            if not count:
                break
            (a, b), _ = max(count.items(), key=lambda kv: (kv[1], -kv[0][0],
                                                           -kv[0][1]))
            w = self.gate("xor", a, b)
            for r in rows:
                if a in r and b in r:
                    r.discard(a)
                    r.discard(b)
                    r.add(w)
        out = []
        for r, t in zip(rows, targets):
            if len(r) != 1:
                raise SystemExit("zero target")
            w = r.pop()
            assert self.tt[w] == t
            out.append(w)
        return out


def solve_span(vecs, target):
    """Indices of vecs whose XOR is target (GF(2) elimination)."""
    basis = []   # (pivot bit, vector, index set)
    for i, v in enumerate(vecs):
        s = {i}
        for p, bv, bs in basis:
            if (v >> p) & 1:
                v ^= bv
                s ^= bs
        if v:
            basis.append((v.bit_length() - 1, v, s))
    s = set()
    t = target
    for p, bv, bs in basis:
        if (t >> p) & 1:
            t ^= bv
            s ^= bs
    if t:
        raise SystemExit("target not in span")
    return sorted(s)


def table(f):
    r = 0
    for x in range(256):
        if f(x):
            r |= 1 << x
    return r


def build(tower=None, decomposition=None):
    a1, c1, a2, c2 = decomposition or find_decomposition()
    nu, lam, beta = tower or TOWER
    roots = tower_isos(nu, lam)
    m = roots[0][1] if beta is None else dict(roots)[beta]
    minv = mat_inverse(m)
    a1inv = mat_inverse(a1)
    k_in = mat_apply(a1inv, c1)   # S(x ^ k_in) = A2 inv(A1 x) + c2
    top = [mat_apply(m, a1[i]) for i in range(8)]   # M A1

    def u_of(x):                  # tower element entering the inversion
        return mat_apply(top, x)

    def gf4_forms(g):             # Karatsuba forms of a GF(4) value
        return [g >> 1, g & 1, (g >> 1) ^ (g & 1)]

    def gf16_forms(v):            # 9 forms: digits hi, lo, hi^lo
        return (gf4_forms(v >> 2) + gf4_forms(v & 3)
                + gf4_forms((v >> 2) ^ (v & 3)))

    def d_of(x):
        u = u_of(x)
        h, l = u >> 4, u & 15
        return (gf16_mul(lam, gf16_mul(h, h, nu), nu) ^ gf16_mul(h, l, nu)
                ^ gf16_mul(l, l, nu))

    def e_of(x):
        d = d_of(x)
        h, l = d >> 2, d & 3
        return gf4_mul(nu, gf4_mul(h, h)) ^ gf4_mul(h, l) ^ gf4_mul(l, l)

    def dinv_of(x):
        d = d_of(x)
        e = e_of(x)
        einv = gf4_mul(e, e)      # e^-1 = e^2 in GF(4)
        h, l = d >> 2, d & 3
        return (gf4_mul(h, einv) << 2) | gf4_mul(h ^ l, einv)

    c = Circuit()
    xs = [c.new_input(table(lambda x, i=i: (x >> i) & 1)) for i in range(8)]

    def forms_tt(fn, k):
        return table(lambda x: fn(x)[k])

    # Layer 1: the digits h, l of u, s = h ^ l, and the linear part of d;
    # then the Karatsuba forms of h and l for h * l.  The forms of h and s
    # are made again for the last multiplications (from 8 wires kept live
    # instead of 18 forms: fewer register spills).
    def l1(x):
        u = u_of(x)
        h, l = u >> 4, u & 15
        lin = (gf16_mul(lam, gf16_mul(h, h, nu), nu) ^ gf16_mul(l, l, nu))
        return ([(h >> i) & 1 for i in range(4)] + [(l >> i) & 1
                                                    for i in range(4)]
                + [((h ^ l) >> i) & 1 for i in range(4)]
                + [(lin >> i) & 1 for i in range(4)])
    w1 = c.linear_layer(xs, [forms_tt(l1, k) for k in range(16)])
    hb, lb, sb, lin = w1[0:4], w1[4:8], w1[8:12], w1[12:16]

    def forms_of(bits, digit):
        """Karatsuba forms of the GF(16) digit (0: h, 1: l, 2: s)."""
        def fn(x):
            u = u_of(x)
            h, l = u >> 4, u & 15
            return gf16_forms((h, l, h ^ l)[digit])
        return c.linear_layer(bits, [forms_tt(fn, k) for k in range(9)])
    fh = forms_of(hb, 0)
    fl = forms_of(lb, 1)
    p1 = [c.gate("and", fh[k], fl[k]) for k in range(9)]

    # Layer 2: forms of d's digits dh, dl and of dh^dl.
    def l2(x):
        d = d_of(x)
        return (gf4_forms(d >> 2) + gf4_forms(d & 3)
                + gf4_forms((d >> 2) ^ (d & 3)))
    w2 = c.linear_layer(lin + p1, [forms_tt(l2, k) for k in range(9)])
    dh, dl, ds = w2[0:3], w2[3:6], w2[6:9]
    p2 = [c.gate("and", dh[k], dl[k]) for k in range(3)]

    # Layer 3: forms of e^-1 = e^2.
    def l3(x):
        e = e_of(x)
        return gf4_forms(gf4_mul(e, e))
    w3 = c.linear_layer(w2 + p2, [forms_tt(l3, k) for k in range(3)])
    p3 = ([c.gate("and", dh[k], w3[k]) for k in range(3)]
          + [c.gate("and", ds[k], w3[k]) for k in range(3)])

    # Layer 4: forms of d^-1.
    w4 = c.linear_layer(p3, [forms_tt(lambda x: gf16_forms(dinv_of(x)), k)
                             for k in range(9)])
    fh = forms_of(hb, 0)
    fs = forms_of(sb, 2)
    p4 = ([c.gate("and", fh[k], w4[k]) for k in range(9)]
          + [c.gate("and", fs[k], w4[k]) for k in range(9)])

    # Layer 5: A2 M^-1 (inverse) and the output constant.
    lin_out = [table(lambda x, i=i: (SBOX[x ^ k_in] ^ c2) >> i & 1)
               for i in range(8)]
    outs = c.linear_layer(p4, lin_out)
    outs = [c.gate("not", w) if (c2 >> i) & 1 else w
            for i, w in enumerate(outs)]
    for x in range(256):
        v = 0
        for i, w in enumerate(outs):
            v |= ((c.tt[w] >> x) & 1) << i
        if v != SBOX[x ^ k_in]:
            raise SystemExit("circuit wrong at %d" % x)
    return c, outs, k_in, (a1, c1, a2, c2, nu, lam, m)


def search():
    """Gate counts of every tower and root; prints them, best last."""
    dec = find_decomposition()
    res = []
    for nu, lam in towers():
        for beta, _ in tower_isos(nu, lam):
            c, outs, _, _ = build((nu, lam, beta), dec)
            res.append((len(c.gates), schedule(c, outs)[1], nu, lam, beta))
    res.sort(reverse=True)
    for r in res:
        print("%d gates, %d live: nu %d lambda %d beta %#04x" % r)


def schedule(c, outs):
    """The gates in an order that keeps few values live (so that the
    compiler, which mostly follows the source order, spills fewer
    registers): greedy list scheduling, each step the ready gate that
    frees the most operands (their last use), ties to the earliest
    built.  Returns (order, peak live values)."""
    uses = {}
    for g in c.gates:
        for x in (g[2], g[3]):
            if x is not None:
                uses[x] = uses.get(x, 0) + 1
    for o in outs:
        uses[o] = uses.get(o, 0) + 1       # live to the end
    done = set(c.inputs)
    pending = list(c.gates)
    live = set(c.inputs)
    order = []
    peak = len(live)
    while pending:
        best, best_score = None, None
        for k, g in enumerate(pending):
            ops = [x for x in (g[2], g[3]) if x is not None]
            if not all(x in done for x in ops):
                continue
            score = sum(1 for x in set(ops) if uses[x] == ops.count(x)) - 1
            if (best_score is None) or (score > best_score):
                best, best_score = k, score
        g = pending.pop(best)
        order.append(g)
        done.add(g[0])
        live.add(g[0])
        peak = max(peak, len(live))
        for x in (g[2], g[3]):
            if x is not None:
                uses[x] -= 1
                if uses[x] == 0:
                    live.discard(x)
    return order, peak


def emit(c, outs, k_in, info):
    a1, c1, a2, c2, nu, lam, m = info
    n_and = sum(1 for g in c.gates if g[1] == "and")
    n_xor = sum(1 for g in c.gates if g[1] == "xor")
    n_not = sum(1 for g in c.gates if g[1] == "not")
    name = {w: "(x)[%d]" % i for i, w in enumerate(c.inputs)}
    lines = []
    lines.append("/* sm4_sbox.inc -- generated by scripts/sbox/sm4_sbox.py;"
                 " do not edit.")
    lines.append(" *")
    lines.append(" * SM4's S-box as a boolean circuit: %d gates (%d AND, %d"
                 " XOR, %d NOT)," % (len(c.gates), n_and, n_xor, n_not))
    lines.append(" * checked by the generator on all 256 inputs.  S(x) ="
                 " A2 inv(A1 x + c1) + c2")
    lines.append(" * in GF(2^8)/0x1F5 with A1 = circulant, column 0 %#04x,"
                 " c1 = %#04x; the" % (a1[0], c1))
    lines.append(" * inversion runs in GF(((2^2)^2)^2) (nu = %d, lambda = %d)."
                 % (nu, lam))
    lines.append(" *")
    lines.append(" * Gate order from a greedy schedule: at most %d values live."
                 % schedule(c, outs)[1])
    lines.append(" *")
    lines.append(" * SM4_SBOX_CIRCUIT(T, x, y) sets y[0..7] (type T) to"
                 " S(x ^ SM4_SBOX_IN)")
    lines.append(" * bit by bit, x[0] and y[0] the least significant; every"
                 " bit of T is an")
    lines.append(" * independent instance.  Constant time: only AND, XOR,"
                 " NOT.")
    lines.append(" */")
    lines.append("#define SM4_SBOX_IN 0x%02x" % k_in)
    lines.append("#define SM4_SBOX_CIRCUIT(T, x, y) do { \\")
    order, peak = schedule(c, outs)
    for w, op, a, b in order:
        name[w] = "sb%d" % w
        if op == "xor":
            e = "%s ^ %s" % (name[a], name[b])
        elif op == "and":
            e = "%s & %s" % (name[a], name[b])
        else:
            e = "~%s" % name[a]
        lines.append("    T %s = %s; \\" % (name[w], e))
    for i, w in enumerate(outs):
        lines.append("    (y)[%d] = %s; \\" % (i, name[w]))
    lines.append("} while (0)")
    return "\n".join(lines) + "\n"


def main():
    if "--search" in sys.argv:
        search()
        return
    c, outs, k_in, info = build()
    text = emit(c, outs, k_in, info)
    if "--out" in sys.argv:
        with open(sys.argv[sys.argv.index("--out") + 1], "w") as f:
            f.write(text)
    elif "--check" in sys.argv:
        path = sys.argv[sys.argv.index("--check") + 1]
        with open(path) as f:
            if f.read() != text:
                raise SystemExit("%s is not what the generator writes" % path)
        print("ok: %s matches; circuit verified on 256 inputs" % path)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
