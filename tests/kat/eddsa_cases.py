"""eddsa_cases.py -- the EdDSA cases shared by the Ed25519 and Ed448
converters (tests/kat/ed25519_vectors.py, ed448_vectors.py), in the
runner's line format (tests/kat/eddsa_vectors.h), every verdict from the
model (tests/kat/eddsa_model.py).

Spec names a curve's model and its choices: the runner, the schemes with
the contexts each is signed under (a context changed on every scheme
that takes one), the message lengths, the S + 2^k bump that leaves the
range of S, and the id-EdDSA OID's last octet.

differential_lines: signing with edge seeds (all zero, all 0xff, leading
and trailing zero bytes) and random ones, messages of 0 to 1,023 bytes,
each scheme and context; then verification of each signature and of
altered copies (a bit of R, R's sign bit, S + L, S + 2^k, S = 0, R
replaced by a non-canonical or off-curve encoding, the public key's sign
bit and a low bit flipped, and where the encoding has spare bits (Ed448:
bits 448..454) one of them set in R and in the public key), the message
and the context changed; every message length once more with random
seeds; and the small-order public keys (the identity, (0, -1), the points
of order 4) and the x = 0 points with the sign bit set, with R = [S]B.

codec_lines / run_codecs: the RFC 8410 key encodings ("E" and "D" lines)
of the edge and random seeds: our encoders' DER must be RFC 8410's
framing of the model's keys byte for byte, our decoders must read it
back (DER and the runner's PEM), and refuse the keys under another
curve's OID (the converter's choice), a [1] publicKey of another seed,
and public keys the model cannot decode (no point, y = p, y all ones).
"""
import sys

import kat_driver
from rfc8410 import Framing


class Spec:
    def __init__(self, curve, runner, schemes, lens, s_bump, oid):
        self.curve, self.runner, self.schemes = curve, runner, schemes
        self.lens, self.s_bump, self.oid = lens, s_bump, oid
        self.fr = Framing(curve.size, oid)

    def ctx_schemes(self):
        """The schemes that take a context (all but pure Ed25519)."""
        return [s for s in self.schemes if self.schemes[s] != [b""]]


def hx(b):
    return b.hex() if b else "-"


def v_line(curve, scheme, ctx, pub, msg, sig, tc):
    ok = curve.verify(pub, msg, sig, scheme, ctx)
    return "V %s %s %s %s %s %s %s" % (scheme, hx(ctx), pub.hex(), hx(msg),
                                       hx(sig), "v" if ok else "i", tc)


def _rand(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def edge_seeds(rng, ks):
    seeds = [bytes(ks), b"\xff" * ks, bytes(ks - 1) + b"\x01",
             b"\x01" + bytes(ks - 1), bytes(8) + _rand(rng, ks - 8)]
    seeds += [_rand(rng, ks) for _ in range(6)]
    return seeds


def altered(spec, sig, pub):
    """(name, public key, signature) variants of a good signature."""
    c = spec.curve
    ks, p, top = c.size, c.p, 2 ** (8 * c.size)
    s = int.from_bytes(sig[ks:], "little")
    r = sig[:ks]
    non_canon = (p + 1).to_bytes(ks, "little")   # y = p + 1 (y = 1 mod p)
    off_curve = (2).to_bytes(ks, "little")       # y = 2: no x
    out = [("bit0R", pub, bytes([r[0] ^ 1]) + r[1:] + sig[ks:]),
           ("signR", pub, r[:-1] + bytes([r[-1] ^ 0x80]) + sig[ks:]),
           ("S+L", pub, r + ((s + c.L) % top).to_bytes(ks, "little")),
           ("S+2^%d" % spec.s_bump, pub,
            r + ((s + 2 ** spec.s_bump) % top).to_bytes(ks, "little")),
           ("S=0", pub, r + bytes(ks)),
           ("RnonCanon", pub, non_canon + sig[ks:]),
           ("RoffCurve", pub, off_curve + sig[ks:]),
           ("pubSign", pub[:-1] + bytes([pub[-1] ^ 0x80]), sig),
           ("pubBit1", bytes([pub[0] ^ 2]) + pub[1:], sig)]
    if c.b - 1 > p.bit_length():            # spare bits above y (Ed448)
        bit = p.bit_length() - 8 * (ks - 1)
        out += [("Rspare", pub, r[:-1] + bytes([r[-1] | (1 << bit)]) +
                 sig[ks:]),
                ("pubSpare", pub[:-1] + bytes([pub[-1] | (1 << bit)]),
                 sig)]
    return out


def differential_lines(spec, rng):
    c, out, n = spec.curve, [], 0
    lens = spec.lens
    for i, seed in enumerate(edge_seeds(rng, c.size)):
        pub = c.public(seed)
        for scheme in spec.schemes:
            for ctx in spec.schemes[scheme]:
                mlen = lens[(i * 3 + len(ctx)) % len(lens)]
                msg = _rand(rng, mlen)
                sig = c.sign(seed, msg, scheme, ctx)
                n += 1
                out.append("S %s %s %s %s %s %s d%d" % (
                    scheme, hx(ctx), seed.hex(), pub.hex(), hx(msg),
                    sig.hex(), n))
                if scheme != "p" or i < 3:
                    for name, p2, s2 in altered(spec, sig, pub):
                        n += 1
                        out.append(v_line(c, scheme, ctx, p2, msg, s2,
                                          "d%d-%s" % (n, name)))
                if msg:
                    n += 1
                    out.append(v_line(c, scheme, ctx, pub, msg[:-1], sig,
                                      "d%d-msg" % n))
                if scheme in spec.ctx_schemes():
                    n += 1
                    other = ctx[:-1] + bytes([ctx[-1] ^ 1]) if ctx else b"x"
                    out.append(v_line(c, scheme, other, pub, msg, sig,
                                      "d%d-ctx" % n))
    for mlen in lens:                       # every message length, pure
        seed = _rand(rng, c.size)
        msg = _rand(rng, mlen)
        n += 1
        out.append("S p - %s %s %s %s d%d" % (seed.hex(), c.public(seed).hex(),
                                             hx(msg), c.sign(seed, msg).hex(),
                                             n))
    # small-order public keys (the identity, (0, -1) of order 2, a point
    # (x, 0) of order 4) and x = 0 with the sign bit set (y = 1 and y =
    # -1: no such encoding, refused); with R = encode([S]B) the identity
    # verifies (cofactorless equation, no small-order check: RFC 8032
    # asks for none), the model says which others do
    sign_bit = 2 ** (c.b - 1)
    smalls = [c.encode(c.ident), c.encode((0, c.p - 1)),
              (1 | sign_bit).to_bytes(c.size, "little"),
              ((c.p - 1) | sign_bit).to_bytes(c.size, "little"),
              c.encode((c.recover_x(0, 0), 0))]
    msg = b"small order"
    for pub in smalls:
        s = rng.randrange(c.L)
        sig = c.encode(c.mul(s, c.base)) + s.to_bytes(c.size, "little")
        n += 1
        out.append(v_line(c, "p", b"", pub, msg, sig, "d%d-small" % n))
    return out


def other_oid(spec, der):
    """der with the OID of the other EdDSA curve (Ed25519 <-> Ed448)."""
    mine = bytes([6, 3, 0x2b, 0x65, spec.oid])
    return der.replace(mine, bytes([6, 3, 0x2b, 0x65, spec.oid ^ 1]), 1)


def codec_lines(spec, rng, wrong):
    """(E lines, the DER each ENC form must be, D lines); wrong is (name,
    fn), fn(der) der under an OID the decoders must refuse."""
    wname, wrong_oid = wrong
    c = spec.curve
    enc, want, dec = ["F rfc8410-encoders"], {}, ["F rfc8410-decoders"]
    seeds = edge_seeds(rng, c.size)
    for i, seed in enumerate(seeds):
        pub = c.public(seed)
        priv = spec.fr.pkcs8 + seed
        v2 = spec.fr.v2 + seed + spec.fr.v2_middle + pub
        spki = spec.fr.spki + pub
        enc += ["E %s %s e%d" % (seed.hex(), pub.hex(), i),
                "E %s - p%d" % (seed.hex(), i), "E - %s u%d" % (pub.hex(), i)]
        for tc in ("e%d" % i, "p%d" % i):
            want[tc] = {"key.der": v2, "priv.der": priv, "pub.der": spki}
        want["u%d" % i] = {"pub.der": spki}
        other = c.public(seeds[(i + 1) % len(seeds)])
        dec += ["D der %s %s %s v c%d-priv" % (priv.hex(), seed.hex(),
                                               pub.hex(), i),
                "D der %s %s %s v c%d-v2" % (v2.hex(), seed.hex(), pub.hex(),
                                             i),
                "D der %s - %s v c%d-pub" % (spki.hex(), pub.hex(), i),
                "D der %s %s %s i c%d-%s" % (wrong_oid(priv).hex(),
                                             seed.hex(), pub.hex(), i, wname),
                "D der %s - %s i c%d-%s-pub" % (wrong_oid(spki).hex(),
                                                pub.hex(), i, wname),
                "D der %s %s %s i c%d-v2-other" % (
                    (spec.fr.v2 + seed + spec.fr.v2_middle + other).hex(),
                    seed.hex(), other.hex(), i)]
    # public keys that are no point: y = 2 (no x), y = p and y all ones
    # (not canonical), each checked against the model first
    for j, bad in enumerate([(2).to_bytes(c.size, "little"),
                             c.p.to_bytes(c.size, "little"),
                             (2 ** (c.b - 1) - 1).to_bytes(c.size,
                                                           "little")]):
        if c.decode(bad) is not None:
            raise ValueError("model decodes a public key meant to be bad")
        dec += ["D der %s - %s i n%d-pub" % ((spec.fr.spki + bad).hex(),
                                             bad.hex(), j),
                "D der %s %s %s i n%d-v2" % (
                    (spec.fr.v2 + seeds[0] + spec.fr.v2_middle +
                     bad).hex(), seeds[0].hex(), bad.hex(), j)]
    return enc, want, dec


def run_codecs(spec, rng, wrong):
    """The encoders' DER checked here, their DER and PEM and the model's
    encodings through the decoders; 0 when all passed."""
    ks = spec.curve.size
    enc, want, dec = codec_lines(spec, rng, wrong)
    rc, out = kat_driver.pipe(spec.runner, enc, True)
    sys.stdout.write("".join(ln + "\n" for ln in out.splitlines()
                             if not ln.startswith("ENC ")))
    got = kat_driver.encodings(out)
    bad = 0
    for tc, forms in want.items():
        written = got.get(tc, {})
        if sorted(written) != sorted(f[:-3] + x for f in forms
                                     for x in ("der", "pem")):
            print("FAIL %s: forms written %s" % (tc, sorted(written)))
            bad += 1
        for form, der in forms.items():
            if written.get(form) != der:
                print("FAIL %s %s: our DER is not RFC 8410's" % (tc, form))
                bad += 1
        # ... and what we wrote, DER and PEM, back through the decoders
        pub = forms["pub.der"][-ks:]
        for form, data in sorted(written.items()):
            seed = "-" if form.startswith("pub.") else \
                forms["priv.der"][-ks:].hex()
            dec.append("D %s %s %s %s v %s-%s" % (form[-3:], data.hex(), seed,
                                                  pub.hex(), tc, form))
    rc2, _ = kat_driver.pipe(spec.runner, dec)
    print("RFC 8410 encoders: %d wrong" % bad)
    return 1 if (rc or rc2 or bad) else 0
