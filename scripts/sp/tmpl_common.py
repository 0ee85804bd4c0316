"""Template context of the SP generator: what a template module sees.

Layer above the kernel catalogue (catalog.py) and the emitters: the
templates (tmpl_rsa.py, tmpl_ecc.py, ...) write the size-generic C around
the kernels (exponentiation, point arithmetic, the public entry points)
and generate.py assembles their output into the library backends
wolfcrypt/src/sp_c64.c, sp_c32.c, sp_riscv64.c and the public
header wolfssl/wolfcrypt/sp.h.

Template module API (what generate.py calls; see TEMPLATES there)
-----------------------------------------------------------------
A template module defines:

  NAME    short name used in section banners ("rsa", "ecc").
  GUARD   C preprocessor condition (text after `#if`) under which the
          module's code and declarations are compiled, e.g.
          "defined(WOLFSSL_HAVE_SP_RSA) || defined(WOLFSSL_HAVE_SP_DH)".
  decls(ctx) -> list of lines: the module's part of sp.h (prototypes with
          WOLFSSL_API, includes it needs, comments).  generate.py wraps it
          in `#if GUARD`.  sp.h is shared by every backend, so the lines
          must not depend on ctx.w (decls is called with the 64-bit
          context only).
  emit(ctx) -> list of sections; a section is a list of C lines (or one
          string).  generate.py wraps them all in `#if GUARD`, after the
          kernels.  Every function the module defines is `static` unless
          it is declared in sp.h.  Request kernels, tables and helpers
          through ctx while building the sections (see below); they are
          emitted once, before the template sections, in dependency order,
          each under the OR of the guards of the modules that asked for it
          (so a kernel used only by RSA does not trip -Wunused-function in
          an ECC-only build).

Context (one per output file; ctx.module is the module being emitted)
---------------------------------------------------------------------
  ctx.w, ctx.word, ctx.sword, ctx.dword   digit size and its C types
          ("word64", "sword64", "wc_uint128" for w = 64; "word32",
          "sword32", "word64" for w = 32).
  ctx.backend    "c64", "c32" or "riscv64" (for comments only: templates
          must produce the same C for every backend of a word size).
  ctx.cat        the catalog.Catalog(w) (read-only use).
  ctx.field(name)          fields.Field by name ("p256", "rsa2048", ...).
  ctx.limbs(x)             limbs of a Field, field name, or bit count.
  ctx.lit(c)               C literal of a word constant.
  ctx.words(value, n)      little-endian list of n w-bit words of value.
  ctx.kernel(role, n, field=None) -> C name of kernel `role` on n limbs
          (field: Field or field name for field kernels such as mont_mul;
          None for size kernels such as add, cond_sub, mul, cmp).  The
          kernel is built if the catalogue lacks it (any n for size
          kernels) and it and its callees are marked used.
  ctx.kernel_params(name)  [(param name, kind, length, mode), ...] of a
          kernel, to check argument order in templates.
  ctx.table(name) / ctx.scalar(name) -> name of a constant table or word
          of the catalogue (sp_<prefix>_mod_<n>, ..._r2_<n>, ..._mp_<n>),
          marked used.
  ctx.const_table(name, words) -> name; defines a template-owned constant
          word table (emitted with the kernels, under the module guard).
  ctx.template_leaf(f) -> f.name: a leaf kernel (ir.Function) of the
          template's own, not of the catalogue (kernels_25519.py's), emitted
          with the file's leaf emitter on its own word size (f.w; 64-bit
          leaves in a 32-bit file are C with a portable 64x64 high
          product), under the current guard.
  ctx.helper(name) -> name of a shared C helper defined here (see
          HELPERS below: loading mp_int and big-endian bytes into
          fixed-size word arrays, storing them back, constant-time table
          lookup), emitted once per file for all modules that use it.
  ctx.comment(name, doc) -> C block comment lines in the kernels' style.
  with ctx.under(cond): ...  requests inside are emitted under `cond`, a
          condition narrower than GUARD (e.g. RSA-only code of the RSA/DH
          module); the template puts its own `#if cond` around that code.

Kernel contracts (aliasing, bounds) are in catalog.py and in the comment
above every emitted kernel.  A backend whose leaves are not C (the RV64
asm emitter) passes leaf_emitter=f(function, CWords) -> lines to Context;
glue kernels, tables, helpers and templates are always C.
"""

import contextlib
import os
import re

import catalog
import ctext
import emit_c
import ir
from fields import FIELDS


# ---------------------------------------------------------------------------
# Shared C helpers (templates/helper_*.c.in, filled by word_subs).  Names
# carry no size: the word count is a parameter (it is public).
# ---------------------------------------------------------------------------
# The constant-time word primitives are the text of ct.h (one source for
# the hand-written and the generated code): the generated files must
# compile without it in an upstream tree (doc/DROPIN.md), so the text
# between its embed markers is copied in, then instantiated on the file's
# word as sp_ct_* (sp_ct_barrier, sp_ct_eq_mask, sp_ct_cmov_n, ...).
CT_HEADER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                         "..", "wolfssl", "wolfcrypt", "ct.h")
CT_BEGIN = "/* ct.h embed begin"
CT_END = "/* ct.h embed end */"


def ct_header_text():
    """Lines of ct.h from its "embed begin" marker to "embed end"."""
    with open(CT_HEADER) as f:
        lines = f.read().split("\n")
    first = [i for i, ln in enumerate(lines) if ln.startswith(CT_BEGIN)]
    last = [i for i, ln in enumerate(lines) if ln == CT_END]
    assert len(first) == 1 and len(last) == 1 and first[0] < last[0], \
        "ct.h: one embed begin/end pair expected"
    return lines[first[0]:last[0] + 1]


# Constant-time modular inversion (Bernstein-Yang "safegcd" divsteps).
# Limbs of B bits in signed words: B = w - 2, so a 2x2 matrix of B
# divsteps (entries of at most 2^B in absolute value) fits one signed word.
INV_MAX_BITS = 1024      # largest modulus the helper's buffers take (SAKKE)


def inv_radix(w):
    return w - 2


def inv_limbs(w, bits):
    """Limbs of B bits for a value below 2^(w n), n = words of `bits`,
    with room for a sign (sp_ct_inv's L)."""
    n = (bits + w - 1) // w
    return (w * n) // inv_radix(w) + 1


def inv_batches(w, bits):
    """Batches of B divsteps sp_ct_inv runs for a `bits`-bit modulus: the
    bound's steps rounded up to whole batches (a batch computes exactly
    B of the divsteps, so no margin is needed)."""
    return -(-inv_steps(bits) // inv_radix(w))


def inv_minv(w, m):
    """-m^-1 mod 2^B, the constant sp_ct_inv takes."""
    B = inv_radix(w)
    return (-pow(m, -1, 1 << B)) % (1 << B)


def inv_steps(bits):
    """Half-delta divsteps (delta from 1/2) that take (f, g) = (m, a) with
    0 <= a < m < 2^bits to g = 0: floor((3787 log2(M) + 2166) / 1644)
    for 0 <= g <= f <= M, M >= 4257874 (Wuille, "Bounds on divsteps
    iterations in safegcd", github.com/sipa/safegcd-bounds: computed by
    exact convex-hull analysis and verified for all M <= 2^3805; 590 at
    256 bits also proved in Coq there), with log2(M) <= bits.  About 20%
    fewer steps than Bernstein and Yang's Theorem 11.2 for the original
    divsteps (741 at 256 bits)."""
    assert 23 <= bits <= 3805, "outside the verified range of the bound"
    return (3787 * bits + 2166) // 1644


HELPERS = {
    # key: (C name, template, helpers it calls), in the order they are
    # written out: a helper before its users
    "ct_barrier": ("sp_ct_barrier", "helper_ct_barrier.c.in", ()),
    "load_mp": ("sp_load_mp", "helper_load_mp.c.in", ("ct_barrier",)),
    "store_mp": ("sp_store_mp", "helper_store_mp.c.in", ("ct_barrier",)),
    "load_bin": ("sp_load_bin", "helper_load_bin.c.in", ()),
    "store_bin": ("sp_store_bin", "helper_store_bin.c.in", ()),
    "ct_eq_mask": ("sp_ct_eq_mask", None, ("ct_barrier",)),  # ct.h's
    "ct_select": ("sp_ct_select", None, ("ct_eq_mask",)),  # ct.h's
    "ct_inv": ("sp_ct_inv", "helper_ct_inv.c.in", ("ct_barrier",)),
    "vt_inv": ("sp_vt_inv", "helper_vt_inv.c.in", ("ct_inv",)),
    "word_bits": ("sp_word_bits", "helper_word_bits.c.in", ()),
    "radix": ("sp_radix_pack", "helper_radix.c.in", ()),  # and _unpack
    "mulhu64": ("sp_mulhu64", "helper_mulhu64.c.in", ()),
    "ct64": ("sp_ct64_select", "helper_ct64.c.in", ("ct_barrier",)),
}


def word_subs(t):
    """Substitutions of the helper templates for the CWords t: W, SW the
    word types, WB, WB1 the word's bits and w - 1; B, MAXL, MAXBITS
    sp_ct_inv's radix, buffer limbs and largest modulus; CT_TEXT the
    embedded part of ct.h."""
    return {"W": t.word, "SW": t.sword, "WB": str(t.w), "WB1": str(t.w - 1),
            "B": str(inv_radix(t.w)),
            "MAXL": str(inv_limbs(t.w, INV_MAX_BITS)),
            "MAXBITS": str(INV_MAX_BITS),
            "CT_TEXT": "\n".join(ct_header_text())}


# ---------------------------------------------------------------------------
# Compatibility preamble of every library backend (generate.library_file
# puts it after the includes).  The generated files compile against this
# project's headers and against upstream wolfSSL's (5.5.4, 5.7.2), so
# that sp_riscv64.c (or sp_c64.c) can replace upstream's sp_c64.c
# (doc/DROPIN.md).  What the C may use from the headers: the mp_int
# members used, size and dp, sign only through sp_isneg / SP_SET_ZPOS,
# sp_int_digit, sp_int_word / sp_int_sword, word32/word64/sword*, the
# error codes, XMALLOC/XFREE/XMEMSET/XMEMCPY, WC_INLINE and the sp_int
# functions both trees export (sp_init, sp_mod, mp_iszero, mp_forcezero,
# ...).  ForceZero is the file's own (upstream keeps it in misc.c, this
# project in misc.h, neither included here); the constant-time word
# primitives are ct.h's text (the ct_barrier helper).
# ---------------------------------------------------------------------------
COMPAT = ctext.render("compat.c.in").rstrip("\n")


class Context:
    """Everything a template needs for one output file (one word size)."""

    def __init__(self, w, backend=None, leaf_emitter=None, cat=None):
        self.w = w
        self.backend = backend or "c%d" % w
        self.cat = cat or catalog.Catalog(w)
        self.t = emit_c.CWords(w)
        self.word, self.sword, self.dword = \
            self.t.word, self.t.sword, self.t.dword
        self.leaf_emitter = leaf_emitter or emit_c.emit_function
        self.module = None           # template module being emitted
        self.all_guards = []         # GUARD of every module, in order
        self._kguards = {}           # kernel name -> set of guards
        self._tguards = {}           # table/scalar name -> set of guards
        self._hguards = {}           # helper key -> set of guards
        self._own_tables = {}        # template tables: name -> words
        self._leaves = {}            # template leaves: name -> Function
        self._lguards = {}           # template leaf name -> set of guards
        self._narrow = []            # stack of ctx.under() conditions
        self._extra = []             # those conditions, in order of use

    # -- plain facts ---------------------------------------------------
    def field(self, name):
        return FIELDS[name]

    def limbs(self, x):
        if isinstance(x, int):
            return (x + self.w - 1) // self.w
        if isinstance(x, str):
            x = FIELDS[x]
        return x.limbs(self.w)

    def lit(self, c):
        return self.t.lit(c)

    def words(self, value, n):
        mask = (1 << self.w) - 1
        assert 0 <= value < (1 << (self.w * n))
        return [(value >> (self.w * i)) & mask for i in range(n)]

    def comment(self, name, doc):
        return emit_c.comment(name, doc)

    # -- requests ------------------------------------------------------
    def _guard(self):
        assert self.module is not None, "request outside a template"
        g = self._narrow[-1] if self._narrow else self.module.GUARD
        if g not in self.all_guards and g not in self._extra:
            self._extra.append(g)
        return g

    @contextlib.contextmanager
    def under(self, cond):
        """Requests made inside `with ctx.under(cond):` are emitted under
        `cond` (a condition narrower than the module GUARD, e.g.
        "defined(WOLFSSL_HAVE_SP_RSA)" for RSA-only code of the RSA/DH
        module); the template wraps its own code in the same `#if`."""
        self._narrow.append(cond)
        try:
            yield
        finally:
            self._narrow.pop()

    def kernel(self, role, n, field=None):
        """C name of kernel `role` on n limbs; marks it used."""
        cat = self.cat
        if isinstance(field, str):
            field = FIELDS[field]
        key = (role, n, field.name if field else None)
        if key in cat._keys:
            name = cat._keys[key]
        elif field is None:
            name = cat.size_kernel(role, n)
        else:
            name = cat.field_kernel(role, n, field)
        self._mark_kernel(name, self._guard())
        return name

    def _mark_kernel(self, name, guard):
        self._kguards.setdefault(name, set()).add(guard)
        k = self.cat.lookup(name)
        if isinstance(k, ir.Glue):
            for g in k.globals:
                self._tguards.setdefault(g, set()).add(guard)
            for c in k.callees():
                self._mark_kernel(c, guard)

    def kernel_params(self, name):
        return [(p.name, p.kind, p.length, p.mode)
                for p in self.cat.lookup(name).params]

    def table(self, name):
        assert name in self.cat.tables or name in self._own_tables, name
        self._tguards.setdefault(name, set()).add(self._guard())
        return name

    def scalar(self, name):
        assert name in self.cat.scalars, name
        self._tguards.setdefault(name, set()).add(self._guard())
        return name

    def const_table(self, name, words):
        assert name not in self.cat.tables, name
        old = self._own_tables.get(name)
        assert old is None or old == list(words), "two tables " + name
        self._own_tables[name] = list(words)
        return self.table(name)

    def template_leaf(self, f):
        assert f.name not in self.cat.entries, f.name
        old = self._leaves.get(f.name)
        assert old is None or old.dump() == f.dump(), "two leaves " + f.name
        self._leaves[f.name] = f
        self._lguards.setdefault(f.name, set()).add(self._guard())
        if f.w == 64 and self.w == 32:
            self.helper("mulhu64")
        return f.name

    def helper(self, key):
        name, _, needs = HELPERS[key]
        self._hguards.setdefault(key, set()).add(self._guard())
        for k in needs:
            self.helper(k)
        return name

    # -- output (used by generate.py) -----------------------------------
    def _cond(self, guards):
        """`#if` text for a set of module guards, or None when every
        module of the file uses it (the file guard covers it)."""
        if set(self.all_guards) <= guards:
            return None
        ordered = [g for g in self.all_guards + self._extra if g in guards]
        if len(ordered) == 1:
            return ordered[0]
        return " || ".join("(%s)" % g for g in ordered)

    def _grouped(self, items):
        """items: [(guards, lines)] -> lines with #if blocks around runs
        of equal guards."""
        out, cur = [], "\0"
        for guards, lines in items:
            cond = self._cond(guards)
            if cond != cur:
                if cur not in ("\0", None):
                    out += ["#endif", ""]
                if cond is not None:
                    out += if_lines(cond) + [""]
                cur = cond
            out += lines + [""]
        if cur not in ("\0", None):
            out += ["#endif", ""]
        return out

    def _prefetch_leaves(self):
        """Hand every leaf support_lines will emit to the emitter's
        prefetch (parallel compilation), if it has one."""
        pre = getattr(self.leaf_emitter, "prefetch", None)
        if pre is None:
            return
        jobs = [(e.kernel, self.t) for e in self.cat.ordered()
                if e.name in self._kguards and
                not isinstance(e.kernel, ir.Glue)]
        jobs += [(f, emit_c.CWords(f.w)) for f in self._leaves.values()
                 if f.w <= self.w]
        pre(jobs)

    def support_lines(self):
        """C lines of every requested table, kernel and helper, callees
        before callers, each once, under the guards of its users."""
        items = []
        self._prefetch_leaves()
        for name in list(self.cat.tables) + list(self._own_tables):
            if name in self._tguards:
                words = self.cat.tables.get(name, self._own_tables.get(name))
                items.append((self._tguards[name],
                              emit_c.emit_table(name, words, self.t)))
        for name in self.cat.scalars:
            if name in self._tguards:
                items.append((self._tguards[name], [
                    "static const %s %s = %s;" % (
                        self.word, name, self.lit(self.cat.scalars[name]))]))
        for e in self.cat.ordered():
            if e.name not in self._kguards:
                continue
            k = e.kernel
            if isinstance(k, ir.Glue):
                lines = emit_c.emit_glue(k, self.t, self.cat.lookup)
            else:
                lines = self.leaf_emitter(k, self.t)
            items.append((self._kguards[e.name], lines))
        for key, (_, tname, _) in HELPERS.items():
            if key in self._hguards and tname is not None:
                items.append((self._hguards[key],
                              ctext.fill(tname, word_subs(self.t))))
        for name, f in self._leaves.items():
            t = emit_c.CWords(f.w, portable=(f.w > self.w))
            emitter = emit_c.emit_function if f.w > self.w else \
                self.leaf_emitter
            items.append((self._lguards[name], emitter(f, t)))
        return self._grouped(items)

    def used_kernels(self):
        return [e.name for e in self.cat.ordered() if e.name in self._kguards]


def if_lines(cond, width=79):
    """`#if cond` split after || and && to stay under 80 columns."""
    toks = re.split(r"( \|\| | && )", cond)
    pieces = []
    for i in range(0, len(toks), 2):
        pieces.append(toks[i] + (toks[i + 1].rstrip() if i + 1 < len(toks)
                                 else ""))
    out, cur = [], "#if"
    for p in pieces:
        if len(cur) + 1 + len(p) + 2 > width and cur.strip() != "#if":
            out.append(cur + " \\")
            cur = "   "
        cur += " " + p
    out.append(cur)
    return out
