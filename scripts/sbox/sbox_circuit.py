#!/usr/bin/env python3
"""Boolean circuits for the S-boxes of the shape "affine, inverse in
GF(2^8), affine" -- AES (forward and inverse) and SM4 -- derived here,
checked against the S-box over all 256 inputs, and emitted as C for the
bitsliced cores.  One generator: the field arithmetic, the matrices, the
circuit (every wire carries its 256-point truth table), the greedy (Paar)
linear layers, the check and the emitter are shared; a cipher is its
field polynomial, its published table or affine maps, and its tower.

Both ciphers take the inverse in the tower GF(((2^2)^2)^2) with
Karatsuba products (36 AND in four layers), every linear layer solved
from truth tables (Gaussian elimination) before it is shortened; the
field map onto the tower is merged with the affine maps on each side:

    S(v) = A2 M^-1 inv_T(M A1 (v + k_in)) + c2.

AES.  The forward S-box is A(inv(v)) + 0x63 (A1 = I, A2 = A); the
inverse S-box is inv(A^-1 v + A^-1 0x63), its input constant k_in = 0x63.
Both circuits leave their constant out (AES_SBOX_OUT, AES_INV_SBOX_IN):
the cipher's round keys carry it.  The towers (nu, lambda, root) are the
ones with the fewest gates (--search).

SM4 (GB/T 32907-2016, table in section 6.2).  S(x) = A2 inv(A1 x + c1) +
c2 in GF(2)[t]/(t^8+t^7+t^6+t^5+t^4+t^2+1); A1 (circulant), c1, A2, c2 are
fitted to the published table, not assumed.  The circuit computes
S(x ^ SM4_SBOX_IN): the
input constant is left out so that callers fold it into the round key;
the output constant is in the circuit (as NOTs).

Usage:
    sbox_circuit.py            write wolfcrypt/src/aes_sbox_circuit.inc
                               and wolfcrypt/src/sm4_sbox.inc
    sbox_circuit.py --check    exit 1 if a file differs from what this
                               script emits (every circuit is checked on
                               all 256 inputs before anything is compared)
    sbox_circuit.py --stats    gate counts
    sbox_circuit.py --search   gate counts of every tower and root (slow)
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
AES_OUT = os.path.join(ROOT, "wolfcrypt", "src", "aes_sbox_circuit.inc")
SM4_OUT = os.path.join(ROOT, "wolfcrypt", "src", "sm4_sbox.inc")

AES_POLY = 0x11B            # x^8 + x^4 + x^3 + x + 1
SM4_POLY = 0x1F5            # t^8 + t^7 + t^6 + t^5 + t^4 + t^2 + 1

SM4_SBOX = bytes.fromhex(
    "d690e9fecce13db716b614c228fb2c05" "2b679a762abe04c3aa44132649860699"
    "9c4250f491ef987a33540b43edcfac62" "e4b31ca9c908e89580df94fa758f3fa6"
    "4707a7fcf37317ba83593c19e6854fa8" "686b81b27164da8bf8eb0f4b70569d35"
    "1e240e5e6358d1a225227c3b01217887" "d40046579fd327524c3602e7a0c4c89e"
    "eabf8ad240c738b5a3f7f2cef96115a1" "e0ae5da49b341a55ad933230f58cb1e3"
    "1df6e22e8266ca60c02923ab0d534e6f" "d5db3745defd8e2f03ff6a726d6c5b51"
    "8d1baf92bbddbc7f11d95c411f105ad8" "0ac13188a5cd7bbd2d74d012b8e5b4b0"
    "8969974a0c96777e65b9f109c56ec684" "18f07dec3adc4d2079ee5f3ed7cb3948")

# The SM4 tower (nu, lambda) and root with the fewest gates (--search
# tries them all; the build uses this choice).
SM4_TOWER = (3, 10, 0xcd)


# ---------------------------------------------------------------- fields
def gf_mul(a, b, poly, bits):
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a >> bits:
            a ^= poly
    return r


def gf_inv(a, poly, bits):
    if a == 0:
        return 0
    for b in range(1, 1 << bits):
        if gf_mul(a, b, poly, bits) == 1:
            return b
    raise ValueError("no inverse")


def field_isos(poly, mul):
    """(root, columns) of every field map GF(2)[x]/poly -> (bytes, mul),
    x^i -> root^i, root a zero of poly."""
    out = []
    for r in range(2, 256):
        pw = [1]
        for _ in range(8):
            pw.append(mul(pw[-1], r))
        acc = 0
        for i in range(9):
            if (poly >> i) & 1:
                acc ^= pw[i]
        if acc == 0 and mat_inverse(pw[:8]) is not None:
            out.append((r, pw[:8]))
    return out


# ---------------------------------------------------------------- matrices
def mat_apply(cols, x):
    """cols[i] = image of bit i (an 8-bit column); returns M x."""
    r = 0
    for i in range(8):
        if (x >> i) & 1:
            r ^= cols[i]
    return r


def mat_inverse(cols):
    """Inverse of an 8x8 GF(2) matrix given by columns, or None."""
    img = {mat_apply(cols, x): x for x in range(256)}
    if len(img) != 256:
        return None
    return [img[1 << i] for i in range(8)]


def rows_of(f, n=8):
    """The n rows (bit masks over the input bits) of the linear map f."""
    cols = [f(1 << i) for i in range(n)]
    return [sum(((cols[i] >> j) & 1) << i for i in range(n))
            for j in range(n)]


def table(f):
    """The 256-point truth table (bit x = f(x)) of a boolean function."""
    r = 0
    for x in range(256):
        if f(x):
            r |= 1 << x
    return r


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


# ---------------------------------------------------------------- circuit
ONES = (1 << 256) - 1


class Circuit:
    """Gates over wires 0, 1, ...; each wire carries its truth table over
    the 256 input bytes, so a circuit is checked as it is built."""

    def __init__(self):
        self.tt = []        # wire -> truth table
        self.gates = []     # (out, op, a, b): op in xor and not
        self.inputs = [self.wire(table(lambda x, i=i: (x >> i) & 1))
                       for i in range(8)]

    def wire(self, tt):
        self.tt.append(tt)
        return len(self.tt) - 1

    def gate(self, op, a, b=None):
        if op == "xor":
            tt = self.tt[a] ^ self.tt[b]
        elif op == "and":
            tt = self.tt[a] & self.tt[b]
        else:
            tt = self.tt[a] ^ ONES
        w = self.wire(tt)
        self.gates.append((w, op, a, b))
        return w

    def linear(self, rows, ins, consts=0, share_all=False, by_wire=False):
        """Outputs XOR of the inputs in each row (a mask or an index set
        over ins), common pairs shared greedily (Paar): the most frequent
        pair first, ties to the smallest pair (signals ordered by position,
        or by wire with by_wire).  Pairs used once are shared too with
        share_all, else the rest of a row is an XOR chain.  Bit j of consts
        NOTs output j."""
        sets = [set(r) if isinstance(r, (set, list)) else
                set(i for i in range(len(ins)) if (r >> i) & 1)
                for r in rows]
        sig = list(ins)
        key = (lambda k: sig[k]) if by_wire else (lambda k: k)
        least = 1 if share_all else 2
        while True:
            count = {}
            for s in sets:
                ls = sorted(s, key=key)
                for i in range(len(ls)):
                    for j in range(i + 1, len(ls)):
                        p = (ls[i], ls[j])
                        count[p] = count.get(p, 0) + 1
            if not count:
                break
            best = max(sorted(count, key=lambda p: (key(p[0]), key(p[1]))),
                       key=lambda p: count[p])
            if count[best] < least:
                break
            sig.append(self.gate("xor", sig[best[0]], sig[best[1]]))
            k = len(sig) - 1
            for s in sets:
                if best[0] in s and best[1] in s:
                    s.discard(best[0])
                    s.discard(best[1])
                    s.add(k)
        outs = []
        for j, s in enumerate(sets):
            ls = sorted(s, key=key)
            if not ls:
                raise SystemExit("zero row")
            v = sig[ls[0]]
            for k in ls[1:]:
                v = self.gate("xor", v, sig[k])
            if (consts >> j) & 1:
                v = self.gate("not", v)
            outs.append(v)
        return outs

    def solve_linear(self, bases, targets):
        """Wires with truth tables targets, as XORs of the wires bases."""
        rows = [solve_span([self.tt[b] for b in bases], t) for t in targets]
        outs = self.linear(rows, bases, share_all=True, by_wire=True)
        assert [self.tt[w] for w in outs] == list(targets)
        return outs

    def value(self, outs, x):
        return sum(((self.tt[w] >> x) & 1) << i for i, w in enumerate(outs))

    def check(self, outs, want, what):
        """The circuit against the table want on all 256 inputs."""
        for x in range(256):
            if self.value(outs, x) != want[x]:
                raise SystemExit("%s circuit wrong at %02x" % (what, x))

    def counts(self):
        return {op: sum(1 for g in self.gates if g[1] == op)
                for op in ("and", "xor", "not")}


def emit_gates(order, names, prefix, fmt):
    """One C line per gate of order: fmt % (new name, expression); new
    names are prefix + number (names: wire -> name, updated)."""
    lines = []
    for w, op, a, b in order:
        names[w] = prefix(w)
        if op == "xor":
            e = "%s ^ %s" % (names[a], names[b])
        elif op == "and":
            e = "%s & %s" % (names[a], names[b])
        else:
            e = "~%s" % names[a]
        lines.append(fmt % (names[w], e))
    return lines


# ---------------------------------------------------------------- AES
def aes_affine(v):
    r = 0
    for i in range(8):
        b = ((v >> i) ^ (v >> ((i + 4) % 8)) ^ (v >> ((i + 5) % 8))
             ^ (v >> ((i + 6) % 8)) ^ (v >> ((i + 7) % 8))) & 1
        r |= b << i
    return r


def aes_affine_inv(v):
    for u in range(256):
        if aes_affine(u) == v:
            return u
    raise ValueError


def ident(v):
    return v


def sbox_spec(poly, a_in, c_in, a_out, c_out):
    """S(v) = a_out(inv(a_in(v) ^ c_in)) ^ c_out, the maps linear."""
    return dict(poly=poly, a_in=a_in, c_in=c_in, a_out=a_out, c_out=c_out)


AES_FWD = sbox_spec(AES_POLY, ident, 0, aes_affine, 0x63)
AES_INV = sbox_spec(AES_POLY, aes_affine_inv, aes_affine_inv(0x63),
                    ident, 0)


def spec_table(s):
    return [s["a_out"](gf_inv(s["a_in"](v) ^ s["c_in"], s["poly"], 8))
            ^ s["c_out"] for v in range(256)]


# The AES towers (nu, lambda, root) with the fewest gates, then the
# fewest live values (--search tries them all; the build uses these).
AES_FWD_TOWER = (2, 8, 122)
AES_INV_TOWER = (3, 10, 76)


def aes_build(spec, tower):
    """The circuit of spec without its constants: S(x ^ c_in) ^ c_out for
    spec's S-box S, c_in its input and c_out its output constant (one of
    them 0); the cipher folds both into its round keys.  Outputs the 8
    result bits."""
    c, out, k_in, info = tower_build(spec_table(spec), spec["poly"], tower,
                                     what="AES", fold_output=True)
    return c, out, k_in, info[3]


def aes_function(name, comment, c, out):
    """A C function on 8 bit-plane words q[0..7] (q[i]: bit i), in place."""
    order, peak = schedule(c, out)
    lines = ["/* %s: %d gates (%d AND), at most %d values live. */"
             % (comment, len(c.gates), c.counts()["and"], peak),
             "static WC_NO_SCHED WC_INLINE void %s(word64* q)" % name, "{",
             "    word64 x0 = q[0], x1 = q[1], x2 = q[2], x3 = q[3];",
             "    word64 x4 = q[4], x5 = q[5], x6 = q[6], x7 = q[7];"]
    names = {w: "x%d" % i for i, w in enumerate(c.inputs)}
    lines += emit_gates(order, names, lambda w: "t%d" % (w - 7),
                        "    word64 %s = %s;")
    lines += ["    q[%d] = %s;" % (i, names[o]) for i, o in enumerate(out)]
    lines.append("}")
    return "\n".join(lines) + "\n"


def aes_emit():
    parts = ["/* aes_sbox_circuit.inc -- GENERATED by "
             "scripts/sbox/sbox_circuit.py; do not edit.\n"
             " *\n"
             " * The AES S-box and its inverse as boolean circuits on 8 "
             "bit planes\n"
             " * (tower-field inversion GF(((2^2)^2)^2), derived and checked "
             "over all\n"
             " * 256 inputs by the script).  Included by aes_bitslice.c.\n"
             " *\n"
             " * Without their constants: aes_sbox_planes computes\n"
             " * S(x) ^ AES_SBOX_OUT and aes_inv_sbox_planes S^-1(x ^ "
             "AES_INV_SBOX_IN);\n"
             " * the round keys carry them. */\n"]
    consts = []
    for name, spec, tower, comment in (
            ("aes_sbox_planes", AES_FWD, AES_FWD_TOWER, "AES S-box"),
            ("aes_inv_sbox_planes", AES_INV, AES_INV_TOWER,
             "AES inverse S-box")):
        c, out, k_in, c_out = aes_build(spec, tower)
        consts.append((k_in, c_out))
        parts.append("\n" + aes_function(name, comment, c, out))
    assert consts[0][0] == 0 and consts[1][1] == 0
    parts.insert(1, "\n#define AES_SBOX_OUT 0x%02x\n"
                    "#define AES_INV_SBOX_IN 0x%02x\n"
                 % (consts[0][1], consts[1][0]))
    return "".join(parts)


# ---------------------------------------------------------------- SM4
def circulant(row, k):
    """Columns of the circulant matrix whose column i is row rotated by
    i*k (k = 1 or 7: the two directions)."""
    return [((row << (i * k % 8)) | (row >> (8 - i * k % 8))) & 0xFF
            for i in range(8)]


def fit_affine_after(sbox, f):
    """Affine (cols, c) with sbox[x] = cols . f(x) + c for all x, or None."""
    finv = {f(x): x for x in range(256)}
    if len(finv) != 256:
        return None
    c = sbox[finv[0]]
    cols = [sbox[finv[1 << i]] ^ c for i in range(8)]
    for x in range(256):
        if mat_apply(cols, f(x)) ^ c != sbox[x]:
            return None
    return cols, c


def find_decomposition(sbox, poly):
    """A1 (circulant), c1, A2, c2 with S = A2 inv(A1 x + c1) + c2."""
    inv = [gf_inv(a, poly, 8) for a in range(256)]
    for k in (1, 7):
        for row in range(1, 256):
            a1 = circulant(row, k)
            if mat_inverse(a1) is None:
                continue
            for c1 in range(256):
                fit = fit_affine_after(
                    sbox, lambda x: inv[mat_apply(a1, x) ^ c1])
                if fit is not None:
                    return a1, c1, fit[0], fit[1]
    raise SystemExit("no affine . inverse . affine decomposition found")


# The SM4 tower GF(((2^2)^2)^2):
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


def sm4_isos(nu, lam):
    return tower_isos(SM4_POLY, nu, lam)


def tower_isos(poly, nu, lam):
    return field_isos(poly, lambda a, b: gft_mul(a, b, nu, lam))


def tower_build(sbox, poly, tower, decomposition=None, what="S-box",
                fold_output=False):
    """The circuit of sbox = A2 inv(A1 x + c1) + c2 (inverse in
    GF(2)[t]/poly) with the inversion in the tower (nu, lambda, root):
    Karatsuba products in GF(((2^2)^2)^2), 36 AND in four layers.  The
    circuit computes sbox[x ^ k_in], k_in = A1^-1 c1 (the caller folds
    k_in into its key); with fold_output the output constant c2 is left
    out too (sbox[x ^ k_in] ^ c2), else made by NOTs.  Returns
    (circuit, outputs, k_in, info)."""
    a1, c1, a2, c2 = decomposition or find_decomposition(sbox, poly)
    nu, lam, beta = tower
    roots = tower_isos(poly, nu, lam)
    m = roots[0][1] if beta is None else dict(roots)[beta]
    k_in = mat_apply(mat_inverse(a1), c1)   # S(x ^ k_in) = A2 inv(A1 x) + c2
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
    w1 = c.solve_linear(c.inputs, [forms_tt(l1, k) for k in range(16)])
    hb, lb, sb, lin = w1[0:4], w1[4:8], w1[8:12], w1[12:16]

    def forms_of(bits, digit):
        """Karatsuba forms of the GF(16) digit (0: h, 1: l, 2: s)."""
        def fn(x):
            u = u_of(x)
            h, l = u >> 4, u & 15
            return gf16_forms((h, l, h ^ l)[digit])
        return c.solve_linear(bits, [forms_tt(fn, k) for k in range(9)])
    fh = forms_of(hb, 0)
    fl = forms_of(lb, 1)
    p1 = [c.gate("and", fh[k], fl[k]) for k in range(9)]

    # Layer 2: forms of d's digits dh, dl and of dh^dl.
    def l2(x):
        d = d_of(x)
        return (gf4_forms(d >> 2) + gf4_forms(d & 3)
                + gf4_forms((d >> 2) ^ (d & 3)))
    w2 = c.solve_linear(lin + p1, [forms_tt(l2, k) for k in range(9)])
    dh, dl, ds = w2[0:3], w2[3:6], w2[6:9]
    p2 = [c.gate("and", dh[k], dl[k]) for k in range(3)]

    # Layer 3: forms of e^-1 = e^2.
    def l3(x):
        e = e_of(x)
        return gf4_forms(gf4_mul(e, e))
    w3 = c.solve_linear(w2 + p2, [forms_tt(l3, k) for k in range(3)])
    p3 = ([c.gate("and", dh[k], w3[k]) for k in range(3)]
          + [c.gate("and", ds[k], w3[k]) for k in range(3)])

    # Layer 4: forms of d^-1.
    w4 = c.solve_linear(p3, [forms_tt(lambda x: gf16_forms(dinv_of(x)), k)
                             for k in range(9)])
    fh = forms_of(hb, 0)
    fs = forms_of(sb, 2)
    p4 = ([c.gate("and", fh[k], w4[k]) for k in range(9)]
          + [c.gate("and", fs[k], w4[k]) for k in range(9)])

    # Layer 5: A2 M^-1 (inverse) and the output constant.
    lin_out = [table(lambda x, i=i: (sbox[x ^ k_in] ^ c2) >> i & 1)
               for i in range(8)]
    outs = c.solve_linear(p4, lin_out)
    c_out = 0 if fold_output else c2
    outs = [c.gate("not", w) if (c_out >> i) & 1 else w
            for i, w in enumerate(outs)]
    c.check(outs, [sbox[x ^ k_in] ^ c2 ^ c_out for x in range(256)], what)
    return c, outs, k_in, (a1, c1, a2, c2, nu, lam, m)


def sm4_build(tower=None, decomposition=None):
    return tower_build(SM4_SBOX, SM4_POLY, tower or SM4_TOWER,
                       decomposition, "SM4")


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


def search():
    """Gate counts of every tower and root for each S-box; prints them,
    best last."""
    for what, tab, poly, fold in (
            ("AES", spec_table(AES_FWD), AES_POLY, True),
            ("AES inverse", spec_table(AES_INV), AES_POLY, True),
            ("SM4", SM4_SBOX, SM4_POLY, False)):
        dec = find_decomposition(tab, poly)
        res = []
        for nu, lam in towers():
            for beta, _ in tower_isos(poly, nu, lam):
                c, outs, _, _ = tower_build(tab, poly, (nu, lam, beta), dec,
                                            what, fold)
                res.append((len(c.gates), schedule(c, outs)[1], nu, lam,
                            beta))
        res.sort(reverse=True)
        for r in res:
            print("%s: %d gates, %d live: nu %d lambda %d root %#04x"
                  % ((what,) + r))


def sm4_emit():
    c, outs, k_in, info = sm4_build()
    a1, c1, a2, c2, nu, lam, m = info
    n = c.counts()
    order, peak = schedule(c, outs)
    lines = [
        "/* sm4_sbox.inc -- generated by scripts/sbox/sbox_circuit.py;"
        " do not edit.",
        " *",
        " * SM4's S-box as a boolean circuit: %d gates (%d AND, %d"
        " XOR, %d NOT)," % (len(c.gates), n["and"], n["xor"], n["not"]),
        " * checked by the generator on all 256 inputs.  S(x) ="
        " A2 inv(A1 x + c1) + c2",
        " * in GF(2^8)/0x1F5 with A1 = circulant, column 0 %#04x,"
        " c1 = %#04x; the" % (a1[0], c1),
        " * inversion runs in GF(((2^2)^2)^2) (nu = %d, lambda = %d)."
        % (nu, lam),
        " *",
        " * Gate order from a greedy schedule: at most %d values"
        " live." % peak,
        " *",
        " * SM4_SBOX_CIRCUIT(T, x, y) sets y[0..7] (type T) to"
        " S(x ^ SM4_SBOX_IN)",
        " * bit by bit, x[0] and y[0] the least significant; every"
        " bit of T is an",
        " * independent instance.  Constant time: only AND, XOR,"
        " NOT.",
        " */",
        "#define SM4_SBOX_IN 0x%02x" % k_in,
        "#define SM4_SBOX_CIRCUIT(T, x, y) do { \\"]
    names = {w: "(x)[%d]" % i for i, w in enumerate(c.inputs)}
    lines += emit_gates(order, names, lambda w: "sb%d" % w,
                        "    T %s = %s; \\")
    lines += ["    (y)[%d] = %s; \\" % (i, names[w])
              for i, w in enumerate(outs)]
    lines.append("} while (0)")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- main
OUTPUTS = ((AES_OUT, aes_emit), (SM4_OUT, sm4_emit))


def main(argv):
    t = spec_table(AES_FWD)
    assert t[0x00] == 0x63 and t[0x53] == 0xED and t[0xff] == 0x16
    assert spec_table(AES_INV)[0x63] == 0x00
    if "--search" in argv:
        search()
        return 0
    if "--stats" in argv:
        for what, c in (("AES S-box", aes_build(AES_FWD, AES_FWD_TOWER)[0]),
                        ("AES inverse S-box",
                         aes_build(AES_INV, AES_INV_TOWER)[0]),
                        ("SM4 S-box", sm4_build()[0])):
            n = c.counts()
            print("%s: %d gates (%d AND, %d XOR, %d NOT)"
                  % (what, len(c.gates), n["and"], n["xor"], n["not"]))
        return 0
    texts = [(path, fn()) for path, fn in OUTPUTS]
    if "--check" in argv:
        bad = 0
        for path, text in texts:
            try:
                with open(path) as f:
                    cur = f.read()
            except OSError:
                cur = None
            if cur != text:
                print("%s is not what sbox_circuit.py emits" % path)
                bad = 1
        if not bad:
            print("ok: %s match; circuits verified on all 256 inputs"
                  % " and ".join(os.path.basename(p) for p, _ in texts))
        return bad
    for path, text in texts:
        with open(path, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
