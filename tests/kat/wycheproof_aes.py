#!/usr/bin/env python3
"""Drive tests/kat/wycheproof_aes (C) with the Wycheproof AES vectors
(aes_gcm, aes_ccm, aes_xts, aes_cbc_pkcs5 in tests/vectors/wycheproof/).

Converts each test into the runner's line format (the comment at the top
of tests/kat/wycheproof_aes.c) and feeds them on stdin; "acceptable"
tests count as valid.  Environment: WOLFSSL_VECTORS_DIR, WOLFSSL_BUILDDIR,
WOLFSSL_TEST_RUNNER (as wycheproof_rsa.py).  Exit status: the runner's,
or 2 on a missing file; 77 (skip) when the runner was not built (no AES).
"""
import json
import os
import shlex
import subprocess
import sys

FILES = [("gcm", "aes_gcm_test.json"), ("ccm", "aes_ccm_test.json"),
         ("xts", "aes_xts_test.json"), ("cbc", "aes_cbc_pkcs5_test.json")]


def h(s):
    return s if s else "-"


def main():
    vec = os.environ.get("WOLFSSL_VECTORS_DIR", "tests/vectors")
    bdir = os.environ.get("WOLFSSL_BUILDDIR", ".")
    prog = os.path.join(bdir, "tests", "kat", "wycheproof_aes")
    if not os.path.exists(prog):
        print("SKIP: %s not built" % prog)
        return 77
    lines = []
    for mode, name in FILES:
        path = os.path.join(vec, "wycheproof", name)
        if not os.path.exists(path):
            print("missing %s" % path)
            return 2
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for g in data["testGroups"]:
            for t in g["tests"]:
                v = "I" if t["result"] == "invalid" else "V"
                lines.append(" ".join([
                    mode, str(t["tcId"]), v, h(t["key"]), h(t["iv"]),
                    h(t.get("aad", "")), h(t["msg"]), h(t["ct"]),
                    h(t.get("tag", ""))]))
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    res = subprocess.run(runner + [prog], input="\n".join(lines) + "\n",
                         text=True, capture_output=True)
    sys.stdout.write(res.stdout)
    sys.stderr.write(res.stderr)
    print("%d Wycheproof AES tests" % len(lines))
    return res.returncode


if __name__ == "__main__":
    sys.exit(main())
