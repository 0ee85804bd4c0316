#!/usr/bin/env python3
"""wycheproof_chacha.py - Wycheproof ChaCha20-Poly1305 and
XChaCha20-Poly1305, through tests/kat/chacha_vectors (driver on stdin).

For every test of tests/vectors/wycheproof/{x,}chacha20_poly1305_test.json:
valid ones must encrypt to ct | tag (one-shot, and for ChaCha20-Poly1305
also streaming in 1/7/64-byte updates) and decrypt to msg; invalid ones
(modified tags, wrong nonce sizes) must fail to decrypt with an error
code and leave the output untouched (its first byte still the 0xa5
fill), i.e. no plaintext released.

Usage: wycheproof_chacha.py [path/to/chacha_vectors]
Environment as the other tests (WOLFSSL_BUILDDIR, WOLFSSL_TEST_RUNNER,
WOLFSSL_VECTORS_DIR).  Prints "N passed, M failed"; exits non-zero on
any failure.
"""
import json
import os
import shlex
import subprocess
import sys


def h(s):
    return s if s else "-"


def driver(cmds, binary):
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    proc = subprocess.run(runner + [binary], capture_output=True, text=True,
                          input="".join(c + "\n" for c in cmds))
    lines = proc.stdout.splitlines()
    if proc.returncode != 0 or len(lines) != len(cmds):
        print("driver: status %d, %d lines for %d commands: %s"
              % (proc.returncode, len(lines), len(cmds),
                 proc.stderr.strip()[:200]))
        return None
    return lines


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    vec = os.environ.get("WOLFSSL_VECTORS_DIR",
                         os.path.join(here, "..", "vectors"))
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.environ.get("WOLFSSL_BUILDDIR", "."), "tests", "kat",
        "chacha_vectors")
    cases = []   # (command, expected line or None for "must fail", tcId)
    for name, x in (("chacha20_poly1305_test.json", False),
                    ("xchacha20_poly1305_test.json", True)):
        with open(os.path.join(vec, "wycheproof", name)) as f:
            data = json.load(f)
        for g in data["testGroups"]:
            for t in g["tests"]:
                k, iv, aad = t["key"], t["iv"], h(t["aad"])
                msg, ct, tag = h(t["msg"]), t["ct"], t["tag"]
                ident = "%s %d" % (name.split("_")[0], t["tcId"])
                valid = t["result"] == "valid"
                if x:
                    dec = "XD %s %s %s %s" % (k, h(iv), aad, h(ct + tag))
                else:
                    dec = "D %s %s %s %s %s" % (k, h(iv), aad, h(ct), h(tag))
                cases.append((dec, (t["msg"] if valid else None), ident))
                if not valid:
                    continue
                enc = ("XE" if x else "E") + " %s %s %s %s" % (k, iv, aad,
                                                              msg)
                cases.append((enc, ct + tag, ident))
                if not x:
                    chunk = [1, 7, 64][t["tcId"] % 3]
                    cases.append(("T %s %s %s %s %d" % (k, iv, aad, msg,
                                                        chunk),
                                  ct + tag, ident))
    lines = driver([c for c, _, _ in cases], binary)
    if lines is None:
        print("0 passed, 1 failed")
        return 1
    passed = failed = 0
    for (cmd, exp, ident), got in zip(cases, lines):
        if exp is None:
            ok = got.startswith("ERR -") and got.endswith(" a5")
        else:
            ok = got == exp
        if ok:
            passed += 1
        else:
            failed += 1
            if failed <= 10:
                print("FAIL %s: %s -> %s" % (ident, cmd[:50], got[:80]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
