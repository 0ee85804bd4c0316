"""A small RV64IM simulator for the inline-asm blocks of the SP generator.

Part of the generator (DESIGN.md section 4): the RV64 emitter
(emit_rv64.py) writes each leaf kernel as one GNU C `__asm__` block; this
module reads that block back from the very C text that goes into the
generated file, binds its operands to registers the way a compiler could,
executes it on Python integers and reports any deviation from the
inline-asm contract.  Nothing here trusts the emitter: the block is parsed
from its C string literals and operand lists.

What is checked (`check_block` statically, `execute` dynamically):
- mnemonics: only MNEMONICS (base RV64I + M, a few assembler pseudos, no
  branches, so every block is straight-line code);
- registers named in the text: only ALLOCATABLE (t0-t6, a0-a7, s1-s11),
  plus `zero`/`x0` as a source; never s0/fp, sp, gp, tp or ra;
- operands: "r" inputs, "+&r", "+r" and "=&r" outputs; no "m"; read-only
  inputs
  are never written; clobbers + operands <= 26; the clobber list is
  exactly the registers written that are not operands, plus "memory";
- at run time: no register is read before it is written (clobbered
  registers and early-clobber outputs start undefined), every memory
  access is an aligned doubleword inside one of the arrays passed in, and
  no read-only array is written.

The binding of operands to registers is the compiler's choice; `bindings`
draws several (distinct registers, registers shared by read-only inputs
of equal value - and by a "+r" operand and a read-only input of equal
value, which compilers do, hence "+&r" -, s0 and ra included) so a block
that only works for one choice fails here.
"""

import random
import re

MASK = (1 << 64) - 1

# ABI names -> register numbers.
REGS = {"zero": 0, "ra": 1, "sp": 2, "gp": 3, "tp": 4, "t0": 5, "t1": 6,
        "t2": 7, "s0": 8, "fp": 8, "s1": 9, "a0": 10, "a1": 11, "a2": 12,
        "a3": 13, "a4": 14, "a5": 15, "a6": 16, "a7": 17, "s2": 18,
        "s3": 19, "s4": 20, "s5": 21, "s6": 22, "s7": 23, "s8": 24,
        "s9": 25, "s10": 26, "s11": 27, "t3": 28, "t4": 29, "t5": 30,
        "t6": 31}
REGS.update({"x%d" % i: i for i in range(32)})
NAMES = {}
for _n, _i in REGS.items():
    if not _n.startswith("x") or _i == 0:
        NAMES.setdefault(_i, _n)
NAMES[8] = "s0"

# The 26 registers a block may use: with s0 the frame pointer these are
# exactly the registers a compiler can allocate to operands, so
# clobbers + operands <= 26 always leaves it enough for the operands.
ALLOCATABLE = ("t0", "t1", "t2", "t3", "t4", "t5", "t6",
               "a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7",
               "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10",
               "s11")
MAX_REGS = 26

# Mnemonic -> operand shape.  r: register written, s: register read,
# i: immediate (12-bit signed unless noted), m: offset(base).
MNEMONICS = {
    "ld": "rm", "sd": "sm",
    "add": "rss", "sub": "rss", "mul": "rss", "mulhu": "rss",
    "sltu": "rss", "and": "rss", "or": "rss", "xor": "rss",
    "addi": "rsi", "sltiu": "rsi", "andi": "rsi", "ori": "rsi",
    "xori": "rsi", "slli": "rsh", "srli": "rsh", "srai": "rsh",
    "li": "rI", "mv": "rs", "neg": "rs", "snez": "rs", "seqz": "rs",
}
# li: the assembler expands a 32-bit signed immediate to lui+addiw (or one
# of them); the emitter uses nothing wider (see instructions_of_li).


class AsmError(Exception):
    """A contract violation or a fault found in an asm block."""


# ---------------------------------------------------------------------------
# Reading the asm statement out of C text
# ---------------------------------------------------------------------------
class AsmBlock:
    """One `__asm__ __volatile__ (...)` statement, as parsed from C.

    template  - instruction lines (operand references like %[a] kept)
    outputs   - [(name, constraint, C expression)]
    inputs    - [(name, constraint, C expression)]
    clobbers  - [str]
    """

    def __init__(self, template, outputs, inputs, clobbers):
        self.template = template
        self.outputs = outputs
        self.inputs = inputs
        self.clobbers = clobbers

    def operands(self):
        return self.outputs + self.inputs

    def operand(self, name):
        for op in self.operands():
            if op[0] == name:
                return op
        raise KeyError(name)


_STR = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _unescape(s):
    return s.replace("\\n", "\n").replace("\\t", "\t").replace('\\"', '"') \
        .replace("\\\\", "\\")


_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[():,]|[^"():,]+')


def _split_top(text, sep):
    """Split text at sep outside parentheses and string literals."""
    parts, depth, cur = [], 0, []
    for m in _TOKENS.finditer(text):
        tok = m.group(0)
        if tok == "(":
            depth += 1
        elif tok == ")":
            depth -= 1
        if tok == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(tok)
    parts.append("".join(cur))
    return parts


def _operand_list(text):
    out = []
    for item in _split_top(text, ","):
        item = " ".join(item.split())
        if not item:
            continue
        m = re.match(r'^\[(\w+)\]\s*"([^"]*)"\s*\((.*)\)$', item)
        if not m:
            raise AsmError("cannot parse operand %r" % item)
        out.append((m.group(1), m.group(2), m.group(3).strip()))
    return out


def parse_asm(c_text):
    """The AsmBlock of the (single) asm statement in the C text."""
    if isinstance(c_text, (list, tuple)):
        c_text = "\n".join(c_text)
    # Drop C comments so that text in them is never taken for code.
    c_text = re.sub(r"/\*.*?\*/", " ", c_text, flags=re.S)
    starts = [m.start() for m in re.finditer(r"__asm__", c_text)]
    if len(starts) != 1:
        raise AsmError("expected one __asm__ statement, found %d" %
                       len(starts))
    i = c_text.index("(", starts[0])
    depth, j = 0, i
    while True:
        ch = c_text[j]
        if ch == '"':
            j += 1
            while c_text[j] != '"':
                j += 2 if c_text[j] == "\\" else 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                break
        j += 1
    body = c_text[i + 1:j]
    parts = _split_top(body, ":")
    if len(parts) != 4:
        raise AsmError("asm statement needs template, outputs, inputs and "
                       "clobbers (found %d sections)" % len(parts))
    text = "".join(_unescape(s) for s in _STR.findall(parts[0]))
    if _STR.sub("", parts[0]).strip():
        raise AsmError("asm template is not only string literals")
    template = [ln.strip() for ln in text.split("\n") if ln.strip()]
    clobbers = [_unescape(s) for s in _STR.findall(parts[3])]
    return AsmBlock(template, _operand_list(parts[1]),
                    _operand_list(parts[2]), clobbers)


# ---------------------------------------------------------------------------
# Instructions
# ---------------------------------------------------------------------------
def _imm(tok):
    try:
        return int(tok, 0)
    except ValueError:
        raise AsmError("bad immediate %r" % tok)


def split_line(line):
    """(mnemonic, [operand tokens]) of one template line (comments cut)."""
    line = line.split("#", 1)[0].strip()
    parts = line.split(None, 1)
    mn = parts[0]
    ops = [t.strip() for t in parts[1].split(",")] if len(parts) > 1 else []
    return mn, ops


def decode(line, regmap=None):
    """(mnemonic, rd, rs1, rs2, imm) of one line; registers as numbers.

    regmap: operand name -> register name, for %[name] references.
    Raises AsmError on anything outside MNEMONICS or a bad shape.
    """
    mn, ops = split_line(line)
    if mn not in MNEMONICS:
        raise AsmError("mnemonic %r is not allowed" % mn)
    shape = MNEMONICS[mn]
    if len(ops) != len(shape):
        raise AsmError("%r: expected %d operands" % (line, len(shape)))

    def reg(tok):
        m = re.match(r"^%\[(\w+)\]$", tok)
        if m:
            if regmap is None or m.group(1) not in regmap:
                raise AsmError("unbound operand %s" % tok)
            tok = regmap[m.group(1)]
            if isinstance(tok, int):
                return tok
        if tok not in REGS:
            raise AsmError("%r: unknown register %r" % (line, tok))
        return REGS[tok]

    rd = rs1 = rs2 = None
    imm = 0
    srcs = []
    for kind, tok in zip(shape, ops):
        if kind == "r":
            rd = reg(tok)
        elif kind == "s":
            srcs.append(reg(tok))
        elif kind in "iI":
            imm = _imm(tok)
            if kind == "i" and not -2048 <= imm <= 2047:
                raise AsmError("%r: immediate out of 12-bit range" % line)
            if kind == "I" and not -(1 << 31) <= imm < (1 << 31):
                raise AsmError("%r: li immediate wider than 32 bits" % line)
        elif kind == "h":
            imm = _imm(tok)
            if not 0 <= imm < 64:
                raise AsmError("%r: shift amount out of range" % line)
        elif kind == "m":
            m = re.match(r"^(-?\w+)\((.+)\)$", tok)
            if not m:
                raise AsmError("%r: bad memory operand" % line)
            imm = _imm(m.group(1))
            if not -2048 <= imm <= 2047:
                raise AsmError("%r: offset out of 12-bit range" % line)
            rs1 = reg(m.group(2).strip())
    if mn == "sd":
        rs2 = srcs[0]
    elif srcs:
        rs1 = srcs[0]
        if len(srcs) > 1:
            rs2 = srcs[1]
    return (mn, rd, rs1, rs2, imm)


def instructions_of_li(imm):
    """Machine instructions the assembler makes of `li rd, imm` (|imm| <
    2^31): addi alone, lui alone, or lui + addiw."""
    if -2048 <= imm <= 2047:
        return 1
    return 1 if imm & 0xFFF == 0 else 2


def reads_writes(ins):
    """(registers read, register written or None) of a decoded instr."""
    mn, rd, rs1, rs2, _ = ins
    reads = [r for r in (rs1, rs2) if r is not None]
    return reads, rd


# ---------------------------------------------------------------------------
# Static contract check
# ---------------------------------------------------------------------------
def literal_registers(block):
    """(registers named in the text that are read, ... that are written),
    as ABI names, not counting operand references."""
    rd_set, wr_set = set(), set()
    for line in block.template:
        mn, ops = split_line(line)
        shape = MNEMONICS.get(mn)
        if shape is None:
            raise AsmError("mnemonic %r is not allowed" % mn)
        for kind, tok in zip(shape, ops):
            if kind == "m":
                tok = tok[tok.index("(") + 1:-1].strip()
            if kind not in "rsm" or tok.startswith("%["):
                continue
            if tok not in REGS:
                raise AsmError("%r: unknown register %r" % (line, tok))
            name = NAMES[REGS[tok]]
            (wr_set if kind == "r" else rd_set).add(name)
    return rd_set, wr_set


def check_block(block):
    """Raise AsmError unless the block keeps the inline-asm contract."""
    for line in block.template:
        decode(line, {n: "t0" for n, _, _ in block.operands()})
    names = [op[0] for op in block.operands()]
    if len(set(names)) != len(names):
        raise AsmError("duplicate operand names")
    for name, cons, _ in block.outputs:
        if cons not in ("+r", "+&r", "=&r"):
            raise AsmError("output %s: constraint %r not allowed" %
                           (name, cons))
    for name, cons, _ in block.inputs:
        if cons != "r":
            raise AsmError("input %s: constraint %r not allowed" %
                           (name, cons))
    if "memory" not in block.clobbers:
        raise AsmError('clobber list lacks "memory"')
    regs = [c for c in block.clobbers if c != "memory"]
    if len(set(regs)) != len(regs):
        raise AsmError("duplicate clobber")
    for c in regs:
        if c not in ALLOCATABLE:
            raise AsmError("clobber %r is not an allocatable register" % c)
    used, written = literal_registers(block)
    for r in used | written:
        if r != "zero" and r not in ALLOCATABLE:
            raise AsmError("register %s may not be used" % r)
    if "zero" in written:
        raise AsmError("zero written")
    if written != set(regs):
        raise AsmError("clobbers %s differ from registers written %s" %
                       (sorted(regs), sorted(written)))
    if used - written - {"zero"}:
        raise AsmError("registers read but never written: %s" %
                       sorted(used - written - {"zero"}))
    if len(regs) + len(block.operands()) > MAX_REGS:
        raise AsmError("%d clobbers + %d operands > %d" % (
            len(regs), len(block.operands()), MAX_REGS))
    ro = {n for n, c, _ in block.inputs}
    for line in block.template:
        mn, ops = split_line(line)
        if MNEMONICS[mn][0] == "r" and ops[0].startswith("%["):
            if ops[0][2:-1] in ro:
                raise AsmError("read-only input %s written" % ops[0])


# ---------------------------------------------------------------------------
# Execution
# ---------------------------------------------------------------------------
class Memory:
    """Word-addressed memory made of named regions (arrays)."""

    def __init__(self):
        self.regions = []          # (base, nwords, writable, name)
        self.words = {}
        self.next = 0x10000

    def add(self, name, words, writable=True, base=None):
        """Place an array; returns its base address."""
        if base is None:
            base = self.next
            self.next += 8 * len(words) + 0x1000
        self.regions.append((base, len(words), writable, name))
        for i, x in enumerate(words):
            self.words[base + 8 * i] = x & MASK
        return base

    def _region(self, addr, write):
        if addr % 8:
            raise AsmError("unaligned access at %#x" % addr)
        ok = False
        for base, n, wr, name in self.regions:
            if base <= addr < base + 8 * n:
                if write and not wr:
                    raise AsmError("store into read-only %s" % name)
                ok = True
        if not ok:
            raise AsmError("access at %#x outside every array" % addr)

    def load(self, addr):
        self._region(addr, False)
        return self.words[addr]

    def store(self, addr, value):
        self._region(addr, True)
        self.words[addr] = value & MASK

    def read(self, base, n):
        return [self.words[base + 8 * i] for i in range(n)]


def execute(code, regs, mem, defined):
    """Run decoded instructions; regs: list of 32 ints (mutated);
    defined: set of register numbers holding defined values (mutated).
    Returns the set of registers written."""
    written = set()
    for ins in code:
        mn, rd, rs1, rs2, imm = ins
        for r in (rs1, rs2):
            if r is not None and r != 0 and r not in defined:
                raise AsmError("%s reads undefined %s" % (mn, NAMES[r]))
        a = regs[rs1] if rs1 is not None else 0
        b = regs[rs2] if rs2 is not None else 0
        if mn == "ld":
            v = mem.load((a + imm) & MASK)
        elif mn == "sd":
            mem.store((a + imm) & MASK, b)
            continue
        elif mn == "add":
            v = a + b
        elif mn == "sub":
            v = a - b
        elif mn == "mul":
            v = a * b
        elif mn == "mulhu":
            v = (a * b) >> 64
        elif mn == "sltu":
            v = int(a < b)
        elif mn == "and":
            v = a & b
        elif mn == "or":
            v = a | b
        elif mn == "xor":
            v = a ^ b
        elif mn == "addi":
            v = a + imm
        elif mn == "sltiu":
            v = int(a < (imm & MASK))
        elif mn == "andi":
            v = a & (imm & MASK)
        elif mn == "ori":
            v = a | (imm & MASK)
        elif mn == "xori":
            v = a ^ (imm & MASK)
        elif mn == "slli":
            v = a << imm
        elif mn == "srli":
            v = a >> imm
        elif mn == "srai":
            v = (a - (1 << 64) if a >> 63 else a) >> imm
        elif mn == "li":
            v = imm
        elif mn == "mv":
            v = a
        elif mn == "neg":
            v = -a
        elif mn == "snez":
            v = int(a != 0)
        elif mn == "seqz":
            v = int(a == 0)
        else:
            raise AsmError("mnemonic %r is not allowed" % mn)
        if rd == 0:
            raise AsmError("write to zero")
        regs[rd] = v & MASK
        defined.add(rd)
        written.add(rd)
    return written


# ---------------------------------------------------------------------------
# Operand bindings and whole-block runs
# ---------------------------------------------------------------------------
def bindings(block, values, rng, count):
    """`count` operand -> register-name maps a compiler could choose.

    values: operand name -> the value it carries (equal read-only inputs
    may then share a register).  Registers come from the allocatable set
    minus the clobbers, plus s0 and ra (usable by the compiler when no
    frame pointer is kept).  The first map uses distinct registers in
    order; the next one shares registers between equal read-only inputs
    where there are any; the rest are random.
    """
    clob = set(block.clobbers)
    pool = [r for r in ALLOCATABLE if r not in clob] + ["s0", "ra"]
    ops = block.outputs + block.inputs
    # operands whose register a compiler may give to another operand of
    # equal value: read-only inputs, and "+r" (not early-clobber) outputs
    shareable = [n for n, c, _ in ops if c in ("r", "+r")]
    ro = {n for n, c, _ in block.inputs}
    out = []
    for k in range(count):
        regs = list(pool)
        if k > 0:
            rng.shuffle(regs)
        share = k % 2 == 1
        m, it = {}, iter(regs)
        for name, cons, _ in ops:
            if share and name in ro:
                same = [o for o in shareable if o in m and
                        values.get(o) == values.get(name)]
                if same:
                    m[name] = m[same[0]]
                    continue
            m[name] = next(it)
        out.append(m)
    return out


def _bind(block, binding):
    """Decoded code of block with operands bound to registers (the
    template is decoded once, with placeholder register numbers)."""
    tmpl = getattr(block, "_decoded", None)
    names = [op[0] for op in block.operands()]
    if tmpl is None:
        place = {n: 100 + k for k, n in enumerate(names)}
        tmpl = [decode(ln, place) for ln in block.template]
        block._decoded = tmpl
    m = {100 + k: REGS[binding[n]] for k, n in enumerate(names)}
    return [(mn, m.get(rd, rd), m.get(r1, r1), m.get(r2, r2), imm)
            for mn, rd, r1, r2, imm in tmpl]


def run_block(block, binding, values, mem):
    """Execute block with operands bound to registers.

    values: operand name -> initial value ("=&r" outputs need none).
    Returns {operand name: final value} for every operand.  Raises
    AsmError on a fault or a contract violation seen at run time.
    """
    code = _bind(block, binding)
    regs = [0] * 32
    defined = {0}
    rng = random.Random(len(code))
    for r in range(1, 32):
        regs[r] = rng.getrandbits(64)        # garbage everywhere
    writable = set()
    for name, cons, _ in block.operands():
        r = REGS[binding[name]]
        if cons != "=&r":
            regs[r] = values[name] & MASK
            defined.add(r)
        if cons != "r":
            writable.add(r)
    written = execute(code, regs, mem, defined)
    allowed = writable | {REGS[c] for c in block.clobbers if c != "memory"}
    bad = written - allowed
    if bad:
        raise AsmError("writes %s: neither clobbered nor a writable operand"
                       % sorted(NAMES[r] for r in bad))
    return {name: regs[REGS[binding[name]]] for name, _, _ in
            block.operands()}
