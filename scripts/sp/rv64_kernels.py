"""Register-blocked forms of the big leaf kernels, for the RV64 emitter.

Part of the RV64IM backend of the SP generator (DESIGN.md section 4).  The
kernel builders (kernels.py) write each leaf in the order that keeps the
fewest values live for an unlimited register file: an n x n product by
rows keeps all n words of a and a running row of n words, about 2n + 4
values.  An inline-asm block has 26 registers minus its pointer operands
(23 for r = a * b), so from about 10 limbs on that order spills.  The
builders here compute the same contracts in orders that fit, and
emit_rv64.py compiles them next to the plain form and keeps the better
(both are checked by the simulator against semantics.py like any leaf).

* `build_mul_split`: r = a * b in two passes over b, one per half of a.
  Pass 1 runs the row method with a[0..h) (h + h + 4 values live) and
  leaves P1 = a[0..h) * b in r[0..n+h) (words below h final); pass 2 adds
  a[h..n) * b * 2^(wh) with the row method again, taking P1 back from r:
  the low half of P1 enters as the first row's running words, the high
  half word by word at the top of each row, through a carry-propagating
  add (`adc` with the pending carry ca of the previous merge).  Cost over
  the plain rows: b is loaded twice, P1's n words are stored and loaded
  once, and about 5 instructions per merged word.
* `mont_reduce_glue`: a Montgomery reduction (or from_mont) leaf of 16
  limbs keeps a 16-word window of t besides the modulus words and the
  carries; instead it becomes the catalogue's big-size strategy - C glue
  around a k-row leaf (4 rows in wavefront order, ~3k values live, or 8
  rows in product-scanning order, 2k + 4 live) and a final-subtract
  leaf - behind the same name and signature.
"""

import ir


def _lazy(b, arr, idx, cache):
    if idx not in cache:
        cache[idx] = b.load(arr, idx)
    return cache[idx]


def build_mul_split(name, w, n, h=None, doc=""):
    """r (2n words) = a * b in two passes (see module doc); r must not
    overlap a or b (it holds the partial product between the passes)."""
    h = h or n // 2
    assert 0 < h < n
    b = ir.Builder(name, w, None, doc)
    b.array("r", 2 * n, "out")
    b.array("a", n, "in")
    b.array("b", n, "in")
    zero = b.const(0)
    ca_ = {}
    # Pass 1: P1 = a[0..h) * b, words 0 .. n+h-1.
    r = [zero] * (n + h)
    for j in range(n):
        yj = b.load("b", j)
        c = None
        for i in range(h):
            r[i + j], c = b.madd(_lazy(b, "a", i, ca_), yj, r[i + j], c)
        r[j + h] = c
        b.store("r", j, r[j])          # final (j < h) or P1[j]
    for k in range(n, n + h):
        b.store("r", k, r[k])          # P1[k]
    # Pass 2: r += a[h..n) * b * 2^(w h).
    ra = {}
    s = {}                              # running words of pass 2
    ca = None
    for j in range(n):
        yj = b.load("b", j)
        if j == 0:
            for k in range(h, n):
                s[k] = b.load("r", k)  # P1 low words: row 0's partials
        else:
            top = n - 1 + j            # top word of row j: carry of j-1
            if top < n + h:
                p1 = b.load("r", top)
                s[top], ca = b.adc(s[top], p1, ca)
            elif ca is not None:
                s[top], ca = b.addc(s[top], ca)
        c = None
        for i in range(h, n):
            k = i + j
            s[k], c = b.madd(_lazy(b, "a", i, ra), yj, s[k], c)
        s[n + j] = c
        b.store("r", h + j, s[h + j])  # final
    for k in range(n + h, 2 * n):
        v = s[k]
        if k == 2 * n - 1 and ca is not None:
            v = b.add(v, ca)           # the product fits: no carry out
        b.store("r", k, v)
    return b.finish()


def mont_reduce_glue(entry, k=4, cols=False):
    """(glue, helper leaves) computing a mont_reduce or from_mont leaf of
    the catalogue as the catalogue does above MAX_LEAF_LIMBS: a copy of
    the input into a local t (2n words), n/k calls of a k-row leaf
    (kernels.build_mont_rows, wavefront order: at most ~3k values live,
    so k = 4 fits the registers with room to schedule; or with cols
    kernels.build_mont_rows_cols, product scanning: k mu words, k-1
    modulus words and a three-word accumulator, so k = 8 fits) and the
    final subtraction (kernels.build_mont_final).  Same name, signature
    and contract as the leaf: mont_reduce works in place on its scratch
    t; from_mont copies a into a local t first (a is not modified).  r
    may alias t or a."""
    import kernels as K
    f, n, fld = entry.kernel, entry.n, entry.field
    assert entry.role in ("mont_reduce", "from_mont") and n % k == 0
    w = f.w
    mw = fld.words(fld.modulus, w) if fld.fixed else None
    mp = fld.mp(w) if fld.fixed else None
    rname, fname = f.name + "_rows", f.name + "_final"
    rows = (K.build_mont_rows_cols if cols else K.build_mont_rows)(
        rname, w, n, mw, mp, k,
        "Helper of %s: %d Montgomery rows in place on t[0..n+%d), "
        "%s; ca (0 or 1) enters at word n; returns the carry out.  "
        "Constant time." % (f.name, k, k, "product-scanning order" if cols
                            else "wavefront order"))
    fin = K.build_mont_final(
        fname, w, n, mw,
        "Helper of %s: r = T - m if T >= m else T for T = t + ca * "
        "2^(w*n) < 2m.  r may alias t.  Constant time." % f.name)
    g = ir.Glue(f.name, w, f.params, None, f.doc, f.may_alias)
    g.words = ["ca"]
    P = ir.Ptr
    mod = [] if fld.fixed else [P("m"), "mp"]
    if entry.role == "mont_reduce":
        u, body = "t", []             # t is scratch: reduce in place
    else:
        u = "u"
        g.locals = [("u", 2 * n)]
        body = [ir.Copy("u", 0, "a", 0, n), ir.Zero("u", n, n)]
    body += [ir.Set("ca", 0),
             ir.Loop("i", n // k, [ir.Call(rname, [P(u, 0, "i", k)] +
                                           mod + ["ca"], "ca")]),
             ir.Call(fname, [P("r"), P(u, n)] + mod[:1] + ["ca"])]
    g.body = body
    return g, [rows, fin]
