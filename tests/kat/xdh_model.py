"""xdh_model.py -- RFC 7748's X25519 and X448 on Python integers.

The model the X25519 and X448 converters (tests/kat/x25519_vectors.py,
x448_vectors.py), the OpenSSL interop tests and the constant-time cases
compare the library with: section 5's decoding of scalars and
u-coordinates and the Montgomery ladder, written from the RFC with the
final inversion by pow, independent of the C code.  Values are
little-endian integers as the wire bytes give them.
"""


class Curve:
    """One RFC 7748 function: field prime p, a24, the scalar's bit count
    (255 or 448: the ladder's length), the low bits the clamping clears
    (3 or 2), and the u-coordinate bits kept (255: X25519 masks the top
    bit; 448)."""

    def __init__(self, name, p, a24, bits, low, ubits, base):
        self.name, self.p, self.a24, self.bits = name, p, a24, bits
        self.low, self.ubits, self.base = low, ubits, base
        self.size = (bits + 7) // 8

    def clamp(self, k):
        k &= ~((1 << self.low) - 1)
        k &= (1 << self.bits) - 1
        return k | (1 << (self.bits - 1))

    def x(self, k, u):
        """X25519 / X448 (RFC 7748 section 5) of the integers k and u."""
        p = self.p
        k = self.clamp(k)
        x1 = (u & ((1 << self.ubits) - 1)) % p
        x2, z2, x3, z3, swap = 1, 0, x1, 1, 0
        for t in range(self.bits - 1, -1, -1):
            kt = (k >> t) & 1
            if swap ^ kt:
                x2, x3, z2, z3 = x3, x2, z3, z2
            swap = kt
            a, b = (x2 + z2) % p, (x2 - z2) % p
            aa, bb = a * a % p, b * b % p
            e = (aa - bb) % p
            c, d = (x3 + z3) % p, (x3 - z3) % p
            da, cb = d * a % p, c * b % p
            x3, z3 = (da + cb) ** 2 % p, x1 * (da - cb) ** 2 % p
            x2, z2 = aa * bb % p, e * (aa + self.a24 * e) % p
        if swap:
            x2, z2 = x3, z3
        return x2 * pow(z2, p - 2, p) % p

    def le(self, v):
        """v as the curve's little-endian hex string."""
        return v.to_bytes(self.size, "little").hex()


X25519 = Curve("X25519", 2 ** 255 - 19, 121665, 255, 3, 255, 9)
X448 = Curve("X448", 2 ** 448 - 2 ** 224 - 1, 39081, 448, 2, 448, 5)
