"""The kernel IR of the SP generator: straight-line SSA on w-bit words.

Second layer of the generator (DESIGN.md section 4): kernel builders
(kernels.py) produce this IR, emitters (emit_c.py, later the RV64 emitter)
turn it into code, and the evaluator here runs it on Python integers so
that every kernel is tested before any code is written.

Two kinds of kernel implementation exist:

* `Function` - a *leaf*: a fully unrolled, branch-free list of `Op`s on
  w-bit words (w = 64 or 32).  Values are SSA: every `Value` is defined by
  exactly one op and never changes, so live ranges are explicit
  (`live_ranges()`) and a register allocator can run over the list.  One
  leaf becomes one C function, or one inline-asm block in the RV64 backend.

* `Glue` - a *composite*: calls of other kernels with pointer arguments
  (array + constant offset, or + loop index * stride), counted loops with a
  fixed trip count, and a little word arithmetic on carries.  Glue is how
  big sizes are built from leaves of at most ~16 limbs (Karatsuba, row
  loops) without unrolling n^2 products into one function; every backend
  emits glue as plain C.  Trip counts and offsets are public, so glue is
  constant time whenever its leaves are.

Operations (w-bit words, all arithmetic mod 2^w; `imm` is an int):

  primitive - one RV64IM instruction each (except a wide `const`):
    arg name            word parameter (no code)
    const imm           constant
    load arr, idx       word idx of array arr       (arr: param/local name)
    store arr, idx, v   (no result)
    add sub mul mulhu sltu and or xor    a, b
    shl shr             a, imm (0 < imm < w), logical shifts
  composite - lowered to primitives by `lower()`; emitters may do better
  (the C emitter uses a 2w-bit type):
    mulw a, b           -> (lo, hi) of a*b                      [2 ops]
    madd a, b[, c[, d]] -> (lo, hi) of a*b + c + d  (never overflows)
                                                       [5 ops with c, 8 with d]
    adc a, b, c         -> (s, carry) of a + b + c (carry = 0..2) [5 ops]
    sbb a, b, c         -> (d, borrow) of a - b - c (borrow = 0..2) [5 ops]
    select m, a, b      -> (a & m) | (b & ~m), m = 0 or all ones [3 ops]

Arrays are parameters (`in`, `out` or `inout`) or locals of a fixed length
in words; indices are constants, so no memory index depends on data.  An
array word holds a w-bit digit of a number, or a `digit`-bit one where the
kernel says so (Kernel.digit: the reduced-radix kernels).
`Builder` folds constants while building (x + 0, x * 1, multiplications by
0, 1 or 2^k, ...), so special moduli (P-256, SM2, P-384, ...) specialise
themselves through their constant words.
"""

from collections import Counter

PRIMITIVE = ("arg", "const", "load", "store", "add", "sub", "mul", "mulhu",
             "sltu", "and", "or", "xor", "shl", "shr")
COMPOSITE = ("mulw", "madd", "adc", "sbb", "select")
BINARY = ("add", "sub", "mul", "mulhu", "sltu", "and", "or", "xor")
SHIFTS = ("shl", "shr")
PURE = tuple(o for o in PRIMITIVE + COMPOSITE if o != "store")


class Value:
    """An SSA value: one w-bit word, defined once.

    hint  - a name class for emitters ('t' temporary, 'c' carry,
            'm' mask, or the array name of a loaded word).
    const - the value when it is a compile-time constant, else None.
    """
    __slots__ = ("id", "hint", "const")

    def __init__(self, vid, hint="t", const=None):
        self.id = vid
        self.hint = hint
        self.const = const

    def __repr__(self):
        if self.const is not None:
            return "#%x" % self.const
        return "%%%d" % self.id


class Op:
    """One operation: opcode, input values, immediates, result values."""
    __slots__ = ("opcode", "args", "imm", "results")

    def __init__(self, opcode, args=(), imm=(), results=()):
        self.opcode = opcode
        self.args = tuple(args)
        self.imm = tuple(imm)
        self.results = tuple(results)

    def __repr__(self):
        res = ", ".join(map(repr, self.results))
        ins = ", ".join([repr(a) for a in self.args] +
                        [str(i) for i in self.imm])
        return ("%s = %s %s" % (res, self.opcode, ins)) if res else \
            ("%s %s" % (self.opcode, ins))


class Param:
    """A kernel parameter: an array of `length` words or a single word.

    mode: 'in' (read only), 'out' (written), 'inout' (read and written)
    for arrays; 'word' for word parameters.
    """
    __slots__ = ("name", "kind", "length", "mode")

    def __init__(self, name, kind, length=1, mode="in"):
        assert kind in ("array", "word")
        self.name = name
        self.kind = kind
        self.length = length
        self.mode = mode if kind == "array" else "word"

    def __repr__(self):
        if self.kind == "word":
            return "word %s" % self.name
        return "%s %s[%d]" % (self.mode, self.name, self.length)


class Kernel:
    """Common part of leaves and glue: name, word size, signature, contract.

    ret        - None (void), 'word' (returns an unsigned word) or
                 'signed' (returns a word read as two's complement).
    doc        - the contract comment (maths, ranges, aliasing).
    may_alias  - pairs (out_param, in_param) that may be the same array.
    """

    def __init__(self, name, w, params, ret=None, doc="", may_alias=()):
        self.name = name
        self.w = w
        self.params = list(params)
        self.ret_kind = ret
        self.doc = doc
        self.may_alias = tuple(may_alias)
        self.digit = None         # bits per array word when < w (the
        #                           reduced-radix kernels, kernels_radix.py)

    def param(self, name):
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)


class Function(Kernel):
    """A leaf kernel: straight-line SSA ops (see module doc)."""

    def __init__(self, name, w, params, ret=None, doc="", may_alias=()):
        Kernel.__init__(self, name, w, params, ret, doc, may_alias)
        self.locals = []          # [(name, length)]
        self.ops = []
        self.ret = None           # Value returned, if any

    def dump(self):
        lines = ["%s(%s)" % (self.name, ", ".join(map(repr, self.params)))]
        lines += ["    " + repr(op) for op in self.ops]
        if self.ret is not None:
            lines.append("    ret %r" % self.ret)
        return "\n".join(lines)


# ---------------------------------------------------------------------------
# Builder with constant folding
# ---------------------------------------------------------------------------
class Builder:
    """Appends ops to a Function, folding constants as it goes.

    Every constructor returns Values; constant inputs are folded so that a
    kernel written once for any modulus specialises itself when the modulus
    words are constants (0, 1, 2^k and all-ones words become cheaper ops).
    """

    def __init__(self, name, w, ret=None, doc="", may_alias=()):
        self.w = w
        self.mask = (1 << w) - 1
        self.f = Function(name, w, [], ret, doc, may_alias)
        self._next = 0
        self._consts = {}

    # -- plumbing ----------------------------------------------------------
    def _val(self, hint="t", const=None):
        v = Value(self._next, hint, const)
        self._next += 1
        return v

    def _emit(self, opcode, args=(), imm=(), nres=1, hint="t"):
        res = tuple(self._val(hint) for _ in range(nres))
        self.f.ops.append(Op(opcode, args, imm, res))
        return res[0] if nres == 1 else res

    def array(self, name, length, mode):
        self.f.params.append(Param(name, "array", length, mode))
        return name

    def local(self, name, length):
        self.f.locals.append((name, length))
        return name

    def word(self, name):
        self.f.params.append(Param(name, "word"))
        return self._emit("arg", imm=(name,), hint=name)

    def finish(self, ret=None):
        self.f.ret = ret
        dce(self.f)
        return self.f

    # -- constants ---------------------------------------------------------
    def const(self, c):
        c &= self.mask
        if c not in self._consts:
            v = self._val("k", c)
            self.f.ops.append(Op("const", (), (c,), (v,)))
            self._consts[c] = v
        return self._consts[c]

    def is_const(self, v, c=None):
        if v.const is None:
            return False
        return c is None or v.const == (c & self.mask)

    # -- memory ------------------------------------------------------------
    def load(self, arr, idx):
        return self._emit("load", imm=(arr, idx), hint=arr)

    def store(self, arr, idx, v):
        self.f.ops.append(Op("store", (v,), (arr, idx)))

    # -- primitive arithmetic ----------------------------------------------
    def _binop(self, opcode, a, b, hint="t"):
        if a.const is not None and b.const is not None:
            return self.const(eval_binary(opcode, a.const, b.const, self.w))
        return self._emit(opcode, (a, b), hint=hint)

    def add(self, a, b, hint="t"):
        if self.is_const(a, 0):
            return b
        if self.is_const(b, 0):
            return a
        return self._binop("add", a, b, hint)

    def sub(self, a, b, hint="t"):
        if self.is_const(b, 0):
            return a
        if a is b:
            return self.const(0)
        return self._binop("sub", a, b, hint)

    def neg(self, a, hint="t"):
        return self.sub(self.const(0), a, hint)

    def mul(self, a, b, hint="t"):
        if a.const is not None and b.const is None:
            a, b = b, a
        if b.const is not None and a.const is None:
            c = b.const
            if c == 0:
                return self.const(0)
            if c & (c - 1) == 0:
                return self.shl(a, c.bit_length() - 1, hint)
        return self._binop("mul", a, b, hint)

    def mulhu(self, a, b, hint="t"):
        if a.const is not None and b.const is None:
            a, b = b, a
        if b.const is not None and a.const is None:
            c = b.const
            if c in (0, 1):
                return self.const(0)
            if c & (c - 1) == 0:
                return self.shr(a, self.w - (c.bit_length() - 1), hint)
        return self._binop("mulhu", a, b, hint)

    def sltu(self, a, b, hint="c"):
        if self.is_const(b, 0):
            return self.const(0)
        if a is b:
            return self.const(0)
        return self._binop("sltu", a, b, hint)

    def snez(self, a, hint="c"):
        """1 if a != 0 else 0 (RV64: sltu rd, zero, a)."""
        return self.sltu(self.const(0), a, hint)

    def and_(self, a, b, hint="t"):
        for x, y in ((a, b), (b, a)):
            if self.is_const(x, 0):
                return self.const(0)
            if self.is_const(x, self.mask):
                return y
        return self._binop("and", a, b, hint)

    def or_(self, a, b, hint="t"):
        for x, y in ((a, b), (b, a)):
            if self.is_const(x, 0):
                return y
        return self._binop("or", a, b, hint)

    def xor(self, a, b, hint="t"):
        for x, y in ((a, b), (b, a)):
            if self.is_const(x, 0):
                return y
        return self._binop("xor", a, b, hint)

    def shl(self, a, k, hint="t"):
        assert 0 <= k < self.w
        if k == 0 or self.is_const(a, 0):
            return a
        if a.const is not None:
            return self.const(a.const << k)
        return self._emit("shl", (a,), (k,), hint=hint)

    def shr(self, a, k, hint="t"):
        assert 0 <= k < self.w
        if k == 0 or self.is_const(a, 0):
            return a
        if a.const is not None:
            return self.const(a.const >> k)
        return self._emit("shr", (a,), (k,), hint=hint)

    # -- composite arithmetic ----------------------------------------------
    def addc(self, a, b, hint="t"):
        """(a + b mod 2^w, carry) with carry 0 or 1."""
        if a is None or self.is_const(a, 0):
            return b, self.const(0)
        if b is None or self.is_const(b, 0):
            return a, self.const(0)
        s = self.add(a, b, hint)
        return s, self.sltu(s, b if b.const is None else a)

    def adc(self, a, b, c=None, hint="t"):
        """(a + b + c mod 2^w, carry): carry is 0..2 (0..1 when c <= 1).

        None stands for a zero input.
        """
        ins = [x for x in (a, b, c) if x is not None and not
               self.is_const(x, 0)]
        if len(ins) == 0:
            return self.const(0), self.const(0)
        if len(ins) == 1:
            return ins[0], self.const(0)
        if len(ins) == 2:
            return self.addc(ins[0], ins[1], hint)
        if all(x.const is not None for x in ins):
            s = sum(x.const for x in ins)
            return self.const(s), self.const(s >> self.w)
        return self._emit("adc", tuple(ins), nres=2, hint=hint)

    def subb(self, a, b, hint="t"):
        """(a - b mod 2^w, borrow) with borrow 0 or 1."""
        if b is None or self.is_const(b, 0):
            return a, self.const(0)
        return self.sub(a, b, hint), self.sltu(a, b)

    def sbb(self, a, b, c=None, hint="t"):
        """(a - b - c mod 2^w, borrow 0..2); None stands for zero."""
        if c is None or self.is_const(c, 0):
            return self.subb(a, b, hint)
        if b is None or self.is_const(b, 0):
            return self.subb(a, c, hint)
        if all(x.const is not None for x in (a, b, c)):
            d = a.const - b.const - c.const
            return self.const(d), self.const((-(d >> self.w)) & self.mask)
        return self._emit("sbb", (a, b, c), nres=2, hint=hint)

    def mulw(self, a, b, hint="t"):
        """(lo, hi) of the full product a * b."""
        for x, y in ((a, b), (b, a)):
            if x.const is not None and (x.const == 0 or
                                        x.const & (x.const - 1) == 0):
                return self.mul(y, x, hint), self.mulhu(y, x, hint)
        if a.const is not None and b.const is not None:
            p = a.const * b.const
            return self.const(p), self.const(p >> self.w)
        return self._emit("mulw", (a, b), nres=2, hint=hint)

    def madd(self, a, b, c=None, d=None, hint="t"):
        """(lo, hi) of a*b + c + d; never overflows two words.

        c, d may be None (zero).  Products by a constant 0, 1, 2^k or
        2^w - 1 are rewritten into cheaper primitive sequences.
        """
        adds = [x for x in (c, d) if x is not None and not
                self.is_const(x, 0)]
        if a.const is not None and b.const is None:
            a, b = b, a
        k = b.const
        special = k is not None and (k & (k - 1) == 0 or k == self.mask or
                                     a.const is not None)
        if special:
            if k == self.mask and a.const is None and adds:
                return self._madd_all_ones(a, adds)
            lo, hi = self.mulw(a, b, hint)
            for x in adds:
                lo, cy = self.addc(lo, x, hint)
                hi = self.add(hi, cy, hint)
            return lo, hi
        if not adds:
            return self.mulw(a, b, hint)
        return self._emit("madd", (a, b) + tuple(adds), nres=2, hint=hint)

    def _madd_all_ones(self, a, adds):
        # a * (2^w - 1) + c [+ d] = a * 2^w + (c [+ d] - a):
        # low word c - a [+ d], high word a - borrow [+ carry].
        c = adds[0]
        lo, bw = self.subb(c, a)
        hi_add = None
        if len(adds) == 2:
            lo, hi_add = self.addc(lo, adds[1])
        hi = self.sub(a, bw)
        if hi_add is not None:
            hi = self.add(hi, hi_add)
        return lo, hi

    def select(self, m, a, b, hint="t"):
        """(a & m) | (b & ~m) for a mask m of 0 or all ones."""
        if self.is_const(m, 0):
            return b
        if self.is_const(m, self.mask):
            return a
        if a is b:
            return a
        return self._emit("select", (m, a, b), hint=hint)


# ---------------------------------------------------------------------------
# Semantics
# ---------------------------------------------------------------------------
def eval_binary(opcode, a, b, w):
    m = (1 << w) - 1
    if opcode == "add":
        return (a + b) & m
    if opcode == "sub":
        return (a - b) & m
    if opcode == "mul":
        return (a * b) & m
    if opcode == "mulhu":
        return (a * b) >> w
    if opcode == "sltu":
        return int(a < b)
    if opcode == "and":
        return a & b
    if opcode == "or":
        return a | b
    if opcode == "xor":
        return a ^ b
    raise ValueError(opcode)


def eval_op(op, ins, w):
    """Results of a non-memory op on input integers (a tuple)."""
    m = (1 << w) - 1
    o = op.opcode
    if o == "const":
        return (op.imm[0],)
    if o in BINARY:
        return (eval_binary(o, ins[0], ins[1], w),)
    if o == "shl":
        return ((ins[0] << op.imm[0]) & m,)
    if o == "shr":
        return (ins[0] >> op.imm[0],)
    if o == "mulw":
        p = ins[0] * ins[1]
        return (p & m, p >> w)
    if o == "madd":
        p = ins[0] * ins[1] + sum(ins[2:])
        return (p & m, p >> w)
    if o == "adc":
        s = ins[0] + ins[1] + ins[2]
        return (s & m, s >> w)
    if o == "sbb":
        d = ins[0] - ins[1] - ins[2]
        return (d & m, (-(d >> w)) & m)
    if o == "select":
        return ((ins[1] & ins[0]) | (ins[2] & ~ins[0] & m),)
    raise ValueError(o)


class ArrayView:
    """A window of `length` words into a Python list, starting at `base`.

    Loads and stores check the index against the declared length, so an
    out-of-bounds access in a kernel is an error in the tests.
    """
    __slots__ = ("buf", "base", "length", "writable")

    def __init__(self, buf, base=0, length=None, writable=True):
        self.buf = buf
        self.base = base
        self.length = len(buf) - base if length is None else length
        self.writable = writable
        assert base + self.length <= len(buf)

    def __getitem__(self, i):
        if not 0 <= i < self.length:
            raise IndexError("load index %d outside [0,%d)" % (i, self.length))
        return self.buf[self.base + i]

    def __setitem__(self, i, v):
        if not 0 <= i < self.length or not self.writable:
            raise IndexError("store index %d outside [0,%d)" %
                             (i, self.length))
        self.buf[self.base + i] = v

    def view(self, off, length):
        assert off >= 0 and off + length <= self.length, (off, length)
        return ArrayView(self.buf, self.base + off, length, self.writable)


def _bind_arrays(kernel, args):
    env = {}
    for p in kernel.params:
        a = args[p.name]
        if p.kind == "word":
            assert 0 <= a < (1 << kernel.w), (p.name, a)
            env[p.name] = a
        else:
            if not isinstance(a, ArrayView):
                a = ArrayView(a)
            assert a.length >= p.length, (kernel.name, p.name, a.length)
            env[p.name] = ArrayView(a.buf, a.base, p.length,
                                    p.mode != "in")
    return env


def run_function(f, args, garbage=0):
    """Evaluate leaf f; args maps parameter names to word lists or ints.

    Locals start filled with `garbage` so that a read before write shows.
    Returns the returned word (or None).
    """
    env = _bind_arrays(f, args)
    for name, length in f.locals:
        env[name] = ArrayView([garbage] * length)
    vals = {}
    w = f.w
    for op in f.ops:
        o = op.opcode
        if o == "arg":
            vals[op.results[0].id] = env[op.imm[0]]
        elif o == "load":
            vals[op.results[0].id] = env[op.imm[0]][op.imm[1]]
        elif o == "store":
            env[op.imm[0]][op.imm[1]] = vals[op.args[0].id]
        else:
            outs = eval_op(op, [vals[a.id] for a in op.args], w)
            for r, v in zip(op.results, outs):
                vals[r.id] = v
    return None if f.ret is None else vals[f.ret.id]


# ---------------------------------------------------------------------------
# Passes
# ---------------------------------------------------------------------------
def dce(f):
    """Drop pure ops none of whose results is used (in place)."""
    used = set()
    if f.ret is not None:
        used.add(f.ret.id)
    keep = []
    for op in reversed(f.ops):
        if op.opcode in PURE and op.opcode != "arg" and \
                not any(r.id in used for r in op.results):
            continue
        keep.append(op)
        for a in op.args:
            used.add(a.id)
    f.ops = keep[::-1]
    return f


def lower(f):
    """A copy of leaf f using primitive ops only (RV64-style sequences).

    The sequences are the ones an ISA without flags uses:
      mulw   -> mul, mulhu
      madd   -> mul, mulhu, then per addend: add, sltu, add(hi)
      adc    -> add, sltu, add, sltu, add(carries)
      sbb    -> sub, sltu, sub, sltu, add(borrows)
      select -> xor, and, xor
    """
    b = Builder(f.name, f.w, f.ret_kind, f.doc, f.may_alias)
    b.f.params = list(f.params)
    b.f.locals = list(f.locals)
    b.f.digit = f.digit
    vmap = {}

    def g(v):
        return vmap[v.id]

    for op in f.ops:
        o = op.opcode
        if o == "arg":
            r = b._emit("arg", imm=op.imm, hint=op.results[0].hint)
            outs = (r,)
        elif o == "const":
            outs = (b.const(op.imm[0]),)
        elif o == "load":
            outs = (b.load(*op.imm),)
        elif o == "store":
            b.store(op.imm[0], op.imm[1], g(op.args[0]))
            outs = ()
        elif o in PRIMITIVE:
            args = [g(a) for a in op.args]
            outs = (b._emit(o, args, op.imm, hint=op.results[0].hint),)
        else:
            outs = _lower_composite(b, op, [g(a) for a in op.args])
        for r, v in zip(op.results, outs):
            vmap[r.id] = v
    b.f.ret = None if f.ret is None else g(f.ret)
    return b.f


def _lower_composite(b, op, a):
    o = op.opcode
    e = b._emit
    if o == "mulw":
        return e("mul", a[:2]), e("mulhu", a[:2])
    if o == "madd":
        lo, hi = e("mul", a[:2]), e("mulhu", a[:2])
        for x in a[2:]:
            lo = e("add", (lo, x))
            cy = e("sltu", (lo, x), hint="c")
            hi = e("add", (hi, cy))
        return lo, hi
    if o == "adc":
        t = e("add", (a[0], a[1]))
        c1 = e("sltu", (t, a[1]), hint="c")
        s = e("add", (t, a[2]))
        c2 = e("sltu", (s, a[2]), hint="c")
        return s, e("add", (c1, c2), hint="c")
    if o == "sbb":
        t = e("sub", (a[0], a[1]))
        b1 = e("sltu", (a[0], a[1]), hint="c")
        d = e("sub", (t, a[2]))
        b2 = e("sltu", (t, a[2]), hint="c")
        return d, e("add", (b1, b2), hint="c")
    if o == "select":
        x = e("xor", (a[1], a[2]))
        x = e("and", (x, a[0]))
        return (e("xor", (a[2], x)),)
    raise ValueError(o)


def live_ranges(f):
    """{value id: (def index, last use index)} over f.ops.

    The returned value counts as used at index len(f.ops).  Values never
    used have last use == def index.  This is what a register allocator
    (linear scan) starts from.
    """
    ranges = {}
    for i, op in enumerate(f.ops):
        for r in op.results:
            ranges[r.id] = [i, i]
        for a in op.args:
            ranges[a.id][1] = i
    if f.ret is not None:
        ranges[f.ret.id][1] = len(f.ops)
    return {k: tuple(v) for k, v in ranges.items()}


def max_live(f, remat_loads=False):
    """Largest number of non-constant values live across an op boundary.

    A rough register-pressure figure (constants are left out: they can be
    rematerialised, and zero is a register on RV64).  remat_loads: leave
    out loaded words of 'in' arrays too (an allocator may reload them;
    valid while no store to an array that may alias them came between).
    """
    consts = {op.results[0].id for op in f.ops if op.opcode == "const"}
    if remat_loads:
        ins = {p.name for p in f.params if p.kind == "array" and
               p.mode == "in"}
        consts |= {op.results[0].id for op in f.ops
                   if op.opcode == "load" and op.imm[0] in ins}
    events = Counter()
    for vid, (d, u) in live_ranges(f).items():
        if u > d and vid not in consts:
            events[d] += 1
            events[u] -= 1
    best = cur = 0
    for i in sorted(events):
        cur += events[i]
        best = max(best, cur)
    return best


COUNT_KEYS = ("mul", "mulhu", "add", "sub", "sltu", "logic", "shift",
              "load", "store", "const")


def count_function(f):
    """Primitive op counts of leaf f after lowering (consts: non-zero)."""
    c = Counter()
    for op in lower(f).ops:
        o = op.opcode
        if o in ("and", "or", "xor"):
            c["logic"] += 1
        elif o in SHIFTS:
            c["shift"] += 1
        elif o == "const":
            if op.imm[0] != 0:
                c["const"] += 1
        elif o != "arg":
            c[o] += 1
    return c


# ---------------------------------------------------------------------------
# Glue: calls, counted loops and carry arithmetic around leaves
# ---------------------------------------------------------------------------
class Ptr:
    """Pointer argument: array `arr` + off + stride * (loop variable var)."""
    __slots__ = ("arr", "off", "var", "stride")

    def __init__(self, arr, off=0, var=None, stride=0):
        self.arr, self.off, self.var, self.stride = arr, off, var, stride


class Call:
    """result = callee(args...); args are Ptr or word expressions."""
    __slots__ = ("callee", "args", "result")

    def __init__(self, callee, args, result=None):
        self.callee, self.args, self.result = callee, list(args), result


class Set:
    """var = expr.  expr: int, variable name, or (op, e1[, e2]) with op in
    'add', 'sub', 'and', 'neg' (all mod 2^w)."""
    __slots__ = ("var", "expr")

    def __init__(self, var, expr):
        self.var, self.expr = var, expr


class Loop:
    """for var in range(count): body  (count is a constant)."""
    __slots__ = ("var", "count", "body")

    def __init__(self, var, count, body):
        self.var, self.count, self.body = var, count, list(body)


class Zero:
    """arr[off .. off+length) = 0."""
    __slots__ = ("arr", "off", "length")

    def __init__(self, arr, off, length):
        self.arr, self.off, self.length = arr, off, length


class Copy:
    """dst[doff .. doff+length) = src[soff .. soff+length)."""
    __slots__ = ("dst", "doff", "src", "soff", "length")

    def __init__(self, dst, doff, src, soff, length):
        self.dst, self.doff, self.src, self.soff = dst, doff, src, soff
        self.length = length


class Glue(Kernel):
    """A composite kernel (see module doc): body of Call/Set/Loop/Zero/Copy.

    locals   - [(name, length)] word arrays on the stack.
    globals  - {name: [words]} constant tables (e.g. a fixed modulus).
    words    - word variables used by Set/Call results.
    ret      - expression returned, or None.
    """

    def __init__(self, name, w, params, ret=None, doc="", may_alias=()):
        Kernel.__init__(self, name, w, params, ret, doc, may_alias)
        self.locals = []
        self.globals = {}
        self.words = []
        self.body = []
        self.ret = None

    def callees(self):
        out = []

        def walk(stmts):
            for s in stmts:
                if isinstance(s, Call) and s.callee not in out:
                    out.append(s.callee)
                elif isinstance(s, Loop):
                    walk(s.body)
        walk(self.body)
        return out


def eval_expr(e, env, w):
    m = (1 << w) - 1
    if isinstance(e, int):
        return e & m
    if isinstance(e, str):
        return env[e]
    op = e[0]
    x = eval_expr(e[1], env, w)
    if op == "neg":
        return (-x) & m
    y = eval_expr(e[2], env, w)
    if op == "add":
        return (x + y) & m
    if op == "sub":
        return (x - y) & m
    if op == "and":
        return x & y
    raise ValueError(op)


def run(kernel, args, lookup, garbage=0):
    """Evaluate a leaf or glue kernel; lookup(name) gives callee kernels."""
    if isinstance(kernel, Function):
        return run_function(kernel, args, garbage)
    env = _bind_arrays(kernel, args)
    for name, length in kernel.locals:
        env[name] = ArrayView([garbage] * length)
    for name, words in kernel.globals.items():
        env[name] = ArrayView(list(words), writable=False)
    words = {p.name: env[p.name] for p in kernel.params if p.kind == "word"}
    _run_stmts(kernel, kernel.body, env, words, {}, lookup, garbage)
    if kernel.ret is None:
        return None
    return eval_expr(kernel.ret, words, kernel.w)


def _run_stmts(g, stmts, env, words, loops, lookup, garbage):
    for s in stmts:
        if isinstance(s, Set):
            words[s.var] = eval_expr(s.expr, words, g.w)
        elif isinstance(s, Loop):
            for i in range(s.count):
                loops[s.var] = i
                _run_stmts(g, s.body, env, words, loops, lookup, garbage)
            del loops[s.var]
        elif isinstance(s, Zero):
            view = env[s.arr]
            for i in range(s.length):
                view[s.off + i] = 0
        elif isinstance(s, Copy):
            src, dst = env[s.src], env[s.dst]
            vals = [src[s.soff + i] for i in range(s.length)]
            for i, v in enumerate(vals):
                dst[s.doff + i] = v
        else:
            callee = lookup(s.callee)
            cargs = {}
            for p, a in zip(callee.params, s.args):
                if p.kind == "word":
                    cargs[p.name] = eval_expr(a, words, g.w)
                else:
                    off = a.off + (loops[a.var] * a.stride if a.var else 0)
                    cargs[p.name] = env[a.arr].view(off, p.length)
            r = run(callee, cargs, lookup, garbage)
            if s.result is not None:
                words[s.result] = r


def count_kernel(kernel, lookup, _cache=None):
    """Primitive op counts of a leaf or glue kernel (calls expanded).

    Glue word arithmetic counts as 'glue'; Zero/Copy count as stores and
    loads; calls as 'call' (the backends' call overhead is not modelled).
    """
    if _cache is None:
        _cache = {}
    if kernel.name in _cache:
        return _cache[kernel.name]
    if isinstance(kernel, Function):
        c = count_function(kernel)
    else:
        c = Counter()

        def walk(stmts, mult):
            for s in stmts:
                if isinstance(s, Loop):
                    walk(s.body, mult * s.count)
                elif isinstance(s, Set):
                    c["glue"] += mult
                elif isinstance(s, Zero):
                    c["store"] += mult * s.length
                elif isinstance(s, Copy):
                    c["load"] += mult * s.length
                    c["store"] += mult * s.length
                else:
                    sub = count_kernel(lookup(s.callee), lookup, _cache)
                    for k, v in sub.items():
                        c[k] += v * mult
                    c["call"] += mult
        walk(kernel.body, 1)
    _cache[kernel.name] = c
    return c
