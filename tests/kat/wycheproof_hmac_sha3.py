#!/usr/bin/env python3
"""wycheproof_hmac_sha3.py - Wycheproof HMAC-SHA3-224/256/384/512 tests.

Runs every test of tests/vectors/wycheproof/hmac_sha3_*_test.json through
the driver mode of tests/kat/hash_vectors ("M <alg> <chunk> <key> <msg>",
one full-length MAC per command) and checks: a "valid" test's tag equals
the first tagSize/8 bytes of the MAC, an "invalid" one's does not (the
tags there are modified).  Chunk sizes alternate between one-shot and
odd split points so that both update paths are used.

Usage: wycheproof_hmac_sha3.py [path/to/hash_vectors]
Environment as tests/diff/hash_diff.py (WOLFSSL_BUILDDIR,
WOLFSSL_TEST_RUNNER, WOLFSSL_VECTORS_DIR).  Prints "N passed, M failed";
exits non-zero on any failure.
"""
import json
import os
import shlex
import subprocess
import sys

ALGS = {"224": "sha3_224", "256": "sha3_256", "384": "sha3_384",
        "512": "sha3_512"}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    vec = os.environ.get("WOLFSSL_VECTORS_DIR",
                         os.path.join(here, "..", "vectors"))
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.environ.get("WOLFSSL_BUILDDIR", "."), "tests", "kat",
        "hash_vectors")
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    cases = []
    for bits, alg in ALGS.items():
        path = os.path.join(vec, "wycheproof",
                            "hmac_sha3_%s_test.json" % bits)
        with open(path) as f:
            data = json.load(f)
        for g in data["testGroups"]:
            for t in g["tests"]:
                chunk = [0, 1, 7, 64][t["tcId"] % 4]
                cmd = "M %s %d %s %s" % (alg, chunk, t["key"] or "-",
                                         t["msg"] or "-")
                cases.append((cmd, g["tagSize"] // 8, t))
    proc = subprocess.run(runner + [binary, "--driver"],
                          input="".join(c + "\n" for c, _, _ in cases),
                          capture_output=True, text=True)
    lines = proc.stdout.splitlines()
    passed = failed = 0
    for i, (cmd, tagLen, t) in enumerate(cases):
        got = lines[i] if i < len(lines) else "<missing>"
        match = got[:2 * tagLen] == t["tag"]
        ok = match == (t["result"] == "valid")
        if ok and not got.startswith("ERR"):
            passed += 1
        else:
            failed += 1
            if failed <= 10:
                print("FAIL tcId %d (%s): got %s" % (t["tcId"], cmd[:60],
                                                    got[:80]))
    if proc.returncode != 0 or len(lines) != len(cases):
        print("driver: status %d, %d lines for %d commands"
              % (proc.returncode, len(lines), len(cases)))
        failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
