"""Unit tests of the curve constants (tmpl_curves.py, curve_consts.c/.h).

Reads the committed wolfcrypt/src/curve_consts.c and curve_consts.h back
and checks every number against first principles, for both digit sizes:
the digit arrays give p, n, b, G and SAKKE's p, q (top digit non-zero,
used counts right); one = R mod p, r2 = R^2 mod p, bm = b R mod p,
r2n = R^2 mod n with R = 2^(w * digits) (P-521 too), rho p = -1 mod 2^w;
SAKKE's P and g in Montgomery form; the ecc_sets hex strings, OID bytes
and OID sums (wolfCrypt's values 526, 210, 211, 667); the table layout
macros (pairing steps counted the way the Miller loop walks q).
Run: python3 -m unittest discover -s scripts/sp -p 'test_*.py'
"""

import os
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import fields as F  # noqa: E402
import tmpl_curves as T  # noqa: E402

SRC = os.path.join(HERE, "..", "..", "wolfcrypt", "src")


def _read(name):
    with open(os.path.join(SRC, name), encoding="ascii") as fh:
        return fh.read()


def _sections(text):
    """{w: text of the #if SP_WORD_SIZE == w branch}, for each branch."""
    out = {}
    for m in re.finditer(r"#(?:el)?if SP_WORD_SIZE == (\d+)\n(.*?)(?=\n#el|"
                         r"\n#else)", text, re.S):
        out.setdefault(int(m.group(1)), []).append(m.group(2))
    return {w: "\n".join(v) for w, v in out.items()}


def _arrays(text):
    """{name: int} of the sp_int_digit arrays (little-endian digits)."""
    out = {}
    for m in re.finditer(r"static const sp_int_digit (\w+)\[(\d+)\] = "
                         r"\{(.*?)\};", text, re.S):
        words = re.findall(r"(?:UINT64_C\()?(0x[0-9a-f]+|\d+)", m.group(3))
        vals = [int(x, 0) for x in words]
        assert len(vals) == int(m.group(2)), m.group(1)
        out[m.group(1)] = (vals, m.group(1))
    return out


def _value(vals, w):
    return sum(d << (w * i) for i, d in enumerate(vals))


def _r(m, w):
    return 1 << (w * -(-m.bit_length() // w))


class CurveConstTests(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.src = _read("curve_consts.c")
        cls.hdr = _read("curve_consts.h")
        cls.secs = _sections(cls.src)

    def test_both_word_sizes(self):
        # ECC and SAKKE each have one branch per digit size
        self.assertEqual(sorted(self.secs), [32, 64])

    def _check(self, arrays, name, want, w):
        vals, _ = arrays[name]
        self.assertEqual(_value(vals, w), want, name)
        self.assertNotEqual(vals[-1], 0, name + ": top digit")
        # the initialiser names the used count
        self.assertIn("{ %s, %d }" % (name, len(vals)), self.secs[w], name)

    def test_ecc_numbers(self):
        for w, text in self.secs.items():
            arrays = _arrays(text)
            for f in T.ecc_curves():
                p, cv = f.modulus, f.curve
                n = F.FIELDS[cv.order].modulus
                r, rn = _r(p, w), _r(n, w)
                pre = "ecc_%s_" % f.name
                for k, v in (("p", p), ("n", n), ("b", cv.b), ("gx", cv.gx),
                             ("gy", cv.gy), ("one", r % p),
                             ("r2", r * r % p), ("bm", cv.b * r % p),
                             ("r2n", rn * rn % n)):
                    self._check(arrays, pre + k, v, w)
                self.assertEqual(T.neg_inv(p, w) * p % (1 << w),
                                 (1 << w) - 1)
                self.assertEqual(T.neg_inv(n, w) * n % (1 << w),
                                 (1 << w) - 1)
                # gy^2 = gx^3 - 3 gx + b: the generator is on the curve
                self.assertEqual((cv.gy ** 2 - cv.gx ** 3 + 3 * cv.gx -
                                  cv.b) % p, 0)

    def test_sakke_numbers(self):
        f = F.FIELDS["sakke"]
        p, q = f.modulus, F.FIELDS["sakke_order"].modulus
        for w, text in self.secs.items():
            arrays = _arrays(text)
            r = 1 << 1024
            for k, v in (("p", p), ("q", q), ("one", r % p),
                         ("r2", r * r % p), ("r2q", r * r % q),
                         ("px", f.curve.gx * r % p),
                         ("py", f.curve.gy * r % p),
                         ("g", F.SAKKE_G * r % p)):
                self._check(arrays, "sakke_" + k, v, w)

    def test_ecc_sets(self):
        for f in T.ecc_curves():
            wc, size = f.curve.wc, (f.bits + 7) // 8
            pre = "ecc_%s_" % f.name
            n = F.FIELDS[f.curve.order].modulus
            for k, v in (("prime", f.modulus), ("Af", f.modulus - 3),
                         ("Bf", f.curve.b), ("order", n),
                         ("Gx", f.curve.gx), ("Gy", f.curve.gy)):
                m = re.search(r"static const char %s%s\[\] =\n((?:\s+\"[0-9A-F]+"
                              r"\";?\n)+)" % (pre, k), self.src)
                hexs = "".join(re.findall(r"\"([0-9A-F]+)\"", m.group(1)))
                self.assertEqual(len(hexs), 2 * size, pre + k)
                self.assertEqual(int(hexs, 16), v, pre + k)
            self.assertIn('"%s"' % wc.name, self.src)
        sums = {f.curve.wc.name: sum(T.oid_bytes(f.curve.wc.oid))
                for f in T.ecc_curves()}
        self.assertEqual(sums, {"SECP256R1": 526, "SECP384R1": 210,
                                "SECP521R1": 211, "SM2P256V1": 667})
        self.assertEqual(T.oid_bytes("1.2.840.10045.3.1.7"),
                         [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07])
        self.assertEqual(T.oid_bytes("1.2.156.10197.1.301"),
                         [0x2A, 0x81, 0x1C, 0xCF, 0x55, 0x01, 0x82, 0x2D])

    def test_za(self):
        sm2 = F.FIELDS["sm2"]
        m = re.search(r"ecc_sm2_za\[128\] = \{(.*?)\};", self.src, re.S)
        raw = bytes(int(x, 16) for x in re.findall(r"0x([0-9A-F]{2})",
                                                   m.group(1)))
        want = b"".join(v.to_bytes(32, "big") for v in (
            sm2.modulus - 3, sm2.curve.b, sm2.curve.gx, sm2.curve.gy))
        self.assertEqual(raw, want)

    def test_sakke_layout(self):
        q = F.FIELDS["sakke_order"].modulus
        qbits = q.bit_length()
        steps = 0
        for j in range(qbits - 2, -1, -1):      # the Miller loop over q
            steps += 1
            if j > 0 and (q >> j) & 1:
                steps += 1
        want = {"Q_BITS": qbits, "PAIRING_STEPS": steps,
                "COMB_TEETH": 6, "COMB_ENTRIES": 63,
                "COMB_COLS": -(-qbits // 6), "HDR_SZ": 16}
        for k, v in want.items():
            self.assertRegex(self.hdr, r"#define SAKKE_%s +%d\n" % (k, v))
        self.assertIn("0x534B4931u", self.hdr)      # "SKI1"
        self.assertIn("0x534B5231u", self.hdr)      # "SKR1"

    def test_columns(self):
        for name, text in (("c", self.src), ("h", self.hdr)):
            for i, line in enumerate(text.split("\n")):
                self.assertLessEqual(len(line), 79, "%s:%d" % (name, i + 1))


if __name__ == "__main__":
    unittest.main()
