#!/usr/bin/env python3
"""Includes go down the layers only (doc/ARCHITECTURE.md, doc/STYLE.md).

Follows the #include lines of the support files (asn.c, the hashes,
hmac.c, random.c, memory.c, error.c, wc_port.c), of sp_int's files and of
the generated sp.h through every header of the tree they reach, and fails
when one of them reaches a header outside the support and math layers
(rsa.h, dh.h, ecc.h, sm2.h, sakke.h, an algorithm's *_internal.h, or any
new header nobody has placed in a layer yet: add it to LOWER below when
it belongs there).  Reads the source tree only: $WOLFSSL_SRCDIR, default
the checkout this file is in.
"""

import os
import re
import sys

SUPPORT = ["asn.c", "hash.c", "hash_md.c", "hmac.c", "sha.c", "sha256.c",
           "sha512.c", "sm3.c", "sha3.c", "sha3_keccak.c", "random.c", "memory.c", "error.c",
           "wc_port.c", "riscv_cpu.c"]
MATH = ["sp_int.c", "sp_int_conv.c", "sp_int_exptmod.c", "sp_int_prime.c"]
GENERATED_HEADERS = ["wolfssl/wolfcrypt/sp.h"]

# Headers of the support and math layers: what the files above may reach.
LOWER = {
    "wolfssl/options.h", "user_settings.h",
    "wolfssl/wolfcrypt/settings.h", "wolfssl/wolfcrypt/types.h",
    "wolfssl/wolfcrypt/memory.h", "wolfssl/wolfcrypt/error-crypt.h",
    "wolfssl/wolfcrypt/misc.h", "wolfssl/wolfcrypt/ct.h",
    "wolfssl/wolfcrypt/wc_port.h", "wolfssl/wolfcrypt/riscv_cpu.h",
    "wolfssl/wolfcrypt/sp_int.h", "wolfssl/wolfcrypt/integer.h",
    "wolfssl/wolfcrypt/sha.h", "wolfssl/wolfcrypt/sha256.h",
    "wolfssl/wolfcrypt/sha512.h", "wolfssl/wolfcrypt/sm3.h",
    "wolfssl/wolfcrypt/sha3.h", "wolfcrypt/src/sha3_internal.h",
    "wolfcrypt/src/riscv_zbb.h",
    "wolfssl/wolfcrypt/hash.h", "wolfssl/wolfcrypt/hmac.h",
    "wolfssl/wolfcrypt/random.h", "wolfssl/wolfcrypt/asn.h",
    "wolfssl/wolfcrypt/asn_public.h", "wolfssl/wolfcrypt/asn_cert.h",
    "wolfcrypt/src/hash_md.h", "wolfcrypt/src/sp_int_internal.h",
}

_INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def includes(top, rel):
    """(kind, name) of each #include in the file top/rel."""
    out = []
    with open(os.path.join(top, rel), encoding="utf-8") as f:
        for line in f:
            m = _INCLUDE.match(line)
            if m:
                out.append((m.group(1), m.group(2)))
    return out


def resolve(top, rel, kind, name):
    """Path of an included header relative to top, or None when it is not
    in the tree (a system header, or options.h / user_settings.h, which a
    build provides)."""
    if kind == '"':
        local = os.path.normpath(os.path.join(os.path.dirname(rel), name))
        if os.path.isfile(os.path.join(top, local)):
            return local
    if os.path.isfile(os.path.join(top, name)):
        return name
    return None


def violations(top, start):
    """[(chain, header)] for each header outside LOWER that start reaches;
    chain is the include path from start to it."""
    bad, seen = [], set()
    todo = [(start, [start])]
    while todo:
        rel, chain = todo.pop()
        for kind, name in includes(top, rel):
            hdr = resolve(top, rel, kind, name)
            if hdr is None:
                if name not in LOWER and name.startswith("wolfssl/"):
                    bad.append((chain, name))
                continue
            if hdr not in LOWER:
                bad.append((chain, hdr))
                continue
            if hdr not in seen:
                seen.add(hdr)
                todo.append((hdr, chain + [hdr]))
    return bad


def main():
    top = os.environ.get("WOLFSSL_SRCDIR") or \
        os.path.dirname(os.path.dirname(os.path.dirname(
            os.path.abspath(__file__))))
    files = [os.path.join("wolfcrypt/src", f) for f in SUPPORT + MATH]
    files += GENERATED_HEADERS
    failed = 0
    for rel in files:
        for chain, hdr in violations(top, rel):
            print("FAIL %s reaches %s (via %s)" %
                  (rel, hdr, " -> ".join(chain)))
            failed += 1
    print("%d files checked, %d upward includes" % (len(files), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
