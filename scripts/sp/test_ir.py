"""Unit tests of the IR (ir.py): builder folding, lowering, glue, liveness,
and of the generated files (emit_c.py, generate.py)."""

import itertools
import os
import random
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import generate  # noqa: E402
import ir  # noqa: E402

RNG = random.Random(4242)


def special_words(w):
    m = (1 << w) - 1
    return [0, 1, 2, 1 << (w - 1), m, m - 1, 1 << (w // 2), 3,
            RNG.getrandbits(w)]


# (name, number of inputs, builder call, reference on integers)
def _ref_ops(w):
    m = (1 << w) - 1
    W = 1 << w
    return [
        ("add", 2, lambda b, x: [b.add(*x)], lambda x: [(x[0] + x[1]) & m]),
        ("sub", 2, lambda b, x: [b.sub(*x)], lambda x: [(x[0] - x[1]) & m]),
        ("mul", 2, lambda b, x: [b.mul(*x)], lambda x: [(x[0] * x[1]) & m]),
        ("mulhu", 2, lambda b, x: [b.mulhu(*x)],
         lambda x: [(x[0] * x[1]) >> w]),
        ("sltu", 2, lambda b, x: [b.sltu(*x)], lambda x: [int(x[0] < x[1])]),
        ("and", 2, lambda b, x: [b.and_(*x)], lambda x: [x[0] & x[1]]),
        ("or", 2, lambda b, x: [b.or_(*x)], lambda x: [x[0] | x[1]]),
        ("xor", 2, lambda b, x: [b.xor(*x)], lambda x: [x[0] ^ x[1]]),
        ("shl", 1, lambda b, x: [b.shl(x[0], 5)],
         lambda x: [(x[0] << 5) & m]),
        ("shr", 1, lambda b, x: [b.shr(x[0], w - 1)],
         lambda x: [x[0] >> (w - 1)]),
        ("snez", 1, lambda b, x: [b.snez(x[0])], lambda x: [int(x[0] != 0)]),
        ("mulw", 2, lambda b, x: list(b.mulw(*x)),
         lambda x: [(x[0] * x[1]) & m, (x[0] * x[1]) >> w]),
        ("madd3", 3, lambda b, x: list(b.madd(*x)),
         lambda x: [(x[0] * x[1] + x[2]) & m, (x[0] * x[1] + x[2]) >> w]),
        ("madd4", 4, lambda b, x: list(b.madd(*x)),
         lambda x: [(x[0] * x[1] + x[2] + x[3]) & m,
                    (x[0] * x[1] + x[2] + x[3]) >> w]),
        ("adc", 3, lambda b, x: list(b.adc(*x)),
         lambda x: [sum(x) & m, sum(x) >> w]),
        ("addc", 2, lambda b, x: list(b.addc(*x)),
         lambda x: [sum(x) & m, sum(x) >> w]),
        ("sbb", 3, lambda b, x: list(b.sbb(*x)),
         lambda x: [(x[0] - x[1] - x[2]) & m,
                    -((x[0] - x[1] - x[2]) // W)]),
        ("subb", 2, lambda b, x: list(b.subb(*x)),
         lambda x: [(x[0] - x[1]) & m, int(x[0] < x[1])]),
        ("select", 3, lambda b, x: [b.select(b.neg(b.snez(x[0])), x[1],
                                             x[2])],
         lambda x: [x[1] if x[0] else x[2]]),
    ]


def build_case(w, nin, call, const_mask, consts):
    """A leaf storing call's results; inputs i with bit i of const_mask
    set are compile-time constants (consts[i])."""
    b = ir.Builder("t", w)
    b.array("o", 2, "out")
    xs = []
    for i in range(nin):
        if const_mask >> i & 1:
            xs.append(b.const(consts[i]))
        else:
            xs.append(b.word("x%d" % i))
    for j, v in enumerate(call(b, xs)):
        b.store("o", j, v)
    return b.finish()


class BuilderTests(unittest.TestCase):

    def test_folding_and_lowering(self):
        """Every constructor, with every subset of inputs constant, agrees
        with the integer reference, before and after lowering."""
        for w in (64, 32):
            sp = special_words(w)
            for name, nin, call, ref in _ref_ops(w):
                for mask in range(1 << nin):
                    for vals in itertools.islice(
                            itertools.product(sp, repeat=nin), 0, None,
                            max(1, len(sp) ** nin // 150)):
                        if name == "sbb" and vals[2] > 1:
                            vals = vals[:2] + (1,)
                        f = build_case(w, nin, call, mask, vals)
                        for g in (f, ir.lower(f)):
                            out = [0, 0]
                            args = {"o": out}
                            for i in range(nin):
                                if not mask >> i & 1:
                                    args["x%d" % i] = vals[i]
                            ir.run_function(g, args)
                            exp = ref(list(vals))
                            self.assertEqual(out[:len(exp)], exp,
                                             (name, w, mask, vals))

    def test_constants_cost_nothing_extra(self):
        b = ir.Builder("t", 64)
        x = b.word("x")
        self.assertIs(b.add(x, b.const(0)), x)
        self.assertIs(b.mul(x, b.const(1)), x)
        self.assertTrue(b.is_const(b.mul(x, b.const(0)), 0))
        lo, hi = b.madd(x, b.const(0), b.const(0), None)
        self.assertTrue(b.is_const(lo, 0) and b.is_const(hi, 0))
        self.assertEqual({op.opcode for op in b.f.ops}, {"arg", "const"})
        b.mul(x, b.const(8))
        self.assertEqual(b.f.ops[-1].opcode, "shl")

    def test_dce_and_live_ranges(self):
        b = ir.Builder("t", 64, "word")
        b.array("a", 2, "in")
        x, y = b.load("a", 0), b.load("a", 1)
        b.mul(x, y)                      # dead
        s = b.add(x, y)
        f = b.finish(s)
        self.assertEqual([op.opcode for op in f.ops], ["load", "load", "add"])
        lr = ir.live_ranges(f)
        self.assertEqual(lr[x.id], (0, 2))
        self.assertEqual(lr[s.id], (2, 3))
        self.assertEqual(ir.max_live(f), 2)

    def test_bounds_checked(self):
        b = ir.Builder("t", 64)
        b.array("a", 2, "in")
        b.load("a", 2)
        b.store("a", 0, b.load("a", 2))
        f = b.finish()
        with self.assertRaises(IndexError):
            ir.run_function(f, {"a": [0, 0, 0]})


class GlueTests(unittest.TestCase):

    def test_loop_calls_and_carries(self):
        """sum of a[i] over a loop of add_d calls, carries accumulated."""
        b = ir.Builder("add1", 64, "word")
        b.array("r", 1, "inout")
        d = b.word("d")
        s, c = b.addc(b.load("r", 0), d)
        b.store("r", 0, s)
        leaf = b.finish(c)
        g = ir.Glue("sum", 64, [ir.Param("r", "array", 1, "inout"),
                                ir.Param("a", "array", 4, "in")], "word")
        g.words = ["c", "x"]
        g.globals = {"k": [7]}
        g.body = [ir.Set("c", 0),
                  ir.Loop("i", 4, [ir.Call("add1", [ir.Ptr("r"), 5], "x"),
                                   ir.Set("c", ("add", "c", "x"))])]
        g.ret = "c"
        r = [(1 << 64) - 12]
        out = ir.run(g, {"r": r, "a": [0] * 4}, {"add1": leaf}.get)
        self.assertEqual(r[0], 8)
        self.assertEqual(out, 1)
        self.assertEqual(ir.count_kernel(g, {"add1": leaf}.get)["call"], 4)


class GeneratedFileTests(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.files = generate.build_all()
        cls.incs = generate.kernel_incs()

    def test_stamp_and_width(self):
        for rel, text in list(self.files.items()) + list(self.incs.items()):
            first = text.split("\n", 1)[0]
            self.assertIn(generate.COMMAND, first, rel)
            self.assertIn("do not edit", first, rel)
            if rel.endswith((".c", ".inc")):
                for i, line in enumerate(text.split("\n")):
                    self.assertLess(len(line), 80, "%s:%d" % (rel, i + 1))
                self.assertNotIn("\t", text)

    def test_committed_files_up_to_date(self):
        """Same check as `generate.py --check` (skipped when the files
        were never generated in this tree)."""
        for rel, text in self.files.items():
            path = os.path.join(generate.ROOT, rel)
            if not os.path.exists(path):
                self.skipTest("%s not generated yet" % rel)
            with open(path, encoding="ascii") as fh:
                self.assertEqual(fh.read(), text, "%s is stale: run %s" % (
                    rel, generate.COMMAND))

    def test_deterministic(self):
        self.assertEqual(generate.build_all(), self.files)
        self.assertEqual(generate.kernel_incs(), self.incs)

    def test_kernel_incs_not_committed(self):
        """The .inc files are made at build time, never in build_all."""
        self.assertEqual(len(self.incs), 3)
        self.assertFalse(set(self.incs) & set(self.files))

    def test_no_branches_in_leaves(self):
        """The emitted C of every kernel is free of if/?:/while/switch;
        loops only appear in glue, with constant bounds."""
        for rel, text in self.incs.items():
            for line in text.split("\n"):
                s = line.strip()
                self.assertFalse(s.startswith(("if", "while", "switch",
                                               "else", "goto")), s)
                self.assertNotIn("?", s.split("/*")[0])
                if s.startswith("for ("):
                    self.assertRegex(s, r"^for \(i = 0; i < \d+; i\+\+\) \{$")


if __name__ == "__main__":
    unittest.main()
