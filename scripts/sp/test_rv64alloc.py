"""Unit tests of the RV64 register allocator and scheduler (rv64_alloc.py)
and of the instruction selection of emit_rv64.py: random straight-line
kernels are compiled under tight register budgets (forcing reloads,
constant rebuilding and spills), scheduled, emitted as C, parsed back and
executed by rv64sim.py against the IR evaluator; deliberately broken
kernels must be refused.
Run: python3 -m unittest discover -s scripts/sp -p 'test_rv64*.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import emit_rv64 as E  # noqa: E402
import ir  # noqa: E402
import rv64_alloc as RA  # noqa: E402
import rv64sim as SIM  # noqa: E402

M = (1 << 64) - 1


def random_kernel(rng, n_ops, n_words=6, alias=False, consts=()):
    """A random leaf: loads from a and b, random ops, stores to r,
    returns a word.  With alias, r may alias a exactly."""
    b = ir.Builder("rk", 64, "word",
                   may_alias=(("r", "a"),) if alias else ())
    b.array("r", n_words, "out")
    b.array("a", n_words, "in")
    b.array("b", n_words, "in")
    w = b.word("w")
    vals = [w] + [b.const(c) for c in consts]
    stored = set()
    for _ in range(n_ops):
        k = rng.random()
        if k < 0.25:
            vals.append(b.load(rng.choice("ab"), rng.randrange(n_words)))
            continue
        if k < 0.35 and len(stored) < n_words:
            i = rng.choice([x for x in range(n_words) if x not in stored])
            b.store("r", i, rng.choice(vals))
            stored.add(i)
            if alias:
                # a[i] is gone once r[i] is written: never load it again
                pass
            continue
        x, y = rng.choice(vals), rng.choice(vals)
        op = rng.choice(["add", "sub", "mul", "mulhu", "sltu", "and_",
                         "or_", "xor", "shl", "shr", "madd", "adc"])
        if op in ("shl", "shr"):
            vals.append(getattr(b, op)(x, rng.randrange(1, 64)))
        elif op == "madd":
            vals += list(b.madd(x, y, rng.choice(vals)))
        elif op == "adc":
            vals += list(b.adc(x, y, rng.choice(vals)))
        else:
            vals.append(getattr(b, op)(x, y))
    for i in range(n_words):
        if i not in stored:
            b.store("r", i, rng.choice(vals))
    acc = vals[-1]
    for v in vals[-8:]:
        acc = b.xor(acc, v)
    return b.finish(acc)


def safe_alias_kernel(rng, n_ops):
    """Like random_kernel with r aliasing a, but every load of a[i]
    happens before the store to r[i] (the aliasing contract)."""
    while True:
        f = random_kernel(rng, n_ops, alias=True)
        seen_store = set()
        ok = True
        for op in f.ops:
            if op.opcode == "store":
                seen_store.add(op.imm[1])
            elif op.opcode == "load" and op.imm[0] == "a" and \
                    op.imm[1] in seen_store:
                ok = False
        if ok:
            return f


def compile_with(f, nregs, pre=None, pool=False):
    sel = E.select(f)
    leaf = E._try(f, sel, pool, nregs, True, pre)
    assert leaf is not None
    return leaf


class AllocatorTests(unittest.TestCase):

    def test_random_kernels_tight_budgets(self):
        rng = random.Random(77)
        for trial in range(40):
            f = random_kernel(rng, rng.randrange(10, 60),
                              consts=[rng.getrandbits(64), 5, M])
            for nregs in (4, 6, 9, 19):
                for pre in (None, max(2, nregs - 2)):
                    leaf = compile_with(f, nregs, pre, pool=trial % 2 == 1)
                    self.assertLessEqual(len(leaf.regs), nregs)
                    lines = E.emit_leaf(leaf)
                    E.verify_leaf(f, lines, random.Random(trial), 3, 3)

    def test_operand_register_reuse(self):
        """With REUSE_OPERAND_REGISTERS the freed operand registers are
        reused ("+&r"): still correct under every binding."""
        rng = random.Random(83)
        old = E.REUSE_OPERAND_REGISTERS
        E.REUSE_OPERAND_REGISTERS = True
        try:
            reused = 0
            for trial in range(20):
                f = safe_alias_kernel(rng, rng.randrange(20, 60))
                leaf = compile_with(f, 5)
                lines = E.emit_leaf(leaf)
                reused += any('"+&r"' in ln for ln in lines)
                E.verify_leaf(f, lines, random.Random(trial), 2, 4)
            self.assertGreater(reused, 0)
        finally:
            E.REUSE_OPERAND_REGISTERS = old

    def test_alias_reloads(self):
        rng = random.Random(78)
        for trial in range(25):
            f = safe_alias_kernel(rng, rng.randrange(10, 50))
            for nregs in (4, 7, 22):
                leaf = compile_with(f, nregs, None)
                E.verify_leaf(f, E.emit_leaf(leaf), random.Random(trial),
                              2, 3)

    def test_spills_happen_and_are_counted(self):
        rng = random.Random(79)
        f = random_kernel(rng, 80)
        leaf = compile_with(f, 4)
        self.assertGreater(leaf.alloc.spills + leaf.alloc.rematerialized,
                           0)
        if leaf.spill_words:
            self.assertIn(("spill", "spill"), leaf.operands)

    def test_dead_loads_dropped(self):
        """A load overwritten before any read, or never read, goes; one
        read later (or the returned register) stays."""
        L = RA.MInst
        code = [L("ld", "t0", ["a0"], 0, ("a", 0)),     # dead: t0 rewritten
                L("ld", "t1", ["a0"], 8, ("a", 1)),
                L("add", "t0", ["t1", "t1"]),
                L("ld", "t2", ["a0"], 16, ("a", 2)),    # dead: never read
                L("ld", "%[ret]", ["a0"], 24, ("a", 3)),
                L("sd", None, ["t0", "a1"], 0, ("r", 0))]
        out, n = RA.drop_dead_loads(code, ["%[ret]"])
        self.assertEqual(n, 2)
        self.assertEqual([(i.op, i.dst) for i in out],
                         [("ld", "t1"), ("add", "t0"), ("ld", "%[ret]"),
                          ("sd", None)])
        out, n = RA.drop_dead_loads(code)
        self.assertEqual(n, 3)

    def test_no_dead_loads_in_compiled_kernels(self):
        """Tight budgets evict loaded words before their first use; the
        emitted code must not keep those first loads."""
        rng = random.Random(81)
        for _ in range(10):
            f = random_kernel(rng, 60)
            leaf = compile_with(f, 6)
            _, n = RA.drop_dead_loads(
                leaf.code, ["%[ret]"] if f.ret is not None else [])
            self.assertEqual(n, 0)

    def test_too_few_registers(self):
        b = ir.Builder("k", 64, "word")
        b.array("a", 2, "in")
        x, y = b.word("x"), b.word("y")
        z = b.mul(x, y)
        f = b.finish(b.add(b.add(z, x), y))
        sel = E.select(f)
        E._set_recipes(sel, None)
        with self.assertRaises(RA.AllocError):
            RA.allocate(sel.code, sel.vinfo, [], ret=sel.ret,
                        ret_reg="%[ret]")

    def test_schedule_is_a_valid_permutation(self):
        rng = random.Random(80)
        for _ in range(20):
            f = random_kernel(rng, 40)
            leaf = compile_with(f, 8)
            al = leaf.alloc.code
            order, cycles = RA.schedule(al)
            self.assertEqual(sorted(map(id, order)), sorted(map(id, al)))
            pos = {id(x): i for i, x in enumerate(order)}
            preds = RA.dependences(al)
            for i, ps in enumerate(preds):
                for j, _ in ps:
                    self.assertLess(pos[id(al[j])], pos[id(al[i])])
            self.assertGreaterEqual(cycles, (len(al) + 1) // 2)
            self.assertEqual(RA.simulate_cycles(order) <= cycles + 3, True)


class SelectionTests(unittest.TestCase):

    def test_immediates_and_pseudos(self):
        b = ir.Builder("sel", 64, "word")
        b.array("r", 12, "out")
        b.array("a", 2, "in")
        x = b.load("a", 0)
        y = b.load("a", 1)
        outs = [b.add(x, b.const(5)), b.sub(x, b.const(7)),
                b.and_(x, b.const(0xFF)), b.xor(x, b.const(M)),
                b.sltu(x, b.const(3)), b.snez(y), b.sltu(x, b.const(1)),
                b.neg(y), b.or_(y, b.const(M - 5)),
                b.mul(x, b.const(0xFFFFFFFF00000001)),
                b.sub(x, b.const(1 << 63)), b.sltu(b.const(9), x)]
        for i, v in enumerate(outs):
            b.store("r", i, v)
        f = b.finish(b.add(outs[0], outs[1]))
        leaf = E.compile_leaf(f)
        ops = {i.op for i in leaf.code}
        for mn in ("addi", "andi", "xori", "sltiu", "snez", "seqz", "neg",
                   "ori"):
            self.assertIn(mn, ops)
        lines = E.emit_leaf(leaf)
        E.verify_leaf(f, lines, random.Random(5), 6, 3)

    def test_constant_recipes(self):
        rng = random.Random(81)
        vals = [0xFFFFFFFF00000001, 0xFFFFFFFF, 1 << 63, M - 1,
                0x8000000000000001] + [rng.getrandbits(64)
                                       for _ in range(200)]
        for c in vals:
            rec = E.const_recipe(c)
            self.assertLessEqual(E.recipe_cost(rec), 8)
            regs, d = [0] * 32, {0}
            code = [SIM.decode("li t0, %d" % i) if m == "li" else
                    SIM.decode("%s t0, t0, %d" % (m, i)) for m, i in rec]
            SIM.execute(code, regs, SIM.Memory(), d)
            self.assertEqual(regs[5], c)
        self.assertEqual(E.recipe_cost(E.const_recipe(0xFFFFFFFF)), 2)


class ContractTests(unittest.TestCase):
    """The generator refuses what breaks the inline-asm contract."""

    def _leaf(self):
        rng = random.Random(82)
        f = random_kernel(rng, 30)
        return f, E.compile_leaf(f)

    def test_assert_on_bad_register(self):
        f, leaf = self._leaf()
        leaf.regs = leaf.regs + ["s0"]
        with self.assertRaises(AssertionError):
            E._assert_contract(leaf)

    def test_assert_on_budget(self):
        f, leaf = self._leaf()
        leaf.regs = list(SIM.ALLOCATABLE)
        with self.assertRaises(AssertionError):
            E._assert_contract(leaf)

    def test_assert_on_mnemonic(self):
        f, leaf = self._leaf()
        leaf.code[0].op = "addw"
        with self.assertRaises(AssertionError):
            E._assert_contract(leaf)

    def test_too_many_operands(self):
        b = ir.Builder("wide", 64, None)
        for i in range(24):
            b.array("p%d" % i, 1, "in")
        b.array("r", 1, "out")
        b.store("r", 0, b.load("p0", 0))
        with self.assertRaises(RA.AllocError):
            E.compile_leaf(b.finish())

    def test_verify_catches_wrong_code(self):
        f, leaf = self._leaf()
        lines = E.emit_leaf(leaf)
        for k, ln in enumerate(lines):
            if '"add ' in ln:
                bad = list(lines)
                bad[k] = ln.replace('"add ', '"sub ')
                break
        with self.assertRaises(AssertionError):
            E.verify_leaf(f, bad, random.Random(1), 4, 2)

    def test_verify_catches_missing_clobber(self):
        f, leaf = self._leaf()
        lines = E.emit_leaf(leaf)
        reg = leaf.regs[-1]
        bad = [ln.replace('"%s", ' % reg, "") for ln in lines]
        self.assertNotEqual(bad, lines)
        with self.assertRaises(SIM.AsmError):
            E.verify_leaf(f, bad, random.Random(1), 2, 2)


if __name__ == "__main__":
    unittest.main()
