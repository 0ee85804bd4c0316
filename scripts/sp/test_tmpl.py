"""Unit tests of the template layer: tmpl_common.Context and tmpl_rsa.

Run with the other generator tests:
    python3 -m unittest discover -s scripts/sp -p 'test_*.py'
The C produced here is compiled and tested for real by the differential
test tests/diff/sp_rsa_diff.py; these tests check the bookkeeping (each kernel
emitted once, under the guards of exactly the modules that use it) and
the parameters the RSA templates derive.
"""

import re
import types
import unittest

import generate
import tmpl_common
import tmpl_rsa


def _module(name, guard, uses):
    """A fake template module whose emit() requests `uses` kernels."""
    def emit(ctx):
        names = [ctx.kernel(role, n, f) for role, n, f in uses]
        return [["/* %s uses %s */" % (name, " ".join(names))]]
    return types.SimpleNamespace(NAME=name, GUARD=guard, emit=emit,
                                 decls=lambda ctx: ["/* %s */" % name])


def _blocks(lines):
    """{function name: innermost #if condition inside the file guard, or
    None} for every function definition in lines."""
    out, stack = {}, []
    for ln in lines:
        if ln.startswith("#if"):
            stack.append(ln.split(" ", 1)[1] if " " in ln else "")
        elif ln.startswith("#endif"):
            stack.pop()
        m = re.match(r"static (?:__attribute__\(\(\w+\)\) )?"
                     r"\w+ (sp_\w+)\(", ln)
        if m:
            assert m.group(1) not in out, "defined twice: " + m.group(1)
            out[m.group(1)] = stack[-1] if len(stack) > 1 else None
    return out


class ContextTest(unittest.TestCase):
    def test_guards_and_uniqueness(self):
        a = _module("a", "defined(A)", [("add", 4, None), ("mul", 4, None)])
        b = _module("b", "defined(B)", [("add", 4, None),
                                        ("mont_mul", 4, "p256")])
        lines = generate.library_file("t.c", 64, "c64", "1", [a, b])
        defs = _blocks(lines)
        self.assertIsNone(defs["sp_256_add_4"])       # both: file guard
        self.assertEqual(defs["sp_256_mul_4"], "defined(A)")
        self.assertEqual(defs["sp_256_mont_mul_4"], "defined(B)")
        self.assertNotIn("sp_256_sqr_4", defs)        # nobody asked

    def test_under_narrows(self):
        def emit(ctx):
            ctx.kernel("add", 8)
            with ctx.under("defined(X)"):
                ctx.kernel("sub", 8)
            return []
        m = types.SimpleNamespace(NAME="m", GUARD="defined(M)", emit=emit)
        other = _module("o", "defined(O)", [])
        defs = _blocks(generate.library_file("t.c", 64, "c64", "1",
                                             [m, other]))
        self.assertEqual(defs["sp_512_add_8"], "defined(M)")
        self.assertEqual(defs["sp_512_sub_8"], "defined(X)")

    def test_if_lines_wrap(self):
        cond = " || ".join("defined(WOLFSSL_SOME_LONG_SWITCH_%d)" % i
                           for i in range(6))
        lines = tmpl_common.if_lines(cond)
        self.assertGreater(len(lines), 1)
        self.assertTrue(all(len(x) <= 79 for x in lines))
        self.assertEqual(" ".join(x.rstrip("\\ ").strip() for x in lines),
                         "#if " + cond)


class RsaTemplateTest(unittest.TestCase):
    def test_r2_plan(self):
        for w in (64, 32):
            ctx = tmpl_common.Context(w)
            for b in (512, 1024, 1536, 2048, 3072, 4096):
                k, j = tmpl_rsa._r2_plan(ctx, b)
                self.assertEqual(k << j, b)

    def test_window_rule(self):
        _, code = tmpl_rsa._window_rule()
        rules = [(int(x), int(y)) for x, y in re.findall(
            r"bits <= (\d+)\) \{\n\s+\*k = (\d+);", code)]
        last = int(re.findall(r"\*k = (\d+);", code)[-1])
        self.assertEqual(len(rules), tmpl_rsa.WINDOW - 2)
        # each width's window count: (bits + k - 1) * recip >> 32
        for k, add, recip in re.findall(
                r"\*k = (\d+);\n\s+return \(int\)\(\(\(word64\)"
                r"\(bits \+ (\d+)\) \* 0x([0-9a-f]+)ULL\) >> 32\);", code):
            k, add, recip = int(k), int(add), int(recip, 16)
            self.assertEqual(add, k - 1)
            for bits in range(0, tmpl_rsa.MAX_EXP_BITS + 1, 7):
                self.assertEqual(((bits + add) * recip) >> 32,
                                 -(-bits // k), (k, bits))

        def win(bits):
            for lim, k in rules:
                if bits <= lim:
                    return k
            return last

        def cost(bits, k):
            return (1 << k) - 2 + -(-bits // k)
        for bits in range(1, 4097):
            best = min(cost(bits, k) for k in range(2, tmpl_rsa.WINDOW + 1))
            self.assertEqual(cost(bits, win(bits)), best, bits)

    def test_library_files(self):
        files = generate.library_files([tmpl_rsa])
        for rel, lines in files.items():
            long = [i for i, ln in enumerate(lines) if len(ln) > 79]
            self.assertEqual(long, [], rel)
            if rel.endswith(".c"):
                _blocks(lines)                        # no duplicates
        hdr = "\n".join(files["wolfssl/wolfcrypt/sp.h"])
        for b in tmpl_rsa.MODEXP_SIZES:
            self.assertIn("int sp_ModExp_%d(" % b, hdr)
        for b in tmpl_rsa.RSA_SIZES:
            self.assertIn("int sp_RsaPrivate_%d(" % b, hdr)
            self.assertIn("int sp_RsaPublic_%d(" % b, hdr)
        for b in tmpl_rsa.DH_SIZES:
            self.assertIn("int sp_DhExp_%d(" % b, hdr)


if __name__ == "__main__":
    unittest.main()
