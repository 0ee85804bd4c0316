"""SM2 template of the SP generator: the sm2p256v1 curve's entry points.

Template layer (DESIGN.md section 4; module API in tmpl_common.py).  The
SM2 recommended curve (GB/T 32918.5-2017) has a = -3 like the NIST
curves, so tmpl_ecc.py's curve code (point arithmetic, constant-time
scalar multiplications, ECDH, key checks, projective helpers) is reused
as is; only the signature differs: SM2 sign and verify (GB/T 32918.2),
from templates/ecc_sm2.c.in.  Private keys are 1 <= d <= n - 2.

Entry points: sp_ecc_*_sm2_256 (sp.h), under WOLFSSL_SM2 in addition to
the SP ECC switch.  Must come after tmpl_ecc in generate.TEMPLATES (it
uses the helpers tmpl_ecc emits).
"""

import tmpl_ecc

NAME = "ecc_sm2"
GUARD = "defined(WOLFSSL_HAVE_SP_ECC) && defined(WOLFSSL_SM2)"
INCLUDES = tmpl_ecc.INCLUDES

SPEC = tmpl_ecc.CurveSpec("sm2", "sm2_256", "SM2 (sm2p256v1)",
                          key_below_n1=True)


def emit(ctx):
    return tmpl_ecc.curve_sections(ctx, SPEC, sign_template="ecc_sm2.c.in")


def decls(ctx):
    out = ["#include <wolfssl/wolfcrypt/random.h>", "",
           "/* The sp_ecc_*_sm2_256 entry points below exist. */",
           "#define WOLFSSL_HAVE_SP_SM2", ""]
    return out + tmpl_ecc.curve_decls(SPEC, sigs="SM2 signatures")
