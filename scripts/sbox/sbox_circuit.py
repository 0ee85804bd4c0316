#!/usr/bin/env python3
"""Boolean circuits for the S-boxes of the shape "affine, inverse in
GF(2^8), affine" (AES and its inverse; SM4 has the same shape with its
own field polynomial and affine maps), derived here, checked against the
S-box over all 256 inputs, and emitted as C for the bitsliced cores.

Derivation.  The inverse is taken in the tower field
GF(((2^2)^2)^2) written as GF(16)[y]/(y^2 + y + lam) over GF(16) =
GF(2)[x]/(x^4 + x + 1):

    (a1 y + a0)^-1 = (a1 d) y + (a0 + a1) d,
    d = (lam a1^2 + a1 a0 + a0^2)^-1,    d^-1 in GF(16) as d^14,

so the only non-linear parts are five GF(16) products (16 AND each).  The
field of the cipher (AES: x^8 + x^4 + x^3 + x + 1) maps onto the tower
by x -> r, a root of the cipher's polynomial in the tower; that basis
change M is merged with the affine maps on each side:

    S(v) = A_out M^-1 inv_T(M (A_in v + c_in)) + c_out,

and each 8x8 linear map is emitted as XORs with common pairs shared
(greedy, Paar's method).  A constant is a NOT of the lanes it sets.

Usage:
    sbox_circuit.py            write wolfcrypt/src/aes_sbox_circuit.inc
    sbox_circuit.py --check    exit 1 if the file differs from what this
                               script emits (or a circuit is wrong)
    sbox_circuit.py --stats    gate counts

A circuit is a list of gates on named signals; check() runs it on every
input byte (bit i of the byte in signal x[i]) before anything is written.
To emit another S-box of this shape (SM4), give sbox_spec() its field
polynomial and affine maps and emit_function() a name.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "wolfcrypt", "src", "aes_sbox_circuit.inc")

AES_POLY = 0x11B


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


GF16_POLY = 0x13            # x^4 + x + 1


def g16_mul(a, b):
    return gf_mul(a, b, GF16_POLY, 4)


def find_lambda():
    """lam with y^2 + y + lam irreducible over GF(16): no root."""
    for lam in range(1, 16):
        if all(g16_mul(t, t) ^ t ^ lam for t in range(16)):
            return lam
    raise ValueError


LAM = find_lambda()


def t_mul(a, b):
    """Product in the tower; a byte is a1 << 4 | a0 (a = a1 y + a0)."""
    a1, a0, b1, b0 = a >> 4, a & 15, b >> 4, b & 15
    hh = g16_mul(a1, b1)
    c1 = hh ^ g16_mul(a1, b0) ^ g16_mul(a0, b1)
    c0 = g16_mul(hh, LAM) ^ g16_mul(a0, b0)
    return (c1 << 4) | c0


def t_pow(a, e):
    r = 1
    while e:
        if e & 1:
            r = t_mul(r, a)
        a = t_mul(a, a)
        e >>= 1
    return r


def basis_change(poly):
    """Matrix (list of 8 columns, as tower bytes) of the field map from
    GF(2)[x]/poly onto the tower, x -> r with poly(r) = 0."""
    for r in range(2, 256):
        v = 0
        for i in range(9):
            if (poly >> i) & 1:
                v ^= t_pow(r, i)
        if v != 0:
            continue
        cols = [t_pow(r, i) for i in range(8)]
        # a field isomorphism: check it on all products
        m = lambda a: apply_cols(cols, a)
        ok = all(m(gf_mul(a, b, poly, 8)) == t_mul(m(a), m(b))
                 for a in range(0, 256, 7) for b in range(256))
        if ok and len({m(a) for a in range(256)}) == 256:
            return cols
    raise ValueError("no root")


def apply_cols(cols, v):
    r = 0
    for i in range(8):
        if (v >> i) & 1:
            r ^= cols[i]
    return r


def rows_of(f):
    """The 8 rows (bit masks over the input bits) of the linear map f."""
    cols = [f(1 << i) for i in range(8)]
    return [sum(((cols[i] >> j) & 1) << i for i in range(8))
            for j in range(8)]


# ---------------------------------------------------------------- specs
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


# ---------------------------------------------------------------- circuit
class Circuit:
    def __init__(self):
        self.gates = []     # (dst, op, a, b): op in XOR AND NOT
        self.n = 0

    def new(self):
        self.n += 1
        return "t%d" % self.n

    def op(self, op, a, b=None):
        d = self.new()
        self.gates.append((d, op, a, b))
        return d

    def linear(self, rows, ins, consts=0):
        """Outputs XOR of the inputs in each row mask (greedy pairs)."""
        sets = [set(i for i in range(len(ins)) if (r >> i) & 1)
                for r in rows]
        sig = list(ins)
        while True:
            count = {}
            for s in sets:
                ls = sorted(s)
                for i in range(len(ls)):
                    for j in range(i + 1, len(ls)):
                        p = (ls[i], ls[j])
                        count[p] = count.get(p, 0) + 1
            if not count:
                break
            best = max(sorted(count), key=lambda p: count[p])
            if count[best] < 2:
                break
            sig.append(self.op("XOR", sig[best[0]], sig[best[1]]))
            k = len(sig) - 1
            for s in sets:
                if best[0] in s and best[1] in s:
                    s.discard(best[0])
                    s.discard(best[1])
                    s.add(k)
        outs = []
        for j, s in enumerate(sets):
            ls = sorted(s)
            if not ls:
                raise ValueError("zero row")
            v = sig[ls[0]]
            for k in ls[1:]:
                v = self.op("XOR", v, sig[k])
            if (consts >> j) & 1:
                v = self.op("NOT", v)
            outs.append(v)
        return outs

    def g16_mul(self, a, b):
        """GF(16) product, polynomial basis mod x^4 + x + 1."""
        c = [None] * 7
        for i in range(4):
            for j in range(4):
                t = self.op("AND", a[i], b[j])
                c[i + j] = t if c[i + j] is None else \
                    self.op("XOR", c[i + j], t)
        # x^4 = x + 1, x^5 = x^2 + x, x^6 = x^3 + x^2
        r0 = self.op("XOR", c[0], c[4])
        r1 = self.op("XOR", self.op("XOR", c[1], c[4]), c[5])
        r2 = self.op("XOR", self.op("XOR", c[2], c[5]), c[6])
        r3 = self.op("XOR", c[3], c[6])
        return [r0, r1, r2, r3]

    def g16_lin(self, f, a):
        rows = [sum(((f(1 << i) >> j) & 1) << i for i in range(4))
                for j in range(4)]
        return self.linear(rows, a)


def build(spec):
    """The circuit of spec: inputs x0..x7, outputs the 8 result bits."""
    c = Circuit()
    cols = basis_change(spec["poly"])
    m_in = lambda v: apply_cols(cols, spec["a_in"](v))
    k_in = apply_cols(cols, spec["c_in"])
    inv_cols = [0] * 8
    for v in range(256):
        t = apply_cols(cols, v)
        for i in range(8):
            if t == 1 << i:
                inv_cols[i] = v
    m_out = lambda v: spec["a_out"](apply_cols(inv_cols, v))

    xs = ["x%d" % i for i in range(8)]
    a = c.linear(rows_of(m_in), xs, k_in)
    a0, a1 = a[0:4], a[4:8]
    sq = lambda v: g16_mul(v, v)
    # delta = lam a1^2 + a1 a0 + a0^2
    la = c.g16_lin(lambda v: g16_mul(sq(v), LAM), a1)
    sa = c.g16_lin(sq, a0)
    p = c.g16_mul(a1, a0)
    delta = [c.op("XOR", c.op("XOR", la[i], sa[i]), p[i]) for i in range(4)]
    # d = delta^14 = delta^12 delta^2 = (delta^3)^4 delta^2
    d2 = c.g16_lin(sq, delta)
    d3 = c.g16_mul(d2, delta)
    d12 = c.g16_lin(lambda v: sq(sq(v)), d3)
    d = c.g16_mul(d12, d2)
    s01 = [c.op("XOR", a0[i], a1[i]) for i in range(4)]
    b1 = c.g16_mul(a1, d)
    b0 = c.g16_mul(s01, d)
    out = c.linear(rows_of(m_out), b0 + b1, spec["c_out"])
    return c, out


def run(c, out, v):
    val = {"x%d" % i: (v >> i) & 1 for i in range(8)}
    for d, op, a, b in c.gates:
        if op == "XOR":
            val[d] = val[a] ^ val[b]
        elif op == "AND":
            val[d] = val[a] & val[b]
        else:
            val[d] = val[a] ^ 1
    return sum(val[o] << i for i, o in enumerate(out))


def check(spec, c, out):
    table = spec_table(spec)
    for v in range(256):
        if run(c, out, v) != table[v]:
            raise SystemExit("circuit wrong at %02x" % v)


def emit_function(name, comment, c, out):
    """A C function on 8 bit-plane words q[0..7] (q[i]: bit i), in place."""
    lines = ["/* %s: %d gates (%d AND). */" % (comment, len(c.gates),
             sum(1 for g in c.gates if g[1] == "AND")),
             "static WC_INLINE void %s(word64* q)" % name, "{"]
    lines.append("    word64 x0 = q[0], x1 = q[1], x2 = q[2], x3 = q[3];")
    lines.append("    word64 x4 = q[4], x5 = q[5], x6 = q[6], x7 = q[7];")
    for d, op, a, b in c.gates:
        if op == "XOR":
            e = "%s ^ %s" % (a, b)
        elif op == "AND":
            e = "%s & %s" % (a, b)
        else:
            e = "~%s" % a
        lines.append("    word64 %s = %s;" % (d, e))
    for i, o in enumerate(out):
        lines.append("    q[%d] = %s;" % (i, o))
    lines.append("}")
    return "\n".join(lines) + "\n"


def emit():
    parts = ["/* aes_sbox_circuit.inc -- GENERATED by "
             "scripts/sbox/sbox_circuit.py; do not edit.\n"
             " *\n"
             " * The AES S-box and its inverse as boolean circuits on 8 "
             "bit planes\n"
             " * (tower-field inversion GF(((2^2)^2)^2), derived and checked "
             "over all\n"
             " * 256 inputs by the script).  Included by aes_bitslice.c. */\n"]
    for name, spec, comment in (
            ("aes_sbox_planes", AES_FWD, "AES S-box"),
            ("aes_inv_sbox_planes", AES_INV, "AES inverse S-box")):
        c, out = build(spec)
        check(spec, c, out)
        parts.append("\n" + emit_function(name, comment, c, out))
    return "".join(parts)


def main(argv):
    t = spec_table(AES_FWD)
    assert t[0x00] == 0x63 and t[0x53] == 0xED and t[0xff] == 0x16
    assert spec_table(AES_INV)[0x63] == 0x00
    text = emit()
    if "--stats" in argv:
        for spec in (AES_FWD, AES_INV):
            c, _ = build(spec)
            print(len(c.gates), "gates")
        return 0
    if "--check" in argv:
        try:
            cur = open(OUT).read()
        except OSError:
            cur = None
        if cur != text:
            print("%s is not what sbox_circuit.py emits" % OUT)
            return 1
        return 0
    with open(OUT, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
