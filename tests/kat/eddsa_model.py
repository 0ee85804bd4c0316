"""eddsa_model.py -- RFC 8032's Ed25519 and Ed448 on Python integers.

The model the EdDSA converters (tests/kat/ed25519_vectors.py,
ed448_vectors.py), the OpenSSL interop tests and the constant-time cases
compare the library with: section 5's encodings, key expansion, signing
and the cofactorless verification, written from the RFC on affine
coordinates with inversions by pow (an independent formulation of what
the library does in extended coordinates with a comb), variable time
(public test data only).  Byte strings are the wire encodings.

A scheme is a letter, as the runners' lines spell it: "p" pure Ed25519 /
Ed448, "c" Ed25519ctx, "h" Ed25519ph / Ed448ph.
"""
import hashlib


class EdCurve:
    """One RFC 8032 instance: the field prime p, the curve constant a of
    a x^2 + y^2 = 1 + d x^2 y^2 (-1 or 1) and d, the group order L, the
    base point's y (x is the even root), the encoding's bit count b (256
    or 456: keys are b / 8 bytes), the clamping (the c low bits cleared,
    bits n and up cleared, bit n - 1 set), the hash H (2b bits), the
    prehash PH of the ph scheme and dom(scheme, ctx)."""

    def __init__(self, name, p, a, d, order, base_y, b, c, n, hash_fn,
                 prehash_fn, dom_fn):
        self.name, self.p, self.a, self.d, self.L = name, p, a, d % p, order
        self.b, self.c, self.n = b, c, n
        self.size = b // 8
        self.hash, self.prehash_fn, self.dom = hash_fn, prehash_fn, dom_fn
        self.base = (self.recover_x(base_y, 0), base_y)
        self.ident = (0, 1)

    # -- the field and the group ---------------------------------------
    def inv(self, v):
        return pow(v, self.p - 2, self.p)

    def sqrt(self, v):
        """A square root of v mod p, or None (p = 3 mod 4: v^((p+1)/4);
        p = 5 mod 8: v^((p+3)/8), times sqrt(-1) when needed)."""
        p = self.p
        if p % 4 == 3:
            x = pow(v, (p + 1) // 4, p)
        else:
            x = pow(v, (p + 3) // 8, p)
            if (x * x - v) % p != 0:
                x = x * pow(2, (p - 1) // 4, p) % p
        return x if (x * x - v) % p == 0 else None

    def recover_x(self, y, sign):
        """RFC 8032 5.1.3 / 5.2.3: x from y and its low bit; None when y
        >= p, no x exists, or x = 0 with the sign bit set."""
        p = self.p
        if y >= p:
            return None
        x2 = (y * y - 1) * self.inv((self.d * y * y - self.a) % p) % p
        if x2 == 0:
            return None if sign else 0
        x = self.sqrt(x2)
        if x is None:
            return None
        return x if (x & 1) == sign else p - x

    def on_curve(self, pt):
        x, y = pt
        p = self.p
        return (self.a * x * x + y * y - 1 - self.d * x * x * y * y) % p == 0

    def add(self, q1, q2):
        """The Edwards addition law on affine points (complete: a square
        and d not, for both curves), one inversion per coordinate."""
        (x1, y1), (x2, y2), p = q1, q2, self.p
        t = self.d * x1 * x2 * y1 * y2 % p
        x3 = (x1 * y2 + x2 * y1) * self.inv((1 + t) % p) % p
        y3 = (y1 * y2 - self.a * x1 * x2) * self.inv((1 - t) % p) % p
        return (x3, y3)

    def _padd(self, q1, q2):
        """The same law on projective (X : Y : Z) points, x = X/Z, y =
        Y/Z: numerators and denominators of add() over the common factor
        Z1 Z2, so that mul() inverts once."""
        (x1, y1, z1), (x2, y2, z2), p = q1, q2, self.p
        zz = z1 * z2 % p
        t = self.d * x1 * x2 * y1 * y2 % p
        zz2 = zz * zz % p
        xn = (x1 * y2 + x2 * y1) * (zz2 - t) % p
        yn = (y1 * y2 - self.a * x1 * x2) * (zz2 + t) % p
        return (xn * zz % p, yn * zz % p, (zz2 - t) * (zz2 + t) % p)

    def mul(self, k, pt):
        """[k]pt by double-and-add (public test data: variable time)."""
        r, q = (0, 1, 1), (pt[0], pt[1], 1)
        while k:
            if k & 1:
                r = self._padd(r, q)
            q = self._padd(q, q)
            k >>= 1
        zi = self.inv(r[2])
        return (r[0] * zi % self.p, r[1] * zi % self.p)

    def neg(self, pt):
        return ((self.p - pt[0]) % self.p, pt[1])

    # -- encodings -------------------------------------------------------
    def encode(self, pt):
        x, y = pt
        return (y | ((x & 1) << (self.b - 1))).to_bytes(self.size, "little")

    def decode(self, data):
        """The point of an encoding, or None (RFC 8032 5.1.3 / 5.2.3)."""
        v = int.from_bytes(data, "little")
        y, sign = v & ((1 << (self.b - 1)) - 1), v >> (self.b - 1)
        x = self.recover_x(y, sign)
        return None if x is None else (x, y)

    def le(self, v):
        return v.to_bytes(self.size, "little")

    # -- EdDSA ------------------------------------------------------------
    def clamp(self, s):
        s &= ~((1 << self.c) - 1)
        s &= (1 << self.n) - 1
        return s | (1 << (self.n - 1))

    def expand(self, seed):
        """(secret scalar s, nonce prefix) of a seed (5.1.5 / 5.2.5)."""
        h = self.hash(seed)
        return (self.clamp(int.from_bytes(h[:self.size], "little")),
                h[self.size:])

    def prehash(self, scheme, msg):
        return self.prehash_fn(msg) if scheme == "h" else msg

    def hint(self, *parts):
        """H(parts) as a little-endian integer."""
        return int.from_bytes(self.hash(b"".join(parts)), "little")

    def public(self, seed):
        return self.encode(self.mul(self.expand(seed)[0], self.base))

    def sign(self, seed, msg, scheme="p", ctx=b""):
        s, prefix = self.expand(seed)
        a = self.encode(self.mul(s, self.base))
        m, dom = self.prehash(scheme, msg), self.dom(scheme, ctx)
        r = self.hint(dom, prefix, m) % self.L
        rb = self.encode(self.mul(r, self.base))
        k = self.hint(dom, rb, a, m) % self.L
        return rb + self.le((r + k * s) % self.L)

    def verify(self, pub, msg, sig, scheme="p", ctx=b""):
        """RFC 8032 5.1.7 / 5.2.7, cofactorless: S < L, A decodes, and
        encode([S]B - [k]A) == R."""
        if len(sig) != 2 * self.size or len(pub) != self.size:
            return False
        a = self.decode(pub)
        s = int.from_bytes(sig[self.size:], "little")
        if a is None or s >= self.L:
            return False
        m, dom = self.prehash(scheme, msg), self.dom(scheme, ctx)
        k = self.hint(dom, sig[:self.size], pub, m) % self.L
        return self.encode(self.add(self.mul(s, self.base),
                                    self.mul(k, self.neg(a)))) == \
            sig[:self.size]


def _dom2(scheme, ctx):
    """Ed25519's dom2: nothing for pure Ed25519 (RFC 8032 5.1)."""
    if scheme == "p":
        return b""
    return (b"SigEd25519 no Ed25519 collisions" +
            bytes([scheme == "h", len(ctx)]) + ctx)


def _dom4(scheme, ctx):
    """Ed448's dom4, for both schemes (RFC 8032 5.2)."""
    return b"SigEd448" + bytes([scheme == "h", len(ctx)]) + ctx


def _shake256(n):
    return lambda data: hashlib.shake_256(data).digest(n)


_P25519 = 2 ** 255 - 19
Ed25519 = EdCurve(
    "Ed25519", _P25519, -1,
    -121665 * pow(121666, _P25519 - 2, _P25519),
    2 ** 252 + 27742317777372353535851937790883648493,
    4 * pow(5, _P25519 - 2, _P25519), 256, 3, 255,
    lambda data: hashlib.sha512(data).digest(),
    lambda data: hashlib.sha512(data).digest(), _dom2)

Ed448 = EdCurve(
    "Ed448", 2 ** 448 - 2 ** 224 - 1, 1, -39081,
    2 ** 446 - int("138180668098951153520073867485154268803366924748821"
                   "78609894547503885"),
    int("29881921007848149267601793044393067343754404015408024209592"
        "8241372331506189835876003536878655418784733982303233503462500"
        "531545062832660"), 456, 2, 448, _shake256(114), _shake256(64),
    _dom4)
