"""RV64IM inline-assembly emitter of the SP generator.

The headline backend of DESIGN.md section 4: every leaf kernel
(ir.Function) becomes one static C function whose body is a single GNU C
`__asm__ __volatile__` block of base RV64IM instructions; glue kernels,
tables and everything else stay C (emit_c.py).  Function names and
signatures are exactly those of emit_c, so `emit_function` is a drop-in
`leaf_emitter` for the library templates (tmpl_common.Context).

Pipeline for one leaf (`compile_leaf`):
  1. ir.lower: every op is one primitive; then instruction selection
     (`select`) on virtual registers, folding small constants into
     immediates (addi, andi, ori, xori, sltiu, snez, seqz, neg, x0);
  2. rv64_alloc.allocate: registers within the budget of the contract,
     reloading input words and rebuilding constants rather than spilling;
     a scratch array is passed only when spilling is unavoidable, and a
     per-kernel constant pool only when it beats `li` sequences;
  3. rv64_alloc.schedule: list scheduling for the U74 (dual issue);
  4. text, and `verify`: rv64sim.py parses the C text just produced,
     checks the contract and executes the block for several operand
     bindings on edge and random inputs against Python integers
     (semantics.py) before anything is written.
Steps 2-3 run for several variants (constant pool or not, caller-saved
registers only or all, IR order or pre-scheduled with two look-ahead
windows) and `choose` keeps the best: fewest model cycles plus half the
instruction count, or for mul the fastest within 8 instructions per
64x64 product.  For the big leaves `compile_best` also compiles the
forms of rv64_kernels.py (two-pass mul from catalog.RV64_SPLIT_MUL_LIMBS
limbs; Montgomery reduction as C glue around 4-row wavefront or 8-row
product-scanning asm leaves from catalog.RV64_GLUE_REDUCE_LIMBS, fewest
instructions kept) and keeps whichever is best; the 8-row
product-scanning mont_rows leaves (catalog.RV64_ROWS) are compiled for
fewest instructions (`compile_rows`).  The policy (those thresholds, the
rows form, the point leaves' limb counts) lives in catalog.py beside the
C tiers'; this module only emits.

The inline-asm contract (asserted here, checked again by rv64sim):
  registers t0-t6, a0-a7, s1-s11 only (never s0/fp, sp, gp, tp, ra);
  operands + clobbers <= 26; pointers are "r" operands (no "m"); the
  clobber list is exactly the registers written that are not operands,
  plus "memory"; mnemonics from rv64sim.MNEMONICS only (no branches).
"""

import multiprocessing
import os
import random

import catalog
import emit_c
import ir
import rv64_alloc as RA
import rv64sim as SIM

# Reuse the register of a pointer or word operand after its last use (the
# operand is then "+&r").  Off: every operand stays a read-only "r" as
# DESIGN.md words the contract; measured, reuse changes the total model
# cycles of all leaves by 0.1%.
REUSE_OPERAND_REGISTERS = False

CALLER_SAVED = SIM.ALLOCATABLE[:15]          # t0-t6, a0-a7
CALLEE_SAVED = SIM.ALLOCATABLE[15:]          # s1-s11
MASK = (1 << 64) - 1

SIMPLE = {"add": "add", "sub": "sub", "mul": "mul", "mulhu": "mulhu",
          "sltu": "sltu", "and": "and", "or": "or", "xor": "xor"}
IMM_FORM = {"add": "addi", "and": "andi", "or": "ori", "xor": "xori"}


def _signed(c):
    return c - (1 << 64) if c >> 63 else c


def _simm12(s):
    return -2048 <= s <= 2047


# ---------------------------------------------------------------------------
# Constants
# ---------------------------------------------------------------------------
_RECIPES = {}


def const_recipe(c):
    """Shortest sequence found of (mnemonic, imm) building the 64-bit
    constant c in one register without a second one: `li` with a 32-bit
    value first, then slli/srli/addi/xori on the same register.  Cost is
    counted in machine instructions (li of a 32-bit value may be two)."""
    c &= MASK
    if c not in _RECIPES:
        _RECIPES[c] = _search(c, 9)
    return _RECIPES[c]


def recipe_cost(rec):
    return sum(SIM.instructions_of_li(i) if m == "li" else 1
               for m, i in rec)


def _gas(c):
    """The assembler's own expansion: li of the top bits, then (slli,
    addi) pairs - always possible, at most 8 instructions."""
    s = _signed(c)
    if -(1 << 31) <= s < (1 << 31):
        return [("li", s)]
    lo = c & 0xFFF
    lo = lo - 0x1000 if lo & 0x800 else lo
    hi = (s - lo) >> 12
    shift = 12
    while hi and not hi & 1:
        hi >>= 1
        shift += 1
    return _gas(hi & MASK) + [("slli", shift)] + ([("addi", lo)]
                                                  if lo else [])


def _search(c, budget, depth=0):
    """Best of _gas(c) and a few rewrites tried to a small depth."""
    best = _gas(c)
    if depth >= 3 or len(best) == 1:
        return best

    def consider(prefix_val, step):
        nonlocal best
        cand = _search(prefix_val & MASK, budget, depth + 1) + [step]
        if recipe_cost(cand) < recipe_cost(best):
            best = cand

    s = _signed(c)
    tz = (c & -c).bit_length() - 1
    if tz > 0:
        consider(s >> tz, ("slli", tz))
    lz = 64 - c.bit_length()
    if lz > 0:
        consider(c << lz, ("srli", lz))
        consider((c << lz) | ((1 << lz) - 1), ("srli", lz))
    lo = c & 0xFFF
    if lo:
        k = lo - 0x1000 if lo & 0x800 else lo
        consider(c - k, ("addi", k))
    if c >> 63:
        consider(~c, ("xori", -1))
    return best


# ---------------------------------------------------------------------------
# Instruction selection
# ---------------------------------------------------------------------------
class Selected:
    """Virtual code of one leaf and what the allocator must know."""

    def __init__(self):
        self.code = []
        self.vinfo = {}
        self.consts = {}          # vreg -> constant value
        self.ret = None


def alias_spaces(f):
    """{array: space name}: arrays that may alias share one space."""
    space = {p.name: p.name for p in f.params if p.kind == "array"}

    def find(x):
        while space[x] != x:
            x = space[x]
        return x
    for a, b in f.may_alias:
        ra, rb = find(a), find(b)
        if ra != rb:
            space[max(ra, rb)] = min(ra, rb)
    return {x: find(x) for x in space}


def select(f):
    """Instruction selection for leaf f (any ir.Function)."""
    assert not f.locals, "%s: local arrays in a leaf" % f.name
    lf = ir.dce(ir.lower(f))
    spaces = alias_spaces(f)
    sel = Selected()
    M = RA.MInst
    for p in f.params:
        key = "&" + p.name if p.kind == "array" else None
        if key:
            sel.vinfo[key] = RA.VInfo(fixed="%%[%s]" % p.name, pinned=True)

    def src(v):
        if v.const is not None:
            if v.const == 0:
                return RA.ZERO
            key = ("k", v.const)
            if key not in sel.vinfo:
                sel.vinfo[key] = RA.VInfo(remat=("const", None))
                sel.consts[key] = v.const
            return key
        return v.id

    for op in lf.ops:
        o = op.opcode
        res = op.results[0].id if op.results else None
        if o == "arg":
            sel.vinfo[res] = RA.VInfo(fixed="%%[%s]" % op.imm[0])
            continue
        if o == "const":
            continue
        if o == "load":
            arr, idx = op.imm
            sel.code.append(M("ld", res, ["&" + arr], 8 * idx,
                              (spaces[arr], idx)))
            if f.param(arr).mode == "in":
                sel.vinfo[res] = RA.VInfo(remat=("load", spaces[arr], idx,
                                                 "&" + arr))
            continue
        if o == "store":
            arr, idx = op.imm
            sel.code.append(M("sd", None, [src(op.args[0]), "&" + arr],
                              8 * idx, (spaces[arr], idx)))
            continue
        a = op.args
        if o in ("shl", "shr"):
            sel.code.append(M("slli" if o == "shl" else "srli", res,
                              [src(a[0])], op.imm[0]))
            continue
        x, y = a
        kx, ky = x.const, y.const
        if o in IMM_FORM and (kx is not None or ky is not None):
            if kx is not None:
                x, y, kx, ky = y, x, ky, kx
            if _simm12(_signed(ky)):
                sel.code.append(M(IMM_FORM[o], res, [src(x)],
                                  _signed(ky)))
                continue
        if o == "sub" and ky is not None and _simm12(-_signed(ky)):
            sel.code.append(M("addi", res, [src(x)], -_signed(ky)))
            continue
        if o == "sub" and kx == 0:
            sel.code.append(M("neg", res, [src(y)]))
            continue
        if o == "sltu":
            if kx == 0:
                sel.code.append(M("snez", res, [src(y)]))
                continue
            if ky == 1:
                sel.code.append(M("seqz", res, [src(x)]))
                continue
            if ky is not None and _simm12(_signed(ky)):
                sel.code.append(M("sltiu", res, [src(x)], _signed(ky)))
                continue
        sel.code.append(M(SIMPLE[o], res, [src(x), src(y)]))
    if lf.ret is not None:
        r = lf.ret
        if r.const is not None or (r.id in sel.vinfo and
                                   sel.vinfo[r.id].fixed):
            sel.code.append(M("mv", "$ret", [src(r)]))
            sel.ret = "$ret"
        else:
            sel.ret = r.id
    return sel


def _set_recipes(sel, pool):
    """Fill the const remat recipes; pool: {value: index} or None."""
    M = RA.MInst
    for key, c in sel.consts.items():
        if pool is not None and c in pool:
            rec = [M("ld", "$self", ["%[kp]"], 8 * pool[c],
                     ("$pool", pool[c]))]
        else:
            rec = []
            for mn, imm in const_recipe(c):
                srcs = [] if mn == "li" else ["$self"]
                rec.append(M(mn, "$self", srcs, imm))
        sel.vinfo[key].remat = ("const", rec)


# ---------------------------------------------------------------------------
# One leaf: allocate, schedule, choose the best variant
# ---------------------------------------------------------------------------
class Leaf:
    """The compiled form of one leaf kernel."""

    def __init__(self, f):
        self.f = f
        self.code = []            # physical MInst, scheduled
        self.cycles = 0           # model cycles of the schedule
        self.pool = []            # constant pool words (or [])
        self.spill_words = 0
        self.alloc = None
        self.regs = []            # work registers written (clobbers)
        self.writable_ops = set()  # operand names written ("+&r")
        self.operands = []        # [(name, kind)] kind: ptr/word/ret/...


def _operand_names(f):
    ops = [(p.name, "ptr" if p.kind == "array" else "word")
           for p in f.params]
    if f.ret is not None:
        ops.append(("ret", "ret"))
    return ops


def _try(f, sel, use_pool, nregs, spill, pre=None):
    """Allocate + schedule with the first nregs registers; spill: pass a
    scratch pointer.  Returns a Leaf or None when registers run out."""
    consts = sorted(set(sel.consts.values()))
    pool = None
    if use_pool:
        dear = [c for c in consts if recipe_cost(const_recipe(c)) > 1]
        pool = {c: i for i, c in enumerate(dear)}
    _set_recipes(sel, pool)
    regs = list(SIM.ALLOCATABLE[:nregs])
    ret = sel.ret if f.ret is not None else None
    code = sel.code
    if pre is not None:
        limit, window = pre if isinstance(pre, tuple) else (pre, 64)
        code = RA.prepass(code, limit, window)
    try:
        al = RA.allocate(code, sel.vinfo, regs, ret=ret,
                         ret_reg="%[ret]" if ret is not None else None,
                         free_ptrs=REUSE_OPERAND_REGISTERS)
    except RA.AllocError:
        return None
    if al.spills and not spill:
        return None
    al.code, _ = RA.drop_dead_loads(
        al.code, ["%[ret]"] if ret is not None else [])
    leaf = Leaf(f)
    leaf.alloc = al
    leaf.code, leaf.cycles = RA.schedule(al.code)
    leaf.pool = [c for c, _ in sorted(pool.items(), key=lambda x: x[1])] \
        if pool else []
    leaf.pool = [c for c in leaf.pool
                 if any(i.mem == ("$pool", pool[c]) for i in leaf.code)] \
        if pool else []
    if pool:
        # renumber the pool to the entries used
        used = {pool[c]: k for k, c in enumerate(leaf.pool)}
        for ins in leaf.code:
            if ins.mem and ins.mem[0] == "$pool":
                ins.imm = 8 * used[ins.mem[1]]
                ins.mem = ("$pool", used[ins.mem[1]])
    leaf.spill_words = al.spill_slots
    leaf.regs = [r for r in SIM.ALLOCATABLE
                 if any(i.dst == r for i in leaf.code)]
    written = {i.dst for i in leaf.code if i.dst is not None}
    leaf.operands = _operand_names(f)
    leaf.writable_ops = {n for n, k in leaf.operands
                         if "%%[%s]" % n in written and k != "ret"}
    if leaf.pool:
        leaf.operands.append(("kp", "pool"))
    if leaf.spill_words:
        leaf.operands.append(("spill", "spill"))
    return leaf


def saved_registers(leaf):
    """Callee-saved registers the compiler has to save around the block:
    the ones it clobbers, plus one per operand that finds no caller-saved
    register left unclobbered."""
    if isinstance(leaf, GlueForm):
        return max(saved_registers(lf) for lf in leaf.leaves)
    clob = sum(1 for r in leaf.regs if r in CALLEE_SAVED)
    free = len(CALLER_SAVED) - (len(leaf.regs) - clob)
    return clob + max(0, len(leaf.operands) - free)


def _cost(leaf, mode="cycles"):
    """Figure of merit (smaller is better).  mode 'cycles': model cycles
    plus half a cycle per instruction (the model's 3-cycle ALU latency
    overstates the U74, where an instruction always costs issue
    bandwidth) plus the save and restore the compiler adds for each
    callee-saved register.  mode 'instr' (mul/sqr: the instruction budget
    per product comes first): instructions, then that."""
    n = leaf_instructions(leaf)
    saved = saved_registers(leaf)
    cyc = leaf_cycles(leaf) + 0.5 * n + 2 * saved
    if mode == "instr":
        return (n, cyc)
    return (cyc, n)


def choose(forms, mode="cycles", target=None, slack=0.04):
    """The best of the compiled forms.  'cycles': least _cost.  'instr'
    (mul, the product-scanning mont_rows leaves): the forms within the
    instruction target (mul: 8 per 64x64 product), or if there are none
    (or no target) the forms within `slack` (4%) of the fewest
    instructions, then least _cost among them."""
    forms = [x for x in forms if x is not None]
    if not forms:
        return None
    if mode == "instr":
        ok = [x for x in forms
              if target is not None and leaf_instructions(x) <= target]
        if not ok:
            least = min(leaf_instructions(x) for x in forms)
            ok = [x for x in forms
                  if leaf_instructions(x) <= (1 + slack) * least]
        forms = ok
    return min(forms, key=_cost) if forms else None


PREPASS = ((None, None), (2, 32), (2, 128))  # (cap slack, window)
PREPASS_INSTR = ((None, None), (2, 8), (2, 16), (2, 24), (2, 32), (2, 48),
                 (2, 128))


def compile_leaf(f, mode="cycles", target=None, quick=False, slack=0.04):
    """The best Leaf for f within the register budget (see module doc).

    Variants tried: with and without a constant pool (when some constant
    needs more than one instruction), all registers or the caller-saved
    ones only (when pressure is low), IR order or the pressure-capped
    pre-allocation schedule with two look-ahead windows; a scratch array
    only when nothing fits without one.  quick: IR order and one window
    only (for a form that an alternative is expected to beat)."""
    sel = select(f)
    base_ops = len(f.params) + (1 if f.ret is not None else 0) + \
        len(f.locals)
    has_dear = any(recipe_cost(const_recipe(c)) > 1
                   for c in sel.consts.values())
    live = ir.max_live(f, True)
    found = []
    if SIM.MAX_REGS - base_ops < 4:
        raise RA.AllocError("%s: %d operands leave no registers" % (
            f.name, base_ops))
    for use_pool in ((False, True) if has_dear else (False,)):
        fixed = base_ops + (1 if use_pool else 0)
        budget = SIM.MAX_REGS - fixed
        sizes = [budget]
        if live + 3 <= len(CALLER_SAVED) < budget:
            sizes.append(len(CALLER_SAVED))
        # caller-saved registers only, with room for the operands too
        if live + 1 <= len(CALLER_SAVED) - fixed < budget:
            sizes.append(len(CALLER_SAVED) - fixed)
        for nregs in sizes:
            mine = []
            for cap, window in (PREPASS[:2] if quick else
                                PREPASS_INSTR if mode == "instr"
                                else PREPASS):
                pre = None if cap is None else (nregs - cap, window)
                leaf = _try(f, sel, use_pool, nregs, False, pre)
                if leaf is None and nregs == budget:
                    leaf = _try(f, sel, use_pool, nregs - 1, True, pre)
                mine.append(leaf)
                if cap is None and leaf is not None and mode != "instr" \
                        and leaf.cycles <= 1.1 * instruction_count(leaf) / 2 \
                        + 8:
                    break       # IR order already issues near 2 per cycle
            found += mine
            top = choose(mine, mode, target, slack)
            if top is not None and saved_registers(top) == 0:
                break           # fewer registers would change nothing
    best = choose(found, mode, target, slack)
    if best is None:
        raise RA.AllocError("%s: no allocation within the budget" % f.name)
    _assert_contract(best)
    return best


def _assert_contract(leaf):
    n_ops = len(leaf.operands)
    assert len(leaf.regs) + n_ops <= SIM.MAX_REGS, leaf.f.name
    for r in leaf.regs:
        assert r in SIM.ALLOCATABLE, r
    for ins in leaf.code:
        assert ins.op in SIM.MNEMONICS, ins.op


# ---------------------------------------------------------------------------
# Text
# ---------------------------------------------------------------------------
def _fmt(ins):
    r = ins.dst
    s = ins.srcs
    op = ins.op
    if op == "ld":
        args = "%s, %d(%s)" % (r, ins.imm, s[0])
    elif op == "sd":
        args = "%s, %d(%s)" % (s[0], ins.imm, s[1])
    elif op == "li":
        args = "%s, %d" % (r, ins.imm)
    elif op in ("mv", "neg", "snez", "seqz"):
        args = "%s, %s" % (r, s[0])
    elif ins.imm is not None and len(s) == 1:
        args = "%s, %s, %d" % (r, s[0], ins.imm)
    else:
        args = "%s, %s, %s" % (r, s[0], s[1])
    return "%-7s %s" % (op, args)


def counts(leaf):
    """{mnemonic class: count} of the emitted instructions (li expanded
    as the assembler does)."""
    c = {}
    for ins in leaf.code:
        k = ins.op
        n = SIM.instructions_of_li(ins.imm) if k == "li" else 1
        c[k] = c.get(k, 0) + n
    return c


def instruction_count(leaf):
    return sum(counts(leaf).values())


def leaf_instructions(form):
    """Instructions executed by one call (a Leaf or a GlueForm)."""
    if isinstance(form, GlueForm):
        return form.instructions()
    return instruction_count(form)


def leaf_cycles(form):
    if isinstance(form, GlueForm):
        return form.cycles()
    return form.cycles


def _products(f):
    c = ir.count_function(f)
    return c.get("mul", 0)


def _header(leaf):
    c = counts(leaf)
    total = sum(c.values())
    parts = ["%d instructions" % total]
    for k in ("mul", "mulhu", "ld", "sd"):
        if c.get(k):
            parts.append("%d %s" % (c[k], k))
    words = "RV64IM: " + ", ".join(parts)
    lines = [words + ";"]
    lines.append("%d cycles on the 2-issue U74 model." % leaf.cycles)
    ops = []
    for name, kind in leaf.operands:
        ops.append("%%[%s] %s" % (name, {
            "ptr": "pointer", "word": "word", "ret": "result",
            "pool": "constant pool", "spill": "scratch"}[kind]))
    lines.append("Operands: " + ", ".join(ops) + ".")
    lines.append("Work registers: %s." % _reg_ranges(leaf.regs))
    if leaf.spill_words:
        lines.append("Spills: %d values to %d scratch words." % (
            leaf.alloc.spills, leaf.spill_words))
    return "\n".join(lines)


def _reg_ranges(regs):
    out = []
    for group in ("t", "a", "s"):
        nums = sorted(int(r[1:]) for r in regs if r[0] == group)
        i = 0
        while i < len(nums):
            j = i
            while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
                j += 1
            out.append("%s%d" % (group, nums[i]) if i == j else
                       "%s%d-%s%d" % (group, nums[i], group, nums[j]))
            i = j + 1
    return " ".join(out) if out else "none"


NOINLINE = "__attribute__((noinline))"


def leaf_qualifier(leaf):
    """What keeps a leaf out of line: every leaf of more than
    catalog.RV64_INLINE_MAX instructions is noinline under every
    compiler and -O (the asm leaves are GNU C only, so the attribute
    needs no macro); the compiler decides for the small ones."""
    if instruction_count(leaf) > catalog.RV64_INLINE_MAX:
        return NOINLINE
    return ""


def emit_leaf(leaf, t=None):
    """C lines of the compiled leaf."""
    f = leaf.f
    t = t or emit_c.CWords(64)
    out = []
    if leaf.pool:
        out += emit_c.emit_table(f.name + "_k", leaf.pool, t) + [""]
    out += emit_c.comment(f.name, f.doc + "\n" + _header(leaf))
    size = sum(len(_fmt(i)) + 2 for i in leaf.code)
    long_text = size > 4095
    if long_text:
        # C99 only promises string literals of 4095 characters; GCC and
        # Clang take any length but warn under -Wpedantic.
        out += ["#pragma GCC diagnostic push",
                '#pragma GCC diagnostic ignored "-Woverlength-strings"']
    out += emit_c.signature(f, t, leaf_qualifier(leaf)) + ["{"]
    decl = []
    if f.ret is not None:
        decl.append("    word64 ret;")
    if leaf.spill_words:
        decl.append("    word64 spill[%d];" % leaf.spill_words)
    out += decl + ([""] if decl else [])
    out.append("    __asm__ __volatile__ (")
    for ins in leaf.code:
        out.append('        "%s\\n\\t"' % _fmt(ins))
    outs, ins_ = [], []
    for name, kind in leaf.operands:
        if kind == "ret":
            outs.append('[ret] "=&r" (ret)')
        elif kind == "pool":
            ins_.append('[kp] "r" (%s_k)' % f.name)
        elif kind == "spill":
            ins_.append('[spill] "r" (spill)')
        elif name in leaf.writable_ops:
            outs.append('[%s] "+&r" (%s)' % (name, name))
        else:
            ins_.append('[%s] "r" (%s)' % (name, name))
    clob = ['"%s"' % r for r in leaf.regs] + ['"memory"']
    out += _wrap(": ", outs)
    out += _wrap(": ", ins_)
    out += _wrap(": ", clob)
    out.append("    );")
    if f.ret is not None:
        if f.ret_kind == "signed":
            out.append("    return (int)(ret & 1) - (int)((ret >> 63) << 1);")
        else:
            out.append("    return ret;")
    out.append("}")
    if long_text:
        out.append("#pragma GCC diagnostic pop")
    return out


def _wrap(prefix, items):
    lines = emit_c.wrap_list(prefix, items, indent="        ", end="")
    return lines if items else ["        :"]


# ---------------------------------------------------------------------------
# Alternatives for the big leaves, and the choice between them
# ---------------------------------------------------------------------------
class GlueForm:
    """A leaf re-expressed as C glue around smaller asm leaves (see
    rv64_kernels.mont_reduce_glue): same name, signature and contract."""

    def __init__(self, glue, leaves):
        self.glue = glue
        self.leaves = leaves
        self.f = glue
        self.calls = {}
        self.moved = 0            # words copied or zeroed by the glue

        def walk(stmts, mult):
            for st in stmts:
                if isinstance(st, ir.Loop):
                    walk(st.body, mult * st.count)
                elif isinstance(st, ir.Call):
                    self.calls[st.callee] = \
                        self.calls.get(st.callee, 0) + mult
                elif isinstance(st, (ir.Copy, ir.Zero)):
                    self.moved += mult * st.length
        walk(glue.body, 1)
        self.regs = sorted({r for lf in leaves for r in lf.regs},
                           key=SIM.ALLOCATABLE.index)
        glue.doc += ("\nRV64: C glue around the asm leaves above, about "
                     "%d instructions and %d cycles on the U74 model per "
                     "call." % (self.instructions(), self.cycles()))

    def instructions(self):
        # plus about 6 per call for the arguments, the call and the return
        return sum(instruction_count(lf) * self.calls[lf.f.name]
                   for lf in self.leaves) + 2 * self.moved + \
            6 * sum(self.calls.values())

    def cycles(self):
        # a call and return cost a few cycles each; copies go at one
        # load/store pair per cycle
        return sum(lf.cycles * self.calls[lf.f.name]
                   for lf in self.leaves) + self.moved + \
            8 * sum(self.calls.values())


def rv64_catalog():
    """The w = 64 catalogue of this backend (catalog.rv64_catalog: the
    RV64 policy is catalog.RV64_*): the library (sp_riscv64.c) and the
    kernel test use it."""
    return catalog.rv64_catalog()


def entry_of(f):
    """The catalogue entry of leaf f (by name, w = 64), or None."""
    if f.w != 64:
        return None
    e = rv64_catalog().entries.get(f.name)
    if e is None or [(p.name, p.length) for p in e.kernel.params] != \
            [(p.name, p.length) for p in f.params]:
        return None
    return e


_COMPILED = {}


def compile_best(f):
    """The best form of leaf f: the plain leaf, or an alternative from
    rv64_kernels.py for big kernels (all compiled, the best kept).
    Memoized on the kernel's IR text, so the test file and the library
    backend share the work."""
    key = (f.name, f.dump(), f.doc, f.may_alias)
    if key not in _COMPILED:
        _COMPILED[key] = _compile_best(f)
    return _COMPILED[key]


def compile_rows(f, cols):
    """A mont_rows leaf: the wavefront form by least cost (cycles), the
    product-scanning one by fewest instructions (its model cycles are
    latency-bound: the accumulator chain and too few free registers to
    overlap products; see catalog.RV64_ROWS), then least cost."""
    if cols:
        return compile_leaf(f, "instr", slack=0.0)
    return compile_leaf(f)


def compile_radix(f, e):
    """A reduced-radix Montgomery leaf: the catalogue's form and the
    other column-block widths of catalog.RV64_RADIX_BLOCKS, least cost
    kept."""
    import kernels_radix as KR
    forms = [compile_leaf(f)]
    for d in catalog.RV64_RADIX_BLOCKS:
        if d != KR.BLOCK:
            forms.append(compile_leaf(KR.build_rmont_mul(
                f.name, f.digit, e.n, e.field.bits, e.role == "rmont_sqr",
                d, f.doc)))
    return choose(forms)


def _compile_best(f):
    import rv64_kernels
    e = entry_of(f)
    if e is not None and e.role == "mont_rows":
        return compile_rows(f, rv64_catalog().rows_form(e.n)[1])
    if e is not None and e.role in catalog.RADIX_ROLES:
        return compile_radix(f, e)
    mode = "instr" if e is not None and e.role == "mul" else \
        "cycles"
    target = 8 * e.n * e.n if mode == "instr" else None
    split = e is not None and e.role == "mul" and \
        e.n >= catalog.RV64_SPLIT_MUL_LIMBS
    glue = e is not None and e.role in ("mont_reduce", "from_mont") and \
        e.field.reduction == "montgomery" and \
        e.n >= catalog.RV64_GLUE_REDUCE_LIMBS and e.n % 4 == 0
    forms = [compile_leaf(f, mode, target, quick=split or glue)]
    if split:
        forms.append(compile_leaf(rv64_kernels.build_mul_split(
            f.name, 64, e.n, doc=f.doc + "\nTwo passes over b, one per "
            "half of a (rv64_kernels.build_mul_split)."), mode, target))
    if glue:
        # the wavefront rows (4 per call) and the catalogue's form
        # (RV64_ROWS); of the glue forms and the plain leaf, the fewest
        # instructions win (then least cost)
        for k, cols in sorted({(4, False), rv64_catalog().rows_form(e.n)}):
            g, helpers = rv64_kernels.mont_reduce_glue(e, k, cols)
            forms.append(GlueForm(g, [compile_rows(helpers[0], cols)] +
                                  [compile_leaf(h) for h in helpers[1:]]))
        return choose(forms, "instr", slack=0.0)
    return choose(forms, mode, target)


def emit_form(form, t=None):
    """C lines of a compiled Leaf or GlueForm."""
    t = t or emit_c.CWords(64)
    if isinstance(form, Leaf):
        return emit_leaf(form, t)
    out = []
    for lf in form.leaves:
        out += emit_leaf(lf, t) + [""]
    look = {lf.f.name: lf.f for lf in form.leaves}
    out += emit_c.emit_glue(form.glue, t, look.__getitem__)
    return out


def verify_form(form, lines, rng, count=4, nbind=2):
    """Run the simulator on every asm block of a compiled form; for a
    GlueForm also run the glue (IR evaluator over the helper leaves)
    against semantics.py."""
    e = entry_of(form.f)
    if isinstance(form, Leaf):
        if e is not None and e.role not in catalog.RADIX_HELPERS:
            return verify_entry(e, lines, rng, count, nbind)
        # no semantics of its own (a helper of a glue entry, which the
        # kernel tests check): against the IR on random words
        return verify_leaf(form.f, lines, rng, count, nbind)
    for lf in form.leaves:
        lines_lf = emit_leaf(lf)
        verify_leaf(lf.f, lines_lf, rng, count, nbind)
        if e is not None and lf.f.name.endswith("_rows"):
            # against semantics.py too (real mp, edge moduli and t, ca)
            verify_entry(rows_entry(e, lf.f), lines_lf, rng, count, nbind)
    if e is not None:
        import semantics as S
        look = {lf.f.name: lf.f for lf in form.leaves}
        for args in S.cases(e, rng, count):
            bufs = {p.name: S.words_of(form.glue, args[p.name], p.length)
                    if p.kind == "array" else args[p.name]
                    for p in form.glue.params}
            ir.run(form.glue, bufs, look.__getitem__, garbage=0x5A5A)
            exp = S.expect(e, args)
            for name, v in exp.items():
                if name != "ret":
                    assert S.value_of(form.glue, bufs[name]) == v, \
                        form.f.name
    return True


def rows_entry(e, f):
    """A catalogue-like entry (role mont_rows, the field of entry e) for
    the rows helper f of e's glue form, so semantics.py can check it."""
    return catalog.Entry(f.name, "mont_rows", e.n, e.field, f)


_EMITTED = {}


def _emit_key(f, t):
    t = t or emit_c.CWords(64)
    return (f.name, f.dump(), f.doc, f.may_alias, t.w, t.dword)


def emit_function(f, t=None):
    """leaf_emitter for the templates: C lines of leaf f (inline asm, or
    glue around asm leaves for the biggest reductions), verified by the
    simulator before they are returned.  Memoized; prefetch() fills the
    memo from worker processes."""
    key = _emit_key(f, t)
    if key not in _EMITTED:
        form = compile_best(f)
        lines = emit_form(form, t)
        verify_form(form, lines, random.Random(f.name))
        _EMITTED[key] = lines
    return list(_EMITTED[key])


_JOBS = []


def _prefetch_one(i):
    f, t = _JOBS[i]
    return emit_function(f, t)


def prefetch(jobs):
    """Compile and verify the leaves of jobs [(f, t)] in parallel (one
    forked worker per CPU; SP_GEN_JOBS overrides the count), so that
    emit_function then finds them done.  The output does not depend on
    it: each leaf's allocation and its simulator check are seeded by the
    leaf alone."""
    todo = {}
    for f, t in jobs:
        key = _emit_key(f, t)
        if key not in _EMITTED:
            todo.setdefault(key, (f, t))
    procs = int(os.environ.get("SP_GEN_JOBS", "0")) or os.cpu_count() or 1
    procs = min(procs, len(todo))
    if procs < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return
    # biggest leaves first, so the workers finish together
    keys = sorted(todo, key=lambda k: -len(k[1]))
    _JOBS[:] = [todo[k] for k in keys]
    try:
        with multiprocessing.get_context("fork").Pool(procs) as pool:
            for k, lines in zip(keys, pool.imap(_prefetch_one,
                                                range(len(keys)))):
                _EMITTED[k] = lines
    finally:
        _JOBS[:] = []


emit_function.prefetch = prefetch


# ---------------------------------------------------------------------------
# Verification with the simulator
# ---------------------------------------------------------------------------
def _c_table(lines, name):
    import re
    text = "\n".join(lines)
    m = re.search(r"static const word64 %s\[(\d+)\] = \{(.*?)\};" %
                  re.escape(name), text, re.S)
    if not m:
        return None
    vals = re.findall(r"UINT64_C\((0x[0-9a-f]+|\d+)\)", m.group(2))
    words = [int(v, 0) for v in vals]
    assert len(words) == int(m.group(1))
    return words


def _c_spill(lines):
    import re
    m = re.search(r"word64 spill\[(\d+)\];", "\n".join(lines))
    return int(m.group(1)) if m else 0


def run_asm(f, lines, block, args, binding, alias=None):
    """Execute the parsed block of leaf f on args ({param: words list or
    word}); alias = (out, in) shares one buffer.  Returns ({array param:
    words}, ret word or None)."""
    mem = SIM.Memory()
    base = {}
    order = [p for p in f.params if p.kind == "array"]
    if alias:
        order.sort(key=lambda p: p.name != alias[0])
    for p in order:
        if alias and p.name == alias[1]:
            base[p.name] = base[alias[0]]
            continue
        words = list(args[p.name])
        if alias and p.name == alias[0]:
            other = list(args[alias[1]])
            n = len(other)
            words = other + words[n:]
        base[p.name] = mem.add(p.name, words, p.mode != "in" or (
            alias is not None and p.name == alias[0]))
    values = {}
    for name, cons, cexpr in block.operands():
        if cons == "=&r":
            continue
        if cexpr in base:
            values[name] = base[cexpr]
        elif cexpr == "spill":
            values[name] = mem.add("spill", [0] * _c_spill(lines))
        elif cexpr in args:
            values[name] = args[cexpr]
        else:
            words = _c_table(lines, cexpr)
            if words is None:
                raise SIM.AsmError("operand %s: unknown C expression %r" %
                                   (name, cexpr))
            values[name] = mem.add(cexpr, words, False)
    res = SIM.run_block(block, binding, values, mem)
    outs = {}
    for p in f.params:
        if p.kind == "array" and p.mode != "in":
            outs[p.name] = mem.read(base[p.name], p.length)
    ret = res.get("ret") if f.ret is not None else None
    return outs, ret


def _ir_reference(f, args, alias):
    bufs = {}
    for p in f.params:
        bufs[p.name] = list(args[p.name]) if p.kind == "array" else \
            args[p.name]
    if alias:
        o, i = alias
        n = f.param(i).length
        bufs[o] = bufs[i] + bufs[o][n:]
        bufs[i] = ir.ArrayView(bufs[o], 0, n)
    ret = ir.run_function(f, bufs)
    outs = {p.name: [bufs[p.name][k] for k in range(p.length)]
            for p in f.params if p.kind == "array" and p.mode != "in"}
    return outs, ret


def _random_args(f, rng, case):
    args = {}
    edge = [0, MASK, 1, 1 << 63]
    for p in f.params:
        if p.kind == "word":
            args[p.name] = edge[case] if case < len(edge) else \
                rng.getrandbits(64)
        else:
            if case == 1 and p.mode != "out":
                args[p.name] = [MASK] * p.length
            elif case == 0 and p.mode != "out":
                args[p.name] = [0] * p.length
            else:
                args[p.name] = [rng.getrandbits(64) for _ in
                                range(p.length)]
    return args


def verify_leaf(f, lines, rng, ncases=4, nbind=2, cases=None):
    """Parse, check and execute the emitted C lines of leaf f.

    cases: [(args, alias, expected)] with expected = ({param: words},
    ret) or None to take the IR evaluator's result as the reference
    (itself tested against semantics.py).  Default: ncases edge/random
    argument sets, plus one per may_alias pair.  Each case runs under
    nbind operand bindings.  Raises AssertionError / AsmError.
    """
    block = SIM.parse_asm(lines)
    SIM.check_block(block)
    if cases is None:
        cases = [(_random_args(f, rng, i), None, None)
                 for i in range(ncases)]
        for al in f.may_alias:
            cases.append((_random_args(f, rng, ncases), al, None))
    for args, alias, expected in cases:
        if expected is None:
            expected = _ir_reference(f, args, alias)
        values = {}
        for name, cons, cexpr in block.operands():
            if cexpr in args and not isinstance(args[cexpr], list):
                values[name] = ("word", args[cexpr])
            else:
                values[name] = ("ptr", alias[1] if alias and
                                cexpr == alias[0] else cexpr)
        for binding in SIM.bindings(block, values, rng, nbind):
            outs, ret = run_asm(f, lines, block, args, binding, alias)
            exp_outs, exp_ret = expected
            for name, words in exp_outs.items():
                if alias and name == alias[1]:
                    continue
                if outs[name] != words:
                    raise AssertionError("%s: %s differs (binding %s)" % (
                        f.name, name, binding))
            if f.ret is not None and ret != exp_ret:
                raise AssertionError("%s: returned %#x, expected %#x" % (
                    f.name, ret, exp_ret))
    return True


# ---------------------------------------------------------------------------
# Catalogue entries and files
# ---------------------------------------------------------------------------
def entry_cases(entry, rng, count):
    """verify_leaf cases of a catalogue entry from semantics.py: count
    edge/random argument sets plus one per may_alias pair, with the
    expected outputs computed on Python integers."""
    import semantics as S
    f = entry.kernel
    out = []

    def words_of(args):
        w = {}
        for p in f.params:
            w[p.name] = S.words_of(f, args[p.name], p.length) \
                if p.kind == "array" else args[p.name]
        return w

    def expected(args):
        exp = S.expect(entry, args)
        outs = {p.name: S.words_of(f, exp[p.name], p.length)
                for p in f.params
                if p.kind == "array" and p.mode != "in" and p.name in exp}
        return outs, exp.get("ret")

    for args in S.cases(entry, rng, count):
        out.append((words_of(args), None, expected(args)))
    for alias in f.may_alias:
        for args in S.cases(entry, rng, 1):
            out.append((words_of(args), alias, expected(args)))
    return out


def verify_entry(entry, lines, rng, count=4, nbind=2):
    """verify_leaf against semantics.py for a catalogue entry."""
    return verify_leaf(entry.kernel, lines, rng, nbind=nbind,
                       cases=entry_cases(entry, rng, count))


class Stats:
    """Per-leaf figures collected while emitting (for op_counts/report)."""

    def __init__(self):
        self.rows = []      # (name, instructions, mul-class, cycles, regs,
        #                      spill words, products)

    def add(self, form):
        if isinstance(form, GlueForm):
            muls = sum((counts(lf).get("mul", 0) + counts(lf).get(
                "mulhu", 0)) * form.calls[lf.f.name] for lf in form.leaves)
            spill = max(lf.spill_words for lf in form.leaves)
        else:
            c = counts(form)
            muls = c.get("mul", 0) + c.get("mulhu", 0)
            spill = form.spill_words
        self.rows.append((form.f.name, leaf_instructions(form), muls,
                          leaf_cycles(form), len(form.regs), spill,
                          isinstance(form, GlueForm)))


def emit_kernels(cat, entries, count=4, nbind=2, stats=None):
    """C lines of the given catalogue entries: tables and glue in C
    (emit_c), every leaf as verified inline asm."""
    t = emit_c.CWords(64)
    out = []
    emitted = set()
    for name in cat.tables:
        out += emit_c.emit_table(name, cat.tables[name], t) + [""]
        emitted.add(name)
    for name in cat.scalars:
        out += ["static const %s %s = %s;" % (t.word, name,
                                              t.lit(cat.scalars[name])), ""]
    for e in entries:
        k = e.kernel
        if isinstance(k, ir.Glue):
            for gname, words in k.globals.items():
                if gname not in emitted:
                    out += emit_c.emit_table(gname, words, t) + [""]
                    emitted.add(gname)
            out += emit_c.emit_glue(k, t, cat.lookup)
        else:
            form = compile_best(k)
            lines = emit_form(form, t)
            verify_form(form, lines, random.Random(k.name), count, nbind)
            if stats is not None:
                stats.add(form)
            out += lines
        out.append("")
    return out


GUARD = "SP_WORD_SIZE == 64 && defined(WOLFSSL_TARGET_RISCV64)"


def kernels_file(cat, intro, stats=None):
    """Lines of tests/sp_kernels/sp_kernels_rv64.inc."""
    lines = list(intro)
    lines += ["#if %s" % GUARD, ""]
    lines += emit_kernels(cat, cat.ordered(), stats=stats)
    lines += ["#endif /* %s */" % GUARD]
    return lines


def driver_file(cat, intro, inc_name):
    """Lines of tests/sp_kernels/kernel_test_rv64.c: the c64 test driver
    (emit_c.emit_test_driver) around inc_name (sp_kernels_rv64.inc),
    compiled to a SKIP stub on any other target."""
    lines = emit_c.emit_test_driver(cat, inc_name, intro)
    subst = {
        "#if SP_WORD_SIZE == 64": "#if " + GUARD,
        "#else /* SP_WORD_SIZE != 64 */": "#else",
        '    printf("SKIP: built without SP_WORD_SIZE == 64\\n");':
            '    printf("SKIP: needs RV64 and SP_WORD_SIZE == 64\\n");',
    }
    out = []
    for ln in lines:
        if ln in subst:
            out.append(subst.pop(ln))
        else:
            out.append(ln)
    assert not subst, "driver template changed: %s" % list(subst)
    return out
