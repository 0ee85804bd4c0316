"""The SP dispatch of the generator: one keyed entry per SP operation.

Layer: beside the templates, above sp.h.  The algorithm files (rsa.c,
dh.c, ecc.c, sm2.c, sakke_math.c) do not name the per-size / per-curve
entry points of sp.h (sp_RsaPrivate_2048, sp_ecc_sign_384, ...): they
call sp_dispatch_<op>(key, <the entry point's arguments>), which this
module generates from the same lists the backends are generated from
(tmpl_rsa.RSA_SIZES / MODEXP_SIZES / DH_SIZES, tmpl_ecc.CURVES with the
curve ids of fields.py, tmpl_ecc_sm2.SPEC, tmpl_sakke.API), and with
each entry point's own prototype read back from the modules' sp.h
declarations.  The key is the modulus bit length (RSA, DH, SAKKE) or
wolfCrypt's curve id (ecc.h: ECC_SECP256R1, ...).

Output (our build only; an upstream tree keeps its own callers and takes
the backends alone, doc/DROPIN.md):
  wolfcrypt/src/sp_dispatch.h  internal header: SP_NOT_HANDLED and the
                               WOLFSSL_LOCAL prototypes
  wolfcrypt/src/sp_dispatch.c  the switches

SP_NOT_HANDLED is the one "not handled" code: a dispatch function
returns it when no entry point covers the key, and in place of sp.h's
MP_READ_E ("a shape this size does not take: use sp_int") for the
operations whose contract has that decline (DECLINE below).  Callers fall
back to sp_int on SP_NOT_HANDLED only and pass every other code on.
"""

import re
import textwrap

import fields
import tmpl_common
import tmpl_ecc
import tmpl_ecc_sm2
import tmpl_rsa
import tmpl_sakke
import upstream

# The value of SP_NOT_HANDLED: outside every range of error codes of
# wolfCrypt (-100 .. -300 here, to -1000 upstream), sp_int (MP_*, small
# negatives) and the wolfSSL TLS layer (-300 .. -500 and beyond).
NOT_HANDLED = -32000

HEADER = "sp_dispatch.h"
SOURCE = "sp_dispatch.c"

RSA = tmpl_rsa.RSA
DH = tmpl_rsa.DH
RSA_DH = tmpl_rsa.GUARD
ECC = tmpl_ecc.GUARD
SM2 = "defined(WOLFSSL_HAVE_SP_SM2)"      # sp.h defines it (tmpl_ecc_sm2)
SAKKE = tmpl_sakke.GUARD


class Op:
    """One dispatch function: sp_dispatch_<name>(key, args of pattern).

    pattern  entry point with %s for the suffix ("sp_RsaPublic_%s").
    key      "bits" or "curve": the name of the key parameter.
    guard    condition of the whole function.
    entries  [(case label, suffix, extra guard or None)].
    decline  sp.h's MP_READ_E means "not this shape": SP_NOT_HANDLED.
    what     one line for the comment.
    """

    def __init__(self, name, pattern, key, guard, entries, decline, what):
        self.name, self.pattern, self.key = name, pattern, key
        self.guard, self.entries, self.decline = guard, entries, decline
        self.what = what


def _sizes(sizes):
    return [(str(b), str(b), None) for b in sizes]


def _curves(specs, guard=None):
    out = []
    for spec in specs:
        cid = fields.FIELDS[spec.field].curve.wc_id
        assert cid, "fields.py: curve %s has no wc_id" % spec.field
        out.append((cid, spec.api, guard))
    return out


def operations():
    """The dispatch functions, in output order."""
    ecdsa = _curves(tmpl_ecc.CURVES)
    sm2 = _curves([tmpl_ecc_sm2.SPEC], SM2)
    sakke = [(str(fields.FIELDS["sakke"].bits), tmpl_sakke.API, None)]
    ops = [
        Op("ModExp", "sp_ModExp_%s", "bits", RSA_DH,
           _sizes(tmpl_rsa.MODEXP_SIZES), True,
           "res = base^exp mod mod, mod of exactly bits bits"),
        Op("RsaPublic", "sp_RsaPublic_%s", "bits", RSA,
           _sizes(tmpl_rsa.RSA_SIZES), True,
           "RSA public operation, n of exactly bits bits"),
        Op("RsaPublicCt", "sp_RsaPublicCt_%s", "bits", RSA,
           _sizes(tmpl_rsa.RSA_SIZES), True,
           "the same, also constant time in n"),
        Op("RsaPrivate", "sp_RsaPrivate_%s", "bits", RSA,
           _sizes(tmpl_rsa.RSA_SIZES), True,
           "RSA private operation, n of exactly bits bits"),
        Op("DhExpPad", "sp_DhExpPad_%s", "bits", DH,
           _sizes(tmpl_rsa.DH_SIZES), True,
           "DH exponentiation, result at the length of p"),
    ]
    ops += [
        Op("ecc_mulmod", "sp_ecc_mulmod_%s", "curve", ECC, ecdsa + sm2,
           False, "R = k P"),
        Op("ecc_mulmod_base", "sp_ecc_mulmod_base_%s", "curve", ECC,
           ecdsa + sm2, False, "R = k G"),
        Op("ecc_sign", "sp_ecc_sign_%s", "curve", ECC, ecdsa, False,
           "the whole ECDSA signature"),
        Op("ecc_verify", "sp_ecc_verify_%s", "curve", ECC, ecdsa, False,
           "the whole ECDSA verification"),
        Op("sm2_sign", "sp_ecc_sign_%s", "curve", ECC, sm2, False,
           "the whole SM2 signature (GB/T 32918.2)"),
        Op("sm2_verify", "sp_ecc_verify_%s", "curve", ECC, sm2, False,
           "the whole SM2 verification"),
    ]
    for op in ("ecc_mulmod", "ecc_mulmod_base", "ecc_mulmod_base_add",
               "ecc_gen_table", "ecc_mulmod_table", "ModExp_Fp_star",
               "Pairing", "Pairing_gen_precomp", "Pairing_precomp"):
        ops.append(Op("sakke_" + op.replace("ecc_", ""),
                      "sp_%s_%%s" % op, "bits", SAKKE, sakke, False,
                      "SAKKE (RFC 6508) on the curve of the bits-bit p"))
    return ops


# ---------------------------------------------------------------------------
# Prototypes, read back from the template modules' sp.h declarations
# ---------------------------------------------------------------------------
_SIG = re.compile(r"^int (sp_\w+)\((.*)\);$")


def prototypes(mods):
    """{entry point name: [(C type, parameter name)]} of every sp.h
    prototype of mods (generate.template_modules())."""
    ctx = tmpl_common.Context(64)
    ctx.all_guards = [m.GUARD for m in mods]
    out = {}
    for m in mods:
        ctx.module = m
        for name, lines in upstream.declared(m.decls(ctx)):
            text = " ".join(ln.strip() for ln in lines)
            match = _SIG.match(text)
            assert match and match.group(1) == name, text
            params = []
            for p in match.group(2).split(","):
                p = p.strip()
                pname = re.search(r"(\w+)$", p).group(1)
                params.append((p[:-len(pname)].strip(), pname))
            out[name] = params
    return out


def _params(op, protos):
    """The parameters of op's entry points (all alike, checked)."""
    sigs = [protos[op.pattern % sfx] for _, sfx, _ in op.entries]
    assert all(s == sigs[0] for s in sigs), op.name
    return sigs[0]


def _wrap(head, items, tail, indent):
    """head item, item, ... tail over lines < 80, continuation lines
    aligned after head's "(" (or indented when that is too far)."""
    col = len(head) if len(head) < 40 else indent + 4
    lines, cur = [], head
    for i, it in enumerate(items):
        piece = it + ("," if i + 1 < len(items) else tail)
        if cur not in (head,) and len(cur) + 1 + len(piece) > 79:
            lines.append(cur)
            cur = " " * col + piece
        else:
            cur += ("" if cur == head else " ") + piece
    lines.append(cur)
    return lines


def _signature(op, params):
    args = ["int " + op.key] + ["%s %s" % (t, n) for t, n in params]
    return "int sp_dispatch_%s(" % op.name, args


def header_lines(mods, intro):
    """Lines of wolfcrypt/src/sp_dispatch.h."""
    protos = prototypes(mods)
    out = intro + [
        "#ifndef WOLF_CRYPT_SP_DISPATCH_H",
        "#define WOLF_CRYPT_SP_DISPATCH_H", "",
        "#include <wolfssl/wolfcrypt/settings.h>",
        "#include <wolfssl/wolfcrypt/types.h>",
        "#include <wolfssl/wolfcrypt/sp_int.h>", "",
        "/* SP_NOT_HANDLED: the one \"not handled\" code of the SP layer.  An",
        " * sp_dispatch_* function returns it when no fixed-size entry point",
        " * covers the request (no SP size or curve for the key), and in",
        " * place of sp.h's MP_READ_E (\"a shape this size does not take: use",
        " * sp_int\") for ModExp, RsaPublic(Ct), RsaPrivate and DhExpPad; it",
        " * then has changed no output.  The caller falls back to sp_int on",
        " * this code only: every other return is the SP layer's answer (0 or",
        " * a real error) and is passed on.  No error code of wolfCrypt, of",
        " * sp_int (MP_*) or of wolfSSL has this value, and it never leaves",
        " * the library. */",
        "#define SP_NOT_HANDLED (%d)" % NOT_HANDLED, ""]
    guard = None
    for op in operations():
        if op.guard != guard:
            if guard is not None:
                out += ["#endif", ""]
            out += tmpl_common.if_lines(op.guard)
            if op.key == "curve" or op.guard == SAKKE:
                out += ["#include <wolfssl/wolfcrypt/random.h>",
                        "#include <wolfssl/wolfcrypt/ecc.h>"]
            out.append("")
            guard = op.guard
        keys = ", ".join(k for k, _, _ in op.entries)
        text = "sp_dispatch_%s: %s, by %s for %s = %s." % (
            op.name, op.what, op.pattern % "<%s>" % op.key, op.key, keys)
        com = textwrap.wrap(text, 72)
        out += ["/* " + com[0]] + [" * " + c for c in com[1:]]
        out[-1] += " */"
        head, args = _signature(op, _params(op, protos))
        out += _wrap("WOLFSSL_LOCAL " + head, args, ");", 0)
        out.append("")
    out += ["#endif", "", "#endif /* WOLF_CRYPT_SP_DISPATCH_H */"]
    assert all(len(ln) < 80 for ln in out), [x for x in out if len(x) >= 80]
    return out


def source_lines(mods, intro):
    """Lines of wolfcrypt/src/sp_dispatch.c."""
    protos = prototypes(mods)
    any_sp = " || ".join("(%s)" % g for g in (RSA_DH, ECC))
    out = intro + ["#include <wolfssl/wolfcrypt/settings.h>", ""]
    out += tmpl_common.if_lines(any_sp) + [
        "",
        "#include <wolfssl/wolfcrypt/types.h>",
        "#include <wolfssl/wolfcrypt/error-crypt.h>",
        "#include <wolfssl/wolfcrypt/sp_int.h>",
        "#include <wolfssl/wolfcrypt/sp.h>",
        "#include \"sp_dispatch.h\"", ""]
    out += tmpl_common.if_lines(RSA_DH) + [
        "/* sp.h's decline (MP_READ_E) as the dispatch reports it. */",
        "static int sp_dispatch_declined(int err)",
        "{",
        "    return (err == MP_READ_E) ? SP_NOT_HANDLED : err;",
        "}",
        "#endif", ""]
    guard = None
    for op in operations():
        if op.guard != guard:
            if guard is not None:
                out += ["#endif", ""]
            out += tmpl_common.if_lines(op.guard) + [""]
            guard = op.guard
        params = _params(op, protos)
        head, args = _signature(op, params)
        out += _wrap(head, args, ")", 0)
        out += ["{", "    switch (%s) {" % op.key]
        for label, sfx, eguard in op.entries:
            if eguard:
                out += tmpl_common.if_lines(eguard)
            out.append("    case %s:" % label)
            fn = op.pattern % sfx
            names = [n for _, n in params]
            if op.decline:
                call = _wrap("        return sp_dispatch_declined(%s(" % fn,
                             names, "));", 8)
            else:
                call = _wrap("        return %s(" % fn, names, ");", 8)
            out += call
            if eguard:
                out.append("#endif")
        out += ["    default:", "        break;", "    }"]
        if all(eguard for _, _, eguard in op.entries):
            # every case may be compiled out
            out += ["    (void)%s;" % n for _, n in params]
        out += ["    return SP_NOT_HANDLED;", "}", ""]
    out += ["#endif", ""]
    out += ["#else", "",
            "/* ISO C forbids an empty translation unit. */",
            "typedef int wc_sp_dispatch_unused;", "", "#endif", ""]
    assert all(len(ln) < 80 for ln in out), [ln for ln in out
                                             if len(ln) >= 80]
    return out
