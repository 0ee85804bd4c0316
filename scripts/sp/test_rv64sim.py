"""Unit tests of rv64sim.py: instruction semantics against Python
integers, decoding limits, the static contract check, the run-time checks
and operand bindings.
Run: python3 -m unittest discover -s scripts/sp -p 'test_rv64*.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import rv64sim as SIM  # noqa: E402

M = (1 << 64) - 1
RNG = random.Random(6464)


def words():
    return [0, 1, 2, M, M - 1, 1 << 63, (1 << 63) - 1, 0xFFFFFFFF,
            1 << 32] + [RNG.getrandbits(64) for _ in range(12)]


def sgn(x):
    return x - (1 << 64) if x >> 63 else x


# Reference semantics written independently of the simulator.
R_TYPE = {
    "add": lambda a, b: (a + b) & M,
    "sub": lambda a, b: (a - b) & M,
    "mul": lambda a, b: (a * b) & M,
    "mulhu": lambda a, b: (a * b) >> 64,
    "sltu": lambda a, b: int(a < b),
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
}
I_TYPE = {
    "addi": lambda a, i: (a + i) & M,
    "sltiu": lambda a, i: int(a < (i & M)),
    "andi": lambda a, i: a & (i & M),
    "ori": lambda a, i: a | (i & M),
    "xori": lambda a, i: a ^ (i & M),
}
SHIFTS = {
    "slli": lambda a, k: (a << k) & M,
    "srli": lambda a, k: a >> k,
    "srai": lambda a, k: (sgn(a) >> k) & M,
}
UNARY = {
    "mv": lambda a: a,
    "neg": lambda a: (-a) & M,
    "snez": lambda a: int(a != 0),
    "seqz": lambda a: int(a == 0),
}


def run1(line, regs):
    """Run one line with t1 = regs[0], t2 = regs[1]; returns t0."""
    r = [0] * 32
    r[6], r[7] = regs
    d = {0, 6, 7}
    SIM.execute([SIM.decode(line)], r, SIM.Memory(), d)
    return r[5]


class Semantics(unittest.TestCase):

    def test_r_type(self):
        for mn, f in R_TYPE.items():
            for a in words():
                for b in words()[:10]:
                    self.assertEqual(run1("%s t0, t1, t2" % mn, (a, b)),
                                     f(a, b), (mn, a, b))

    def test_i_type(self):
        imms = [0, 1, -1, 2047, -2048, 5, -7, 0x7F0]
        for mn, f in I_TYPE.items():
            for a in words():
                for i in imms:
                    self.assertEqual(run1("%s t0, t1, %d" % (mn, i),
                                          (a, 0)), f(a, i), (mn, a, i))

    def test_shifts(self):
        for mn, f in SHIFTS.items():
            for a in words():
                for k in (0, 1, 31, 32, 63):
                    self.assertEqual(run1("%s t0, t1, %d" % (mn, k),
                                          (a, 0)), f(a, k))

    def test_unary_and_li(self):
        for mn, f in UNARY.items():
            for a in words():
                self.assertEqual(run1("%s t0, t1" % mn, (a, 0)), f(a))
        for v in (0, 1, -1, 2047, -2048, 0x12345, -(1 << 31),
                  (1 << 31) - 1):
            self.assertEqual(run1("li t0, %d" % v, (0, 0)), v & M)

    def test_zero_register(self):
        self.assertEqual(run1("add t0, zero, t1", (5, 0)), 5)
        self.assertEqual(run1("sltu t0, zero, t1", (5, 0)), 1)
        with self.assertRaises(SIM.AsmError):
            run1("add zero, t1, t2", (1, 2))

    def test_memory(self):
        mem = SIM.Memory()
        base = mem.add("a", [11, 22, 33])
        ro = mem.add("b", [7], writable=False)
        r = [0] * 32
        r[10], r[11] = base, ro
        d = {0, 10, 11}
        SIM.execute([SIM.decode("ld t0, 16(a0)"),
                     SIM.decode("sd t0, 0(a0)")], r, mem, d)
        self.assertEqual(mem.read(base, 3), [33, 22, 33])
        for bad in ("ld t0, 24(a0)", "ld t0, -8(a0)", "ld t0, 4(a0)",
                    "sd t0, 0(a1)"):
            with self.assertRaises(SIM.AsmError, msg=bad):
                SIM.execute([SIM.decode(bad)], r, mem, set(d) | {5})

    def test_undefined_read(self):
        with self.assertRaises(SIM.AsmError):
            SIM.execute([SIM.decode("add t0, t1, t3")], [0] * 32,
                        SIM.Memory(), {0, 6})


class Decoding(unittest.TestCase):

    def test_refused(self):
        bad = ["beq t0, t1, 8", "lw t0, 0(a0)", "addw t0, t1, t2",
               "lui t0, 1", "div t0, t1, t2", "addi t0, t1, 2048",
               "addi t0, t1, -2049", "slli t0, t1, 64", "ld t0, 2048(a0)",
               "li t0, 4294967296", "add t0, t1", "add q0, t1, t2",
               "mul t0, t1, %[x]", "jal ra, 0", "ecall"]
        for line in bad:
            with self.assertRaises(SIM.AsmError, msg=line):
                SIM.decode(line)

    def test_operands_and_comments(self):
        ins = SIM.decode("mulhu %[a], t1, %[b]  # comment",
                         {"a": "s3", "b": "a7"})
        self.assertEqual(ins, ("mulhu", 19, 6, 17, 0))
        self.assertEqual(SIM.decode("sd t2, 8(%[r])", {"r": "a0"}),
                         ("sd", None, 10, 7, 8))

    def test_li_count(self):
        self.assertEqual(SIM.instructions_of_li(5), 1)
        self.assertEqual(SIM.instructions_of_li(-2048), 1)
        self.assertEqual(SIM.instructions_of_li(0x1000), 1)
        self.assertEqual(SIM.instructions_of_li(0x1001), 2)


GOOD = r'''
static void f(word64* r, const word64* a, word64 w)
{
    /* a comment with __asm__ and "strings" */
    __asm__ __volatile__ (
        "ld      t0, 0(%[a])\n\t"
        "add     t1, t0, %[w]\n\t"
        "sltu    %[w], t1, t0\n\t"
        "add     t1, t1, %[w]\n\t"
        "sd      t1, 0(%[r])\n\t"
        : [w] "+&r" (w)
        : [r] "r" (r), [a] "r" (a)
        : "t0", "t1", "memory"
    );
}
'''


def block_of(text):
    return SIM.parse_asm(text)


class Contract(unittest.TestCase):

    def test_good_block(self):
        b = block_of(GOOD)
        SIM.check_block(b)
        self.assertEqual(b.clobbers, ["t0", "t1", "memory"])
        self.assertEqual([o[0] for o in b.operands()], ["w", "r", "a"])
        self.assertEqual(len(b.template), 5)

    def _bad(self, old, new):
        text = GOOD.replace(old, new)
        self.assertNotEqual(text, GOOD)
        with self.assertRaises(SIM.AsmError, msg=new):
            SIM.check_block(block_of(text))

    def test_violations(self):
        self._bad('"t0", "t1", "memory"', '"t0", "t1"')          # memory
        self._bad('"t0", "t1", "memory"', '"t0", "memory"')      # missing
        self._bad('"t0", "t1", "memory"',
                  '"t0", "t1", "t2", "memory"')                  # extra
        self._bad("add     t1, t0, %[w]", "add     s0, t0, %[w]")
        self._bad('"t0", "t1", "memory"', '"t0", "t1", "s0", "memory"')
        self._bad("add     t1, t0, %[w]", "add     t1, sp, %[w]")
        self._bad("add     t1, t0, %[w]", "add     t1, ra, %[w]")
        self._bad('[a] "r" (a)', '[a] "m" (*a)')
        self._bad('[w] "+&r" (w)', '[w] "=r" (w)')
        self._bad("sd      t1, 0(%[r])", "mv      %[r], t1")   # read-only
        self._bad("add     t1, t1, %[w]", "add     t1, t1, t2")  # undef
        self._bad("sltu    %[w], t1, t0", "sgtu    %[w], t1, t0")

    def test_register_budget(self):
        regs = list(SIM.ALLOCATABLE)
        lines = ['"li %s, 1\\n\\t"' % r for r in regs[:24]]
        text = ("__asm__ __volatile__ (%s : : [r] \"r\" (r), [a] \"r\" (a)"
                " : %s, \"memory\");" % (
                    " ".join(lines), ", ".join('"%s"' % r
                                               for r in regs[:24])))
        SIM.check_block(block_of(text))              # 24 + 2 = 26
        text = text.replace('[a] "r" (a)', '[a] "r" (a), [b] "r" (b)')
        with self.assertRaises(SIM.AsmError):
            SIM.check_block(block_of(text))          # 27

    def test_run_and_bindings(self):
        b = block_of(GOOD)
        rng = random.Random(1)
        for w in (0, 5, M):
            for binding in SIM.bindings(b, {"r": 1, "a": 2, "w": 3}, rng,
                                        4):
                self.assertFalse(set(binding.values()) &
                                 {"t0", "t1"})
                mem = SIM.Memory()
                ra = mem.add("r", [0])
                aa = mem.add("a", [M - 1], writable=False)
                res = SIM.run_block(b, binding, {"r": ra, "a": aa, "w": w},
                                    mem)
                s = (M - 1) + w
                c = s >> 64
                self.assertEqual(res["w"], c)
                self.assertEqual(mem.read(ra, 1), [((s & M) + c) & M])

    def test_shared_bindings(self):
        b = block_of(GOOD)
        maps = SIM.bindings(b, {"r": "x", "a": "x", "w": 1},
                            random.Random(2), 4)
        self.assertEqual(maps[1]["r"], maps[1]["a"])
        self.assertNotEqual(maps[0]["r"], maps[0]["a"])
        # a "+r" operand may share with an equal read-only input; "+&r"
        # may not
        b2 = block_of(GOOD.replace('"+&r"', '"+r"'))
        m2 = SIM.bindings(b2, {"w": "x", "r": "x", "a": 2},
                          random.Random(3), 2)
        self.assertEqual(m2[1]["w"], m2[1]["r"])
        m3 = SIM.bindings(b, {"w": "x", "r": "x", "a": 2},
                          random.Random(3), 2)
        self.assertNotEqual(m3[1]["w"], m3[1]["r"])

    def test_write_outside_clobbers(self):
        b = block_of(GOOD)
        # bind w to t0 (a clobber): a compiler never would, and the run
        # must see the collision as a contract violation or a fault
        mem = SIM.Memory()
        ra = mem.add("r", [0])
        aa = mem.add("a", [1], writable=False)
        b.clobbers = ["t1", "memory"]
        with self.assertRaises(SIM.AsmError):
            SIM.run_block(b, {"w": "a3", "r": "a0", "a": "a1"},
                          {"r": ra, "a": aa, "w": 1}, mem)


if __name__ == "__main__":
    unittest.main()
