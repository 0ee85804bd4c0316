"""Unit tests of tmpl_dispatch.py: the generated SP dispatch covers every
size and curve the backends have, each under the right key, and no
hand-written library file names a per-size or per-curve SP entry point
(they call the dispatch; tests/misuse/sp_dispatch_test.c runs it).

Run with the other generator tests:
    python3 -m unittest discover -s scripts/sp -p 'test_*.py'
"""

import os
import re
import unittest

import fields
import generate
import tmpl_dispatch
import tmpl_ecc
import tmpl_rsa

SRC = os.path.join(generate.ROOT, "wolfcrypt", "src")
GENERATED = ("sp_c64.c", "sp_c32.c", "sp_riscv64.c", tmpl_dispatch.SOURCE,
             tmpl_dispatch.HEADER)


class DispatchTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.mods = generate.template_modules()
        cls.protos = tmpl_dispatch.prototypes(cls.mods)
        files = generate.dispatch_files(cls.mods)
        cls.src = files[os.path.join("wolfcrypt", "src",
                                     tmpl_dispatch.SOURCE)]
        cls.hdr = files[os.path.join("wolfcrypt", "src",
                                     tmpl_dispatch.HEADER)]

    def _function(self, name):
        """Lines of the definition of sp_dispatch_<name>."""
        start = next(i for i, ln in enumerate(self.src)
                     if ln.startswith("int sp_dispatch_%s(" % name))
        end = self.src.index("}", start)
        return self.src[start:end + 1]

    def test_every_size_and_curve(self):
        for op in tmpl_dispatch.operations():
            body = "\n".join(self._function(op.name))
            for label, sfx, _ in op.entries:
                self.assertIn("case %s:" % label, body)
                self.assertIn(op.pattern % sfx + "(", body)
            self.assertEqual(body.count("case "), len(op.entries))
            self.assertIn("return SP_NOT_HANDLED;", body)
            self.assertEqual("sp_dispatch_declined(" in body, op.decline)
        names = {op.name for op in tmpl_dispatch.operations()}
        rsa = [op for op in tmpl_dispatch.operations()
               if op.name == "RsaPrivate"][0]
        self.assertEqual([int(k) for k, _, _ in rsa.entries],
                         list(tmpl_rsa.RSA_SIZES))
        sign = [op for op in tmpl_dispatch.operations()
                if op.name == "ecc_sign"][0]
        self.assertEqual([k for k, _, _ in sign.entries],
                         [fields.FIELDS[c.field].curve.wc_id
                          for c in tmpl_ecc.CURVES])
        self.assertIn("sm2_sign", names)

    def test_prototypes_match_sp_h(self):
        """Each dispatch function takes its entry points' parameters
        after the key, in the header as in the source."""
        for op in tmpl_dispatch.operations():
            params = self.protos[op.pattern % op.entries[0][1]]
            head = "int sp_dispatch_%s(int %s, " % (op.name, op.key)
            text = " ".join(" ".join(self._function(op.name)).split())
            want = head + ", ".join("%s %s" % p for p in params) + ")"
            self.assertIn(want, text)
            htext = " ".join(" ".join(self.hdr).split())
            self.assertIn("WOLFSSL_LOCAL " + want + ";", htext)

    def test_not_handled_is_no_error_code(self):
        self.assertIn("#define SP_NOT_HANDLED (%d)" % tmpl_dispatch.NOT_HANDLED,
                      self.hdr)
        self.assertLess(tmpl_dispatch.NOT_HANDLED, -1000)

    def test_hand_written_files_name_no_entry_point(self):
        """Only the generated files name sp_<op>_<size or curve>."""
        names = set(self.protos)
        pat = re.compile(r"\b(sp_\w+?_(?:\d+|N))\b")
        bad = []
        for fname in sorted(os.listdir(SRC)):
            if not fname.endswith((".c", ".h")) or fname in GENERATED:
                continue
            with open(os.path.join(SRC, fname), encoding="ascii") as fh:
                for no, ln in enumerate(fh, 1):
                    for m in pat.finditer(ln):
                        base = re.sub(r"_N$", "_", m.group(1))
                        if m.group(1) in names or any(
                                n.startswith(base) for n in names
                                if base.endswith("_")):
                            bad.append("%s:%d: %s" % (fname, no,
                                                      m.group(1)))
                    if "ECC_SP_NONE" in ln:
                        bad.append("%s:%d: ECC_SP_NONE" % (fname, no))
        self.assertFalse(bad, "\n".join(bad))


if __name__ == "__main__":
    unittest.main()
