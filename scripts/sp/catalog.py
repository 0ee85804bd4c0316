"""The catalogue: which kernels exist for which field, named how, built how.

Layer between the field table (fields.py) and the kernel builders
(kernels.py): for one digit size w it instantiates every kernel the SP
backends need, names it, writes its contract, and decides the strategy per
size (the policy constants below).  Emitters and tests iterate over a
`Catalog`; the templates ask it for kernel names by role.

Names: sp_<prefix>_<role>_<n>, n = number of w-bit limbs.
  size kernels  (prefix = bits of the size, e.g. sp_256_mul_4,
                 sp_1024_mul_16, sp_2048_mul_32; shared by every field of
                 that limb count):
      add sub cond_add cond_sub add_d cmp mul_d mul sqr
  field kernels (prefix = Field.prefix: 256, 256_order, 384, 521, sm2,
                 sakke, 2048, ...; generic RSA/DH sizes take m[] and mp):
      mont_reduce mont_mul mont_sqr from_mont
      and for fixed moduli also mont_add mont_sub mont_neg to_mont
  helpers of big sizes: mont_rows, mont_final (see kernels.py).
  reduced-radix kernels (catalogues built with radix=, i.e. the RV64
      one): rmont_mul, rmont_sqr of a generic modulus size in digits of
      r < w bits (kernels_radix.py): sp_1024_rmont_mul_18 has 18 digits
      of 57 bits.
  point kernels (catalogues built with dbl=, i.e. the RV64 one): proj_dbl,
      the whole a = -3 Jacobian doubling in one leaf, for the fixed curve
      fields of the listed limb counts (sp_256_proj_dbl_4, sp_sm2_...),
      and proj_madd, the Jacobian + affine addition (POINT_ROLES);
      proj_add, the Jacobian addition, for the limb counts of add=.
Constant tables of fixed fields: sp_<prefix>_mod_<n>[], sp_<prefix>_r2_<n>[]
(R^2 mod p) and the word sp_<prefix>_mp_<n> (-p^-1 mod 2^w).
"""

from fields import FIELDS
import kernels as K
import kernels_radix as KR

# Strategy per size (limbs of w bits).  Measure before changing: see
# `generate.py --counts` and tests/sp_kernels/op_counts.txt.
MAX_LEAF_LIMBS = 18    # n x n leaves (mul, sqr, reduce) fully unrolled up to
#                        this; bigger sizes: Karatsuba / row loops.  18 keeps
#                        P-521 with 32-bit words (17 limbs) in one leaf.
ROWS_PER_CALL = 4      # rows per call of the mont_rows leaf in the reduction
#                        of sizes above MAX_LEAF_LIMBS (must divide n), in
#                        wavefront order (kernels.build_mont_rows).  A
#                        catalogue may ask for another form (rows=): the
#                        RV64 one uses 8 rows in product-scanning order
#                        (kernels.build_mont_rows_cols; RV64_ROWS).
MAX_FUSED_LIMBS = 9    # mont_mul/mont_sqr fused into one leaf (product and
#                        reduction share registers) up to this; above it they
#                        call the mul/sqr and reduce kernels.

# Policy of the RV64 asm tier (emit_rv64.py; sp_riscv64.c and the RV64
# kernel test use rv64_catalog() below).  The emitter only emits: what
# exists and which forms are tried is decided here.
RV64_ROWS = (8, True)  # mont_rows: 8 rows per call in product-scanning
#                        order (kernels.build_mont_rows_cols) wherever 8
#                        divides n.  Measured (instructions of the leaf per
#                        word product, wavefront k = 4 -> this): 16 limbs
#                        8.88 -> 8.73, 32 limbs 8.81 -> 8.68, 64 limbs 8.78
#                        -> 8.65, and half the calls; on the U74 model of
#                        rv64_alloc (3-cycle ALU) it takes ~60% more
#                        cycles, with a 1-cycle ALU as many as the
#                        wavefront.
RV64_DBL = (4, 6)      # limb counts whose fixed a = -3 curve fields get the
#                        fused point leaves (POINT_ROLES: proj_dbl,
#                        kernels.build_proj_dbl; proj_madd,
#                        kernels.build_proj_madd) that the ECC templates
#                        call instead of their C proj_dbl / proj_madd.
RV64_ADD = (4,)        # of those, the limb counts that also get the fused
#                        Jacobian addition (proj_add, kernels.build_proj_add,
#                        12M + 4S).  Not P-384: its leaf would be ~10400
#                        instructions, over the 32 KiB limit of a function.
RV64_SPLIT_MUL_LIMBS = 10    # mul leaves from this size: the two-pass split
#                              form (rv64_kernels.build_mul_split) is
#                              compiled too, the best kept.
RV64_GLUE_REDUCE_LIMBS = 12  # mont_reduce/from_mont leaves from this size
#                              (n % 4 == 0): row glue too
#                              (rv64_kernels.mont_reduce_glue).

RV64_RADIX = (1024, 1536, 2048) # generic modulus sizes (bits) whose exponentiation
#                        runs on the reduced-radix kernels (rmont_mul,
#                        rmont_sqr: kernels_radix.py; digits from
#                        kernels_radix.plan).  Measured on RSA-2048
#                        signing (1024-bit CRT primes): see doc/RISCV.md.
RV64_RADIX_FIXED = ("sakke",)  # fixed fields kept in full radix whose
#                        mont_mul / mont_sqr pack into the digits of the
#                        generic size's reduced-radix kernels and back
#                        (kernels_radix.build_rmont_fixed; the size must be
#                        in RV64_RADIX).
RV64_RADIX_MERSENNE = ("p521",)  # Mersenne fields whose mont_mul /
#                        mont_sqr multiply in digits (9 of 58 bits for
#                        P-521, folded: kernels_radix.build_mersenne_rmul),
#                        converting from and to the field's words inside
#                        the leaf.  (Tried: the P-521 point doubling as one
#                        leaf on them, 5,789 instructions with 51 words of
#                        spills, 3% under the C doubling's kernel calls;
#                        not kept.)
RADIX_LEAF_MAX = 20    # rmont_mul / rmont_sqr of up to this many digits
#                        are one leaf (kernels_radix.build_rmont_mul; 18
#                        digits: ~13 KiB of RV64 code); above, C glue
#                        around row-block leaves (build_rmont_glue) of
RADIX_ROWS = 6         # rows per block: s rows keep 3s operand words in
#                        registers (a digit, its shift, the window).
RV64_RADIX_BLOCKS = (4, 5)  # column-block widths of the reduced-radix
#                             leaves compiled (kernels_radix.BLOCK is the
#                             catalogue's; emit_rv64.compile_radix keeps
#                             the least cost).

RV64_INLINE_MAX = 64    # asm leaves of up to this many instructions the
#                         compiler may inline; every bigger one is
#                         noinline (emit_rv64.emit_leaf), so Clang, which
#                         otherwise inlines every leaf into every caller
#                         (5.3 MB of .text, doc/RISCV.md "SP object code"),
#                         and GCC at any -O keep them out of line.
#                         Measured: see doc/RISCV.md.

SIZE_ROLES = ("add", "sub", "cond_add", "cond_sub", "add_d", "cmp", "mul_d",
              "mul", "sqr")
GENERIC_ROLES = ("mont_reduce", "mont_mul", "mont_sqr", "from_mont")
FIXED_ROLES = GENERIC_ROLES + ("mont_add", "mont_sub", "mont_neg", "to_mont")
# point leaves of the limb counts in Catalog(dbl=...)
POINT_ROLES = ("proj_dbl", "proj_madd")
# reduced-radix Montgomery kernels of the sizes in Catalog(radix=...),
# and the helper leaves of their glue form (digits above RADIX_LEAF_MAX;
# the row roles are named by their block height, sp_2048_rred_rows_6)
RADIX_ROLES = ("rmont_mul", "rmont_sqr")
RADIX_HELPERS = ("rsqr_cols", "rmul_rows", "rred_rows", "rfinal", "rpack",
                 "runpack")

CT = "Constant time."


class Entry:
    """One kernel of the catalogue."""
    __slots__ = ("name", "role", "n", "field", "kernel")

    def __init__(self, name, role, n, field, kernel):
        self.name, self.role, self.n = name, role, n
        self.field, self.kernel = field, kernel


class Catalog:
    """Every kernel for digit size w (64 or 32) and the given fields."""

    def __init__(self, w, fields=None, rows=(ROWS_PER_CALL, False),
                 dbl=(), add=(), radix=(), radix_fixed=(),
                 radix_mersenne=()):
        self.w = w
        self.rows = rows           # (k, product scanning?) of mont_rows
        self.dbl = tuple(dbl)      # limb counts with POINT_ROLES leaves
        self.add = tuple(add)      # of those, with a proj_add leaf too
        self.radix = tuple(radix)  # generic sizes with RADIX_ROLES (w 64)
        self.radix_fixed = tuple(radix_fixed)  # fixed fields through them
        self.radix_mersenne = tuple(radix_mersenne)  # digit Mersenne fields
        assert not (self.radix or self.radix_fixed) or w == 64
        assert all(FIELDS[x].bits in self.radix for x in self.radix_fixed)
        self.entries = {}          # name -> Entry, in creation order
        self._keys = {}            # (role, n, field name or None) -> name
        self.tables = {}           # name -> list of words
        self.scalars = {}          # name -> word
        for f in (fields or FIELDS.values()):
            self.add_field(f)

    # -- lookup --------------------------------------------------------
    def lookup(self, name):
        return self.entries[name].kernel

    def name_of(self, role, n, field=None):
        return self._keys[(role, n, field.name if field else None)]

    def has(self, role, n, field=None):
        return (role, n, field.name if field else None) in self._keys

    def radix_form(self, f):
        """(r, n): digits of r bits, n of them, of the reduced-radix
        kernels of generic field f, or None when this catalogue has none
        for it."""
        if f.name not in self.radix_fixed and (f.fixed or
                                               f.bits not in self.radix):
            return None
        return KR.plan(f.bits)

    def ordered(self):
        """Entries with every callee before its callers."""
        done, out = set(), []

        def visit(name):
            if name in done:
                return
            done.add(name)
            k = self.entries[name].kernel
            if hasattr(k, "callees"):
                for c in k.callees():
                    visit(c)
            out.append(self.entries[name])
        for name in self.entries:
            visit(name)
        return out

    # -- construction --------------------------------------------------
    def add_field(self, f):
        n = f.limbs(self.w)
        for role in SIZE_ROLES:
            self.size_kernel(role, n, f.sizep())
        if f.fixed:
            p = "sp_%s_" % f.prefix
            self.tables["%smod_%d" % (p, n)] = f.words(f.modulus, self.w)
            self.tables["%sr2_%d" % (p, n)] = f.words(f.r2(self.w), self.w)
            if f.reduction == "montgomery":
                self.scalars["%smp_%d" % (p, n)] = f.mp(self.w)
        for role in (FIXED_ROLES if f.fixed else GENERIC_ROLES):
            self.field_kernel(role, n, f)
        if n in self.dbl and f.fixed and f.curve is not None and \
                f.reduction == "montgomery" and \
                f.curve.a == f.modulus - 3:
            for role in POINT_ROLES:
                self.field_kernel(role, n, f)
            if n in self.add:
                self.field_kernel("proj_add", n, f)
        if self.radix_form(f) and not f.fixed:
            for role in RADIX_ROLES:
                self.field_kernel(role, self.radix_form(f)[1], f)

    def _register(self, key, name, role, n, field, builder):
        if key in self._keys:
            return self._keys[key]
        assert name not in self.entries, name
        self._keys[key] = name
        kernel = builder(name)
        self.entries[name] = Entry(name, role, n, field, kernel)
        return name

    def size_kernel(self, role, n, prefix=None):
        """Name of the size kernel `role` on n limbs (built on first use)."""
        prefix = prefix or str(n * self.w)
        name = "sp_%s_%s_%d" % (prefix, role, n)
        return self._register((role, n, None), name, role, n, None,
                              lambda nm: self._build_size(role, nm, n))

    def field_kernel(self, role, n, f):
        """Name of the kernel `role` of field f (generic moduli share one
        set of helpers per size)."""
        if role in ("mont_rows", "mont_final") and not f.fixed:
            key, name = (role, n, None), "sp_%d_%s_%d" % (n * self.w, role, n)
        else:
            key, name = (role, n, f.name), "sp_%s_%s_%d" % (f.prefix, role, n)
        return self._register(key, name, role, n, f,
                              lambda nm: self._build_field(role, nm, n, f))

    # -- size kernels --------------------------------------------------
    def _build_size(self, role, name, n):
        w = self.w
        d = size_doc(role, n, w)
        if role in ("add", "sub"):
            return (K.build_add if role == "add" else K.build_sub)(
                name, w, n, d)
        if role in ("cond_add", "cond_sub"):
            return K.build_cond_addsub(name, w, n, role == "cond_sub", d)
        if role == "add_d":
            return K.build_add_d(name, w, n, d)
        if role == "cmp":
            return K.build_cmp(name, w, n, d)
        if role == "mul_d":
            return K.build_mul_d(name, w, n, d)
        if role in ("mul", "sqr"):
            if n <= MAX_LEAF_LIMBS:
                return (K.build_mul if role == "mul" else K.build_sqr)(
                    name, w, n, d)
            assert n % 2 == 0, "no strategy for %d limbs" % n
            return K.build_karatsuba(_SizeLib(self), name, w, n,
                                     square=(role == "sqr"), doc=d)
        raise ValueError(role)

    # -- field kernels -------------------------------------------------
    def rows_form(self, n):
        """(k, product scanning?) of the mont_rows leaf of n limbs: the
        catalogue's `rows` where k divides n, else ROWS_PER_CALL rows in
        wavefront order."""
        k, cols = self.rows
        return (k, cols) if n % k == 0 else (ROWS_PER_CALL, False)

    def _build_field(self, role, name, n, f):
        w = self.w
        lib = _FieldLib(self, f)
        mw = f.words(f.modulus, w) if f.fixed else None
        mp = f.mp(w) if f.fixed and f.reduction == "montgomery" else None
        red, bits = f.reduction, f.bits
        k, cols = self.rows_form(n)
        if role in RADIX_ROLES + RADIX_HELPERS:
            return self._build_radix(role, name, n, f, lib)
        if role in ("mont_mul", "mont_sqr") and f.fixed and \
                self.radix_form(f):
            return self._build_radix_fixed(role, name, n, f, lib)
        if role in ("mont_mul", "mont_sqr") and \
                f.name in self.radix_mersenne:
            r, k = KR.mersenne_plan(bits)
            return KR.build_mersenne_rmul(
                name, bits, n, role == "mont_sqr",
                doc=field_doc(role, n, w, f, k, cols) + "\nIn %d digits of "
                "%d bits, folded (kernels_radix.build_mersenne_rmul)." % (k, r))
        d = field_doc(role, n, w, f, k, cols)
        leaf = n <= MAX_LEAF_LIMBS
        if role == "mont_reduce":
            if leaf or red == "mersenne":
                return K.build_mont_reduce(name, w, n, mw, mp, red, bits, d)
            return K.build_mont_reduce_rows(lib, name, w, n, k,
                                            f.fixed, d)
        if role in ("mont_mul", "mont_sqr"):
            sq = role == "mont_sqr"
            if n <= MAX_FUSED_LIMBS:
                return K.build_mont_mul(name, w, n, mw, mp, red, bits,
                                        square=sq, doc=d)
            return K.build_mont_mul_glue(lib, name, w, n, f.fixed, sq, d)
        if role == "mont_rows":
            return (K.build_mont_rows_cols if cols else K.build_mont_rows)(
                name, w, n, mw, mp, k, d)
        if role == "mont_final":
            return K.build_mont_final(name, w, n, mw, d)
        if role == "from_mont":
            if red == "mersenne":
                return K.build_copy(name, w, n, d)
            if leaf:
                return K.build_from_mont(name, w, n, mw, mp, d)
            return K.build_from_mont_glue(lib, name, w, n, f.fixed, d)
        if role == "to_mont":
            if red == "mersenne":
                return K.build_copy(name, w, n, d)
            if n <= MAX_FUSED_LIMBS:
                return K.build_mont_mul(name, w, n, mw, mp, red, bits,
                                        b_words=f.words(f.r2(w), w), doc=d)
            table = "sp_%s_r2_%d" % (f.prefix, n)
            return K.build_to_mont_glue(lib, name, w, n, table,
                                        f.words(f.r2(w), w), d)
        if role == "mont_add":
            return K.build_mod_add(name, w, n, mw, d)
        if role == "mont_sub":
            return K.build_mod_sub(name, w, n, mw, d)
        if role == "mont_neg":
            return K.build_mod_neg(name, w, n, mw, d)
        if role == "proj_dbl":
            return K.build_proj_dbl(name, w, n, mw, mp, d)
        if role == "proj_madd":
            return K.build_proj_madd(name, w, n, mw, mp, d)
        if role == "proj_add":
            return K.build_proj_add(name, w, n, mw, mp, d)
        raise ValueError(role)


    def _build_radix(self, role, name, n, f, lib):
        r, digits = self.radix_form(f)
        d = radix_doc(role, r, digits, f, n)
        sq = role == "rmont_sqr"
        if role in RADIX_ROLES and n <= RADIX_LEAF_MAX:
            return KR.build_rmont_mul(name, r, n, f.bits, sq, doc=d)
        if role in RADIX_ROLES:
            return KR.build_rmont_glue(lib, name, r, n, f.bits, RADIX_ROWS,
                                       sq, d)
        if role == "rpack":
            rd = r * digits - self.w * n
            return KR.build_rpack(name, r, digits, n, rd // 2, d)
        if role == "runpack":
            return KR.build_runpack(name, r, digits, n, d)
        if role == "rsqr_cols":
            return KR.build_rsqr_cols(name, r, n, doc=d)
        if role == "rmul_rows":
            return KR.build_rmul_rows(name, r, digits, n, d)
        if role == "rred_rows":
            return KR.build_rred_rows(name, r, digits, n, d)
        return KR.build_rfinal(name, r, n, d)


    def _build_radix_fixed(self, role, name, n, f, lib):
        """mont_mul / mont_sqr of fixed field f through the generic
        size's reduced-radix kernels (kernels_radix.build_rmont_fixed)."""
        r, digits = self.radix_form(f)
        g = FIELDS["rsa%d" % f.bits]
        names = {"pack": lib.kernel("rpack", n),
                 "unpack": lib.kernel("runpack", n),
                 "final": lib.kernel("mont_final", n),
                 "rmul" if role == "mont_mul" else "rsqr":
                 self.field_kernel("r" + role, digits, g)}
        doc = field_doc(role, n, self.w, f) + \
            "\nBy %s on %d digits of %d bits (kernels_radix.py)." % (
                names.get("rmul", names.get("rsqr")), digits, r)
        table = "sp_%s_rmod_%d" % (f.prefix, digits)
        self.tables[table] = [(f.modulus >> (r * i)) & ((1 << r) - 1)
                              for i in range(digits)]
        return KR.build_rmont_fixed(name, r, digits, n,
                                    r * digits - self.w * n, names, table,
                                    self.tables[table], f.mp(self.w),
                                    role == "mont_sqr", doc)


class _SizeLib:
    """What glue builders of size kernels see: kernel(role, n) -> name."""

    def __init__(self, cat):
        self.cat = cat

    def kernel(self, role, n):
        return self.cat.size_kernel(role, n)


class _FieldLib(_SizeLib):
    """Glue builders of field kernels: field roles resolve to the field."""

    def __init__(self, cat, f):
        _SizeLib.__init__(self, cat)
        self.f = f

    def kernel(self, role, n):
        if role in SIZE_ROLES:
            prefix = self.f.sizep() if n == self.f.limbs(self.cat.w) else None
            return self.cat.size_kernel(role, n, prefix)
        return self.cat.field_kernel(role, n, self.f)


# ---------------------------------------------------------------------------
# Contracts (the comment above each emitted function)
# ---------------------------------------------------------------------------
_SIZE_DOCS = {
    "add": "r = a + b mod 2^(w*n); returns the carry (0 or 1).\n"
           "r may alias a or b exactly.",
    "sub": "r = a - b mod 2^(w*n); returns the borrow (0 or 1).\n"
           "r may alias a or b exactly.",
    "cond_add": "r = a + (b & mask) mod 2^(w*n), mask 0 or all ones;\n"
                "returns the carry.  r may alias a or b exactly.",
    "cond_sub": "r = a - (b & mask) mod 2^(w*n), mask 0 or all ones;\n"
                "returns the borrow.  r may alias a or b exactly.",
    "add_d": "r = a + d mod 2^(w*n) for a word d; returns the carry.\n"
             "r may alias a exactly.",
    "cmp": "Returns -1, 0 or 1 as a < b, a == b, a > b.",
    "mul_d": "r[0..n] (n+1 words) = a * d for a word d.\n"
             "r may alias a exactly.",
    "mul": "r[0..2n) = a * b.  r must not overlap a or b.",
    "sqr": "r[0..2n) = a * a.  r must not overlap a.",
}


def size_doc(role, n, w):
    return "%s\nn = %d limbs of %d bits.  %s" % (_SIZE_DOCS[role], n, w, CT)


def field_doc(role, n, w, f, k=ROWS_PER_CALL, cols=False):
    if f.fixed:
        mod = "p, the %s" % (f.description or f.name) + \
            (" prime" if f.kind == "prime" else "")
    else:
        mod = "m, a run-time odd modulus of up to %d bits given with\n" \
              "mp = -m^-1 mod 2^%d" % (f.bits, w)
    if f.reduction == "mersenne":
        rdef = "R = 1 (P-521 keeps plain values; the reduction is the " \
               "Mersenne\nshift-and-add, not Montgomery's)"
    else:
        rdef = "R = 2^%d" % (w * n)
    bound = "" if f.reduction != "mersenne" else \
        " with R = 2^521 here\n(true for any product of two values < 2^521)"
    docs = {
        "mont_reduce": "r = t * R^-1 mod {m}; t is 2n words, t < {m}*R" +
                       bound + ".\nr < {m}; r may alias t; t is scratch "
                       "(undefined afterwards).",
        "mont_mul": "r = a * b * R^-1 mod {m}, for a, b < {m}; r < {m}.\n"
                    "r may alias a or b.",
        "mont_sqr": "r = a * a * R^-1 mod {m}, for a < {m}; r < {m}.  "
                    "r may alias a.",
        "from_mont": "r = a * R^-1 mod {m}, for a < {m}; r < {m}.  "
                     "r may alias a.",
        "to_mont": "r = a * R mod {m}, for a < {m}; r < {m}.  "
                   "r may alias a.",
        "mont_add": "r = (a + b) mod {m}, for a, b < {m}.  "
                    "r may alias a, b.",
        "mont_sub": "r = (a - b) mod {m}, for a, b < {m}.  "
                    "r may alias a, b.",
        "mont_neg": "r = -a mod {m}, for a < {m}.  r may alias a.",
        "mont_rows": "k = %d Montgomery rows in place on t[0..n+k): for "
                     "r < k, mu = t[r] * mp mod 2^w, t += mu * {m} << "
                     "(w*r); ca (0 or 1) is added at word n.  Writes "
                     "t[k..n+k) and returns the carry out of it; "
                     "t[0..k) (logically 0) is left unchanged.  %s "
                     "order." % (k, "Product-scanning" if cols else
                                 "Wavefront"),
        "proj_dbl": "r = 2p for Jacobian points p, r (X, Y, Z: 3n "
                    "words) of the a = -3 curve over {m}, in Montgomery "
                    "form, coordinates < {m}: Y2 = 2Y, D = Z^2, G = Y2^2, "
                    "B = X G, A = 3 (X - D)(X + D), X' = A^2 - 2B, "
                    "Z' = Y2 Z, Y' = A (B - X') - G^2 / 2 (4M + 4S; any "
                    "coordinates, Z = 0 gives Z' = 0).  r may alias p.",
        "proj_madd": "r = p + q for a Jacobian point p (X1, Y1, Z1: 3n "
                     "words) and an affine q (X2, Y2: 2n words) of the "
                     "curve over {m}, in Montgomery form, coordinates < "
                     "{m}: U2 = X2 Z1^2, S2 = Y2 Z1^3, H = U2 - X1, R = "
                     "S2 - Y1, V = X1 H^2, X3 = R^2 - H^3 - 2V, Y3 = "
                     "R (V - X3) - Y1 H^3, Z3 = Z1 H (8M + 3S; any "
                     "coordinates).  Returns all ones when H = R = 0 "
                     "(p = q: the result is wrong), else 0.  r may "
                     "alias p.",
        "proj_add": "r = p + q for Jacobian points p (X1, Y1, Z1), q "
                    "(X2, Y2, Z2: 3n words each) of the curve over {m}, "
                    "in Montgomery form, coordinates < {m}: U1 = X1 "
                    "Z2^2, U2 = X2 Z1^2, S1 = Y1 Z2^3, S2 = Y2 Z1^3, H = "
                    "U2 - U1, R = S2 - S1, V = U1 H^2, X3 = R^2 - H^3 - "
                    "2V, Y3 = R (V - X3) - S1 H^3, Z3 = Z1 Z2 H (12M + "
                    "4S; any coordinates).  Returns all ones when H = R "
                    "= 0 (p = q: the result is wrong), else 0.  r may "
                    "alias p or q.",
        "mont_final": "r = T - {m} if T >= {m} else T, for "
                      "T = t + ca * 2^(w*n) < 2{m}.\nr may alias t.",
    }
    text = docs[role].format(m="p" if f.fixed else "m")
    return "%s\nModulus: %s.\n%s.  n = %d limbs of %d bits.  %s" % (
        text, mod, rdef, n, w, CT)


def radix_doc(role, r, n, f, k=None):
    """Contract comment of a reduced-radix kernel (kernels_radix.py): n
    digits of r bits; k the block height of the row helpers."""
    sq = role == "rmont_sqr"
    what = "a * a" if sq else "a * b"
    head = {
        "rsqr_cols": "t = the columns of a * a as (L, H) pairs (value H 2^r "
                     "+ (L - (H << r)\nmod 2^64)), 2n - 1 of them.",
        "rmul_rows": "t (columns 0 .. k+n-2 as pairs) += a[0..k) * b, k = "
                     "%s rows." % k,
        "rred_rows": "The Montgomery rows of a block of k = %s: columns 0 "
                     ".. k-1 of t\nfinished (u words), u m added to the "
                     "later columns and the carry\nout into column k." % k,
        "rfinal": "r = the columns t (pairs, n - 1 of them, from column n) "
                  "as digits.",
        "rpack": "d = a 2^(rd/2) as digits, for a of k = %s words; R' = "
                 "2^rd 2^(64 k)." % k,
        "runpack": "t (k = %s words) = the digits d mod 2^(64 k); returns "
                   "the rest." % k,
    }.get(role)
    if head is None:
        head = ("r = (%s + u m) / R with u = -%s m^-1 mod R:\n"
                "r = %s R^-1 mod m, r < 2m, for a%s < 2m.  r may alias "
                "a%s." % (what, what, what, "" if sq else ", b",
                          "" if sq else " or b"))
    return ("%s\nModulus: m, a run-time odd modulus of %d bits, "
            "mp = -m^-1 mod 2^64.\nDigits: %d of %d bits (every array "
            "word below 2^%d), R = 2^%d\n(kernels_radix.py).  %s" % (
                head, f.bits, n, r, r, r * n, CT))


_RV64 = {}


def rv64_catalog():
    """The w = 64 catalogue of the RV64 asm tier (built once):
    Catalog(64, rows=RV64_ROWS, dbl=RV64_DBL, add=RV64_ADD,
    radix=RV64_RADIX, radix_fixed=RV64_RADIX_FIXED,
    radix_mersenne=RV64_RADIX_MERSENNE)."""
    if "cat" not in _RV64:
        _RV64["cat"] = Catalog(64, rows=RV64_ROWS, dbl=RV64_DBL,
                               add=RV64_ADD, radix=RV64_RADIX,
                               radix_fixed=RV64_RADIX_FIXED,
                               radix_mersenne=RV64_RADIX_MERSENNE)
    return _RV64["cat"]
