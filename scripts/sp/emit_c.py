"""C emitter of the SP generator: IR kernels -> portable C99.

One of the emitters of DESIGN.md section 4 (the RV64 inline-asm emitter is
the other).  Two variants, chosen by the word size of the catalogue:

  w = 64: word64 limbs, products and carries through `sp_int_word`
          (sp_int.h's double-width digit, 128 bits whenever SP_WORD_SIZE
          is 64, here and in upstream wolfSSL);
  w = 32: word32 limbs, products and carries through word64.

Leaves (ir.Function) become straight-line C: each SSA value is mapped to a
C variable, reusing a variable once its value is dead (a register
allocator with an unlimited budget), so the functions stay readable and
small at -O0.  Composite ops use the double-width type: `madd` is one
`u = (dword)a * b + c + d` and `adc`/`sbb` one double-width sum, which
compilers turn into add-with-carry where the target has it.  Glue
(ir.Glue) becomes calls, `for` loops and carry arithmetic.

Every function is `static`, carries its contract as a comment, and
contains no branch or memory index that depends on data.
"""

import ctext
import ir


class CWords:
    """Type names and literals for one word size.  portable (w = 64): no
    double-width type; mulhu is the helper sp_mulhu64 (tmpl_common's
    "mulhu64"), for 64-bit leaves in a 32-bit backend."""

    def __init__(self, w, portable=False):
        self.w = w
        self.word = "word%d" % w
        self.sword = "sword%d" % w
        self.dword = None if portable else \
            ("sp_int_word" if w == 64 else "word64")

    def lit(self, c):
        if c < 10:
            return str(c)
        if self.w == 64:
            return "UINT64_C(0x%016x)" % c
        return "0x%08xU" % c


def wrap_list(prefix, items, indent="    ", width=79, sep=", ", end=";"):
    """prefix item, item, ...; wrapped under 80 columns."""
    lines, cur = [], indent + prefix
    for i, it in enumerate(items):
        piece = it + (sep if i + 1 < len(items) else end)
        if len(cur) + len(piece.rstrip()) > width:
            lines.append(cur.rstrip())
            cur = indent + " " * len(prefix) + piece
        else:
            cur += piece
    lines.append(cur.rstrip())
    return lines


def comment(name, doc):
    """A C block comment: the name, then the contract text."""
    text = ("%s: %s" % (name, doc)).split("\n")
    out = []
    for para in text:
        words, cur = para.split(" "), ""
        for wd in words:
            if cur and len(cur) + 1 + len(wd) > 73:
                out.append(cur)
                cur = wd
            else:
                cur = (cur + " " + wd) if cur else wd
        out.append(cur)
    lines = ["/* " + out[0]] + [" * " + x for x in out[1:]]
    lines[-1] += " */"
    return [ln.rstrip() for ln in lines]


def signature(k, t, qual=""):
    """The C head of kernel k (static; qual, e.g. a noinline attribute,
    between static and the return type)."""
    ret = {None: "void", "word": t.word, "signed": "int"}[k.ret_kind]
    params = []
    for p in k.params:
        if p.kind == "word":
            params.append("%s %s" % (t.word, p.name))
        elif p.mode == "in":
            params.append("const %s* %s" % (t.word, p.name))
        else:
            params.append("%s* %s" % (t.word, p.name))
    head = "static %s%s %s(" % (qual + " " if qual else "", ret, k.name)
    one = head + ", ".join(params) + ")"
    if len(one) <= 79:
        return [one]
    lines = wrap_list(head, params, indent="", end=")")
    if max(len(ln) for ln in lines) > 79:
        # a long head (qual): the parameters on lines of their own
        lines = [head] + wrap_list("", params, end=")")
    return lines


# ---------------------------------------------------------------------------
# Leaves
# ---------------------------------------------------------------------------
_POOLS = {"t": "v", "c": "c", "m": "mk"}


class _Names:
    """SSA value -> C variable, reusing dead variables per name class."""

    def __init__(self, f, t):
        self.t = t
        self.last = {vid: u for vid, (d, u) in ir.live_ranges(f).items()}
        self.name = {}
        self.free = {}
        self.count = {}
        self.decl = []          # variable names in order of creation

    def expr(self, v):
        if v.const is not None:
            return self.t.lit(v.const)
        return self.name[v.id]

    def release(self, op, i):
        for a in op.args:
            if a.const is None and self.last.get(a.id) == i and \
                    a.id in self.name:
                nm = self.name.pop(a.id)
                cls = self._cls_of(nm)
                if cls is not None and nm not in self.free[cls]:
                    self.free[cls].append(nm)

    def _cls_of(self, nm):
        for cls in _POOLS.values():
            if nm.startswith(cls) and nm[len(cls):].isdigit():
                return cls
        return None

    def new(self, v, fixed=None):
        if fixed is not None:
            nm = fixed
            if nm in self.decl:
                nm = "%s_%d" % (fixed, v.id)
            self.decl.append(nm)
        else:
            cls = _POOLS.get(v.hint, "v")
            pool = self.free.setdefault(cls, [])
            if pool:
                nm = pool.pop(0)
            else:
                nm = "%s%d" % (cls, self.count.get(cls, 0))
                self.count[cls] = self.count.get(cls, 0) + 1
                self.decl.append(nm)
        self.name[v.id] = nm
        return nm


def _op_lines(op, nm, t, i):
    """C statements for op (inputs are read before any output is written)."""
    o = op.opcode
    W, D, S = t.word, t.dword, t.w
    a = [nm.expr(x) for x in op.args]
    used = [nm.last.get(r.id, -1) > i for r in op.results]
    if o == "store":
        return ["%s[%d] = %s;" % (op.imm[0], op.imm[1], a[0])]
    nm.release(op, i)
    res = [nm.new(r) if u else None for r, u in zip(op.results, used)]
    if o == "load":
        return ["%s = %s[%d];" % (res[0], op.imm[0], op.imm[1])]
    simple = {"add": "+", "sub": "-", "mul": "*", "and": "&", "or": "|",
              "xor": "^"}
    if o in simple:
        e = "%s %s %s" % (a[0], simple[o], a[1])
        if o == "mul" and S == 32:
            e = "(%s)(%s)" % (W, e)
        return ["%s = %s;" % (res[0], e)]
    if o == "shl":
        return ["%s = %s << %d;" % (res[0], a[0], op.imm[0])]
    if o == "shr":
        return ["%s = %s >> %d;" % (res[0], a[0], op.imm[0])]
    if o == "sltu":
        return ["%s = (%s)(%s < %s);" % (res[0], W, a[0], a[1])]
    if o == "mulhu" and D is None:
        return ["%s = sp_mulhu64(%s, %s);" % (res[0], a[0], a[1])]
    if o == "mulhu":
        return ["%s = (%s)(((%s)%s * %s) >> %d);" % (res[0], W, D, a[0],
                                                     a[1], S)]
    if o == "select":
        return ["%s = (%s & %s) | (%s & ~%s);" % (res[0], a[1], a[0], a[2],
                                                 a[0])]
    if o in ("mulw", "madd"):
        e = "(%s)%s * %s" % (D, a[0], a[1]) + "".join(" + " + x
                                                      for x in a[2:])
    elif o == "adc":
        e = "(%s)%s + %s + %s" % (D, a[0], a[1], a[2])
    elif o == "sbb":
        e = "(%s)%s - %s - %s" % (D, a[0], a[1], a[2])
    else:
        raise ValueError(o)
    lines = ["u = %s;" % e]
    if res[0]:
        lines.append("%s = (%s)u;" % (res[0], W))
    if res[1]:
        hi = "(%s)(u >> %d)" % (W, S)
        if o == "sbb":
            hi = "(%s)0 - %s" % (W, hi)
        lines.append("%s = %s;" % (res[1], hi))
    return lines


def emit_function(f, t):
    """C text (list of lines) of leaf f."""
    nm = _Names(f, t)
    body = []
    uses_u = False
    for i, op in enumerate(f.ops):
        if op.opcode == "arg":
            nm.name[op.results[0].id] = op.imm[0]
            continue
        if op.opcode == "const":
            continue
        if op.opcode == "load":
            nm.release(op, i)
            if nm.last.get(op.results[0].id, -1) > i:
                v = nm.new(op.results[0], "%s%d" % op.imm)
                body.append("%s = %s[%d];" % (v, op.imm[0], op.imm[1]))
            continue
        lines = _op_lines(op, nm, t, i)
        uses_u = uses_u or any(ln.startswith("u = ") for ln in lines)
        body += lines
    if f.ret is not None:
        if f.ret_kind == "signed":
            x = nm.expr(f.ret)
            body.append("return (int)(%s & 1) - (int)((%s >> %d) << 1);"
                        % (x, x, t.w - 1))
        else:
            body.append("return %s;" % nm.expr(f.ret))
    out = comment(f.name, f.doc) + signature(f, t) + ["{"]
    if nm.decl:
        out += wrap_list("%s " % t.word, nm.decl)
    if uses_u:
        out.append("    %s u;" % t.dword)
    out.append("")
    out += ["    " + ln for ln in body]
    out.append("}")
    return out


# ---------------------------------------------------------------------------
# Glue
# ---------------------------------------------------------------------------
def _cexpr(e, t, top=True):
    """C text of a glue word expression (parenthesised unless top)."""
    if isinstance(e, int):
        return t.lit(e)
    if isinstance(e, str):
        return e
    if e[0] == "neg":
        x = "(%s)0 - %s" % (t.word, _cexpr(e[1], t, False))
    else:
        op = {"add": "+", "sub": "-", "and": "&"}[e[0]]
        x = "%s %s %s" % (_cexpr(e[1], t, False), op, _cexpr(e[2], t, False))
    return x if top else "(%s)" % x


def _ptr(a):
    s = a.arr
    parts = []
    if a.var:
        parts.append(a.var if a.stride == 1 else "%s * %d" % (a.var,
                                                             a.stride))
    if a.off:
        parts.append(str(a.off))
    return s if not parts else "%s + %s" % (s, " + ".join(parts))


def _glue_lines(g, stmts, t, lookup, indent):
    out = []
    pad = "    " * indent
    for s in stmts:
        if isinstance(s, ir.Set):
            out.append(pad + "%s = %s;" % (s.var, _cexpr(s.expr, t)))
        elif isinstance(s, ir.Loop):
            out.append(pad + "for (%s = 0; %s < %d; %s++) {" % (
                s.var, s.var, s.count, s.var))
            out += _glue_lines(g, s.body, t, lookup, indent + 1)
            out.append(pad + "}")
        elif isinstance(s, ir.Zero):
            out.append(pad + "XMEMSET(%s + %d, 0, %d * sizeof(%s));" % (
                s.arr, s.off, s.length, t.word))
        elif isinstance(s, ir.Copy):
            out.append(pad + "XMEMCPY(%s + %d, %s + %d, %d * sizeof(%s));"
                       % (s.dst, s.doff, s.src, s.soff, s.length, t.word))
        else:
            args = [_ptr(a) if isinstance(a, ir.Ptr) else _cexpr(a, t)
                    for a in s.args]
            callee = lookup(s.callee)
            head = "%s(" % s.callee
            if s.result is not None:
                head = "%s = %s" % (s.result, head)
            elif callee.ret_kind is not None:
                head = "(void)" + head
            line = pad + head + ", ".join(args) + ");"
            if len(line) <= 79:
                out.append(line)
            else:
                out += wrap_list(head, args, indent=pad, end=");")
    return out


def emit_glue(g, t, lookup):
    """C text (list of lines) of glue kernel g."""
    body = _glue_lines(g, g.body, t, lookup, 1)
    out = comment(g.name, g.doc) + signature(g, t) + ["{"]
    for name, length in g.locals:
        out.append("    %s %s[%d];" % (t.word, name, length))
    if g.words:
        out += wrap_list("%s " % t.word, list(g.words))
    loops = sorted({s.var for s in _walk(g.body) if isinstance(s, ir.Loop)})
    if loops:
        out.append("    int %s;" % ", ".join(loops))
    out.append("")
    out += body
    if g.ret is not None:
        out.append("    return %s;" % _cexpr(g.ret, t))
    out.append("}")
    return out


def _walk(stmts):
    for s in stmts:
        yield s
        if isinstance(s, ir.Loop):
            yield from _walk(s.body)


# ---------------------------------------------------------------------------
# Files
# ---------------------------------------------------------------------------
def emit_table(name, words, t):
    out = ["static const %s %s[%d] = {" % (t.word, name, len(words))]
    per = 2 if t.w == 64 else 4
    lits = [t.lit(x) if x >= 10 else ("UINT64_C(%d)" % x if t.w == 64
                                      else "%dU" % x) for x in words]
    for i in range(0, len(lits), per):
        chunk = lits[i:i + per]
        end = "," if i + per < len(lits) else ""
        out.append("    " + ", ".join(chunk) + end)
    out.append("};")
    return out


def emit_kernels(cat, entries, tables=None, scalars=None):
    """C lines for the given catalogue entries (callees first) and tables.

    tables/scalars: names from cat.tables / cat.scalars to emit (default
    all).  Glue globals are emitted once each.
    """
    t = CWords(cat.w)
    out = []
    tables = list(cat.tables) if tables is None else tables
    scalars = list(cat.scalars) if scalars is None else scalars
    emitted = set()
    for name in tables:
        out += emit_table(name, cat.tables[name], t) + [""]
        emitted.add(name)
    for name in scalars:
        out += ["static const %s %s = %s;" % (t.word, name,
                                              t.lit(cat.scalars[name])), ""]
    for e in entries:
        k = e.kernel
        if isinstance(k, ir.Glue):
            for gname, words in k.globals.items():
                if gname not in emitted:
                    out += emit_table(gname, words, t) + [""]
                    emitted.add(gname)
            out += emit_glue(k, t, cat.lookup)
        else:
            out += emit_function(k, t)
        out.append("")
    return out


# ---------------------------------------------------------------------------
# Test driver: a stdin/stdout program that calls any kernel of the file
# ---------------------------------------------------------------------------
_KIND = {"in": "i", "out": "o", "inout": "x", "word": "w"}

def emit_test_driver(cat, inc_name, intro):
    """C lines of the test program that includes `inc_name` (see
    tests/sp_kernels/run_kernel_test.py, which drives it)."""
    t = CWords(cat.w)
    out = intro + [
        "#include <wolfssl/wolfcrypt/settings.h>",
        "#include <wolfssl/wolfcrypt/types.h>",
        "#include <wolfssl/wolfcrypt/sp_int.h>",
        "#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>",
        "", "#if SP_WORD_SIZE == %d" % cat.w, "",
        '#include "%s"' % inc_name, "",
        "typedef %s tw;" % t.word, ""]
    entries = cat.ordered()
    maxp = max(len(e.kernel.params) for e in entries)
    out += ["#define KMAXP %d" % maxp, "",
            "struct kdesc {", "    const char* name;", "    int np;",
            "    const char* kinds;", "    int lens[KMAXP];", "    int ret;",
            "    void (*call)(tw** p, const tw* w, tw* ret);", "};", ""]
    descs = []
    for i, e in enumerate(entries):
        k = e.kernel
        args, nw = [], 0
        for j, p in enumerate(k.params):
            if p.kind == "word":
                args.append("w[%d]" % nw)
                nw += 1
            else:
                args.append("p[%d]" % j)
        call = "%s(%s)" % (k.name, ", ".join(args))
        if k.ret_kind == "signed":
            call = "*ret = (tw)(%s)%s;" % (t.sword, call)
        elif k.ret_kind:
            call = "*ret = %s;" % call
        else:
            call += ";"
        out += ["static void call_%d(tw** p, const tw* w, tw* ret)" % i,
                "{"]
        unused = [x for x, need in (("p", "p[" in call), ("w", "w[" in call),
                                    ("ret", "*ret" in call)) if not need]
        out += ["    (void)%s;" % x for x in unused]
        out += wrap_list("", [call], end="") + ["}", ""]
        kinds = "".join(_KIND[p.mode] for p in k.params)
        lens = ", ".join(str(p.length) for p in k.params)
        descs.append('    { "%s", %d, "%s",\n      { %s }, %d, call_%d }' % (
            k.name, len(k.params), kinds, lens, int(bool(k.ret_kind)), i))
    out += ["static const struct kdesc kernels[] = {"]
    out += [d + "," for d in descs[:-1]] + [descs[-1], "};", ""]
    out += ["struct tdesc {", "    const char* name;", "    const tw* w;",
            "    int len;", "};", "", "static const struct tdesc tables[] = {"]
    rows = ['    { "%s", %s, %d }' % (nm, nm, len(ws))
            for nm, ws in cat.tables.items()]
    rows += ['    { "%s", &%s, 1 }' % (nm, nm) for nm in cat.scalars]
    out += [r + "," for r in rows[:-1]] + [rows[-1], "};"]
    # the command loop: fixed C (templates/kernel_test_main.c.in)
    out += ctext.render("kernel_test_main.c.in").split("\n")
    out += ["#else /* SP_WORD_SIZE != %d */" % cat.w, "",
            "int main(void)", "{",
            '    printf("SKIP: built without SP_WORD_SIZE == %d\\n");' % cat.w,
            "    return 0;", "}", "", "#endif", ""]
    return out
