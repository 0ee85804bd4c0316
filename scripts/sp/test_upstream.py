"""Unit tests of upstream.py: the generated backends export every entry
point of upstream wolfSSL's sp.h that falls in our sizes and curves, and
declare (for a build against upstream's sp.h) exactly the ones it lacks.

Run with the other generator tests:
    python3 -m unittest discover -s scripts/sp -p 'test_*.py'
The prototypes themselves are checked by compiling a backend in an
upstream tree (scripts/upstream/dropin.sh, doc/DROPIN.md).
"""

import re
import unittest

import generate
import tmpl_common
import upstream


def _defined(lines):
    """Names of the non-static functions defined in lines."""
    return set(m.group(1) for m in (re.match(r"^int (sp_\w+)\(", ln)
                                     for ln in lines) if m)


class UpstreamTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.files = generate.library_files()
        mods = generate.template_modules()
        ctx = tmpl_common.Context(64)
        ctx.all_guards = [m.GUARD for m in mods]
        cls.ours = set()
        for m in mods:
            ctx.module = m
            cls.ours |= set(n for n, _ in upstream.declared(m.decls(ctx)))
        cls.mods = mods

    def test_every_upstream_name_defined(self):
        blocking = [n for n in upstream.UPSTREAM_NAMES
                    if n not in upstream.NONBLOCK_NAMES]
        for rel, lines in self.files.items():
            if not rel.endswith(".c"):
                continue
            missing = set(blocking) - _defined(lines)
            self.assertFalse(missing, "%s lacks %s" % (rel, sorted(missing)))

    def test_sp_h_declares_them(self):
        blocking = set(upstream.UPSTREAM_NAMES) - \
            set(upstream.NONBLOCK_NAMES)
        self.assertFalse(blocking - self.ours)
        self.assertIn("#define %s" % upstream.MARKER,
                      self.files["wolfssl/wolfcrypt/sp.h"])

    def test_extension_prototypes(self):
        lines = upstream.extension_prototypes(self.mods)
        self.assertEqual(lines[0], "#ifndef %s" % upstream.MARKER)
        names = set(n for n, _ in upstream.declared(
            ["WOLFSSL_API " + ln if ln.startswith("int sp_") else ln
             for ln in lines]))
        self.assertEqual(names, self.ours - set(upstream.UPSTREAM_NAMES))
        self.assertIn("sp_RsaPublicCt_2048", names)
        # conditionals balance, no empty ones, lines < 80
        depth = 0
        for ln in lines:
            depth += ln.startswith("#if") - ln.startswith("#endif")
            self.assertGreaterEqual(depth, 0)
            self.assertLess(len(ln), 80)
        self.assertEqual(depth, 0)
        for a, b in zip(lines, lines[1:]):
            self.assertFalse(a.startswith("#if") and b.startswith("#endif"))

    def test_ct_header_embedded(self):
        """Each backend carries ct.h's word section verbatim (one source)
        and includes no header upstream lacks (ct.h, misc.h)."""
        text = tmpl_common.ct_header_text()
        self.assertTrue(any("WC_CT_WORD_FUNCS(P, T, B)" in ln
                            for ln in text))
        for rel, lines in self.files.items():
            if not rel.endswith(".c"):
                continue
            joined = "\n".join(lines)
            self.assertIn("\n".join(text), joined, rel)
            self.assertRegex(joined, r"\nWC_CT_WORD_FUNCS\(sp_ct, word(32|64)"
                                     r", (32|64)\)\n")
            for ln in lines:
                if ln.startswith("#include"):
                    self.assertNotIn("ct.h", ln, rel)
                    self.assertNotIn("misc.h", ln, rel)


if __name__ == "__main__":
    unittest.main()
