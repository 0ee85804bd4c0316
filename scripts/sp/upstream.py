"""Upstream wolfSSL's SP interface, as far as the generated backends
concern it (the drop-in of doc/DROPIN.md).

Layer: a fact table beside the templates.  Upstream wolfSSL (GPL) keeps
its fixed-size SP backends (sp_c64.c, sp_x86_64.c, ...) behind the
entry points its wolfssl/wolfcrypt/sp.h declares; a generated backend
of ours replaces upstream's sp_c64.c when it defines every one of them
that falls in the sizes and curves we cover, with upstream's prototype.
UPSTREAM_NAMES lists those names (read from upstream's sp.h of 5.5.4 and
5.7.2: the same set, 5.5.4 without SM2's, which it has no code for);
generate.py checks that the backends define them (test_upstream.py) and
declares, for a build against upstream's sp.h, the entry points of ours
that upstream's header lacks (extension_prototypes), so that
-Wmissing-prototypes stays quiet there.  No upstream text is copied:
names only, and the prototypes are our own decls.
"""

import re

import ctext
import tmpl_common

_CURVES = ("256", "384", "521", "sm2_256")
_ECC = ("mulmod", "mulmod_add", "mulmod_base", "mulmod_base_add",
        "make_key", "secret_gen", "sign", "verify", "is_point",
        "check_key", "proj_add_point", "proj_dbl_point", "map",
        "uncompress")

# Under WOLFSSL_SP_NONBLOCK upstream's sp.h also declares
# sp_ecc_{make_key,secret_gen,sign,verify}_{256,384,521}_nb.
NONBLOCK_NAMES = tuple("sp_ecc_%s_%s_nb" % (op, c)
                       for c in ("256", "384", "521")
                       for op in ("make_key", "secret_gen", "sign",
                                  "verify"))

UPSTREAM_NAMES = tuple(
    ["sp_RsaPublic_%d" % b for b in (2048, 3072, 4096)] +
    ["sp_RsaPrivate_%d" % b for b in (2048, 3072, 4096)] +
    ["sp_ModExp_%d" % b for b in (1024, 1536, 2048, 3072, 4096)] +
    ["sp_DhExp_%d" % b for b in (2048, 3072, 4096)] +
    ["sp_ecc_%s_%s" % (op, c) for c in _CURVES for op in _ECC] +
    ["sp_ecc_mulmod_1024", "sp_ecc_mulmod_base_1024",
     "sp_ecc_mulmod_base_add_1024", "sp_ecc_gen_table_1024",
     "sp_ecc_mulmod_table_1024", "sp_ModExp_Fp_star_1024",
     "sp_Pairing_1024", "sp_Pairing_gen_precomp_1024",
     "sp_Pairing_precomp_1024", "sp_ecc_is_point_1024",
     "sp_ecc_check_key_1024"]) + NONBLOCK_NAMES

# The marker our sp.h defines (and upstream's does not).
MARKER = "WC_SP_EXTENDED_API"

_PROTO = re.compile(r"^(?:WOLFSSL_API|WOLFSSL_LOCAL)\s+\w+\s+(sp_\w+)\(")


def declared(lines):
    """[(name, prototype lines without the export macro)] of decls."""
    out, cur = [], None
    for ln in lines:
        if cur is None:
            m = _PROTO.match(ln)
            if m:
                cur = (m.group(1), [re.sub(
                    r"^(?:WOLFSSL_API|WOLFSSL_LOCAL)\s+", "", ln)])
        else:
            cur[1].append(ln)
        if cur is not None and ln.rstrip().endswith(";"):
            out.append(cur)
            cur = None
    return out


def _extras(lines):
    """decls lines reduced to the prototypes of names upstream lacks and
    the conditionals around them (empty conditionals dropped)."""
    out, stack = [], []
    i = 0
    while i < len(lines):
        ln = lines[i]
        s = ln.strip()
        if s.startswith("#if"):
            stack.append(len(out))
            out.append(ln)
        elif s.startswith("#endif"):
            start = stack.pop()
            if all(x.strip().startswith("#") for x in out[start:]):
                del out[start:]
            else:
                out.append(ln)
        elif s.startswith("#else") or s.startswith("#elif"):
            out.append(ln)
        m = _PROTO.match(ln)
        if m:
            j = i
            while not lines[j].rstrip().endswith(";"):
                j += 1
            if m.group(1) not in UPSTREAM_NAMES:
                out += declared(lines[i:j + 1])[0][1]
            i = j
        i += 1
    return out


def extension_prototypes(mods):
    """C lines for a library backend: under `#ifndef MARKER` (compiled
    against upstream's sp.h), the prototypes of our entry points that
    upstream's sp.h does not declare, each under its module's GUARD."""
    ctx = tmpl_common.Context(64)
    ctx.all_guards = [m.GUARD for m in mods]
    body = []
    for m in mods:
        ctx.module = m
        ext = _extras(m.decls(ctx)) if hasattr(m, "decls") else []
        if ext:
            body += tmpl_common.if_lines(m.GUARD) + ext + ["#endif"]
    if not body:
        return []
    return ctext.render("upstream_ext.c.in", MARKER=MARKER,
                        BODY="\n".join(body)).split("\n")
