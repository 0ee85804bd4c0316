#!/usr/bin/env python3
"""Drive the generated C kernel test program and check every kernel.

Runs tests/sp_kernels/kernel_test_c64 (or _c32, or _rv64: the RV64
inline-asm kernels) -- built from the generated kernel_test_*.c -- feeding
it, for every kernel of the
catalogue, edge and random inputs (scripts/sp/semantics.py), and compares
its outputs with the values Python integers give.  Also checks the
constant tables (modulus, R^2 mod p, mp) against scripts/sp/fields.py.

Usage:
  run_kernel_test.py [--word-size 64|32 | --rv64] [--seed N] [--cases N]
                     [BINARY]
BINARY defaults to $WOLFSSL_BUILDDIR/tests/sp_kernels/kernel_test_c<w>
(kernel_test_rv64 with --rv64; WOLFSSL_BUILDDIR defaults to ".").  The
program is run as `$WOLFSSL_TEST_RUNNER BINARY` (e.g.
WOLFSSL_TEST_RUNNER="qemu-riscv64 -L /usr/riscv64-linux-gnu").  Prints
"N passed, M failed" and exits non-zero on any failure.
"""

import argparse
import os
import random
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts", "sp"))

import catalog  # noqa: E402
import fields  # noqa: E402
import semantics as S  # noqa: E402


def kernel_command(entry, args, alias):
    """The command line for one call, and the parameter layout."""
    k = entry.kernel
    idx = {p.name: i for i, p in enumerate(k.params)}
    toks = ["K", k.name, "-" if not alias else "%d:%d" % (
        idx[alias[0]], idx[alias[1]])]
    for p in k.params:
        if p.kind == "word":
            toks.append("%x" % args[p.name])
        elif not alias or p.name != alias[0]:
            toks += ["%x" % x for x in S.words_of(k, args[p.name], p.length)]
    return " ".join(toks)


def parse_result(entry, line):
    k = entry.kernel
    toks = line.split()
    res, pos = {}, 0
    for p in k.params:
        if p.kind == "array" and p.mode != "in":
            words = [int(x, 16) for x in toks[pos:pos + p.length]]
            res[p.name] = S.value_of(k, words)
            pos += p.length
    if k.ret_kind:
        res["ret"] = int(toks[pos], 16)
        pos += 1
    if pos != len(toks):
        raise ValueError("unexpected output length")
    return res


def build_jobs(cat, seed, ncases):
    """[(description, command, checker)] for every kernel and table."""
    rng = random.Random(seed)
    jobs = []
    for entry in cat.ordered():
        if entry.role in catalog.RADIX_HELPERS:
            continue        # checked through the glue entry that calls it
        count = ncases if entry.n <= 18 else max(3, ncases // 3)
        for args in S.cases(entry, rng, count):
            jobs.append((entry, args, None))
        for alias in entry.kernel.may_alias:
            for args in S.cases(entry, rng, 2):
                jobs.append((entry, args, alias))
    return jobs


def table_expectations(cat):
    """{table name: words} recomputed from fields.py."""
    exp = {}
    w = cat.w
    for f in fields.FIELDS.values():
        if not f.fixed:
            continue
        n = f.limbs(w)
        p = "sp_%s_" % f.prefix
        exp["%smod_%d" % (p, n)] = S.to_words(f.modulus, n, w)
        exp["%sr2_%d" % (p, n)] = S.to_words(f.r(w) ** 2 % f.modulus, n, w)
        if f.reduction == "montgomery":
            mp = (-pow(f.modulus, -1, 1 << w)) % (1 << w)
            exp["%smp_%d" % (p, n)] = [mp]
    return exp


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("binary", nargs="?")
    ap.add_argument("--word-size", type=int, default=64, choices=(64, 32))
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--cases", type=int, default=20)
    ap.add_argument("--rv64", action="store_true",
                    help="the RV64 inline-asm kernels (64-bit digits)")
    opt = ap.parse_args()
    w = 64 if opt.rv64 else opt.word_size
    binary = opt.binary or os.path.join(
        os.environ.get("WOLFSSL_BUILDDIR", "."), "tests", "sp_kernels",
        "kernel_test_rv64" if opt.rv64 else "kernel_test_c%d" % w)
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    if opt.rv64:
        import emit_rv64    # its catalogue: 8-row mont_rows leaves
        cat = emit_rv64.rv64_catalog()
    else:
        cat = catalog.Catalog(w)
    jobs = build_jobs(cat, opt.seed, opt.cases)
    tables = table_expectations(cat)
    lines = [kernel_command(e, a, al) for e, a, al in jobs]
    lines += ["T %s" % name for name in tables]
    proc = subprocess.run(runner + [binary], input="\n".join(lines) + "\n",
                          capture_output=True, text=True)
    out = proc.stdout.splitlines()
    if out and out[0].startswith("SKIP"):
        print(out[0])
        print("0 passed, 0 failed, %d skipped" % len(lines))
        return 77   # automake: skipped
    passed = failed = 0
    for i, (entry, args, alias) in enumerate(jobs):
        try:
            got = parse_result(entry, out[i])
            exp = S.expect(entry, args)
            bad = [k for k, v in exp.items()
                   if not (alias and k == alias[1]) and got.get(k) != v]
        except (IndexError, ValueError) as err:
            bad = [str(err)]
        if bad:
            failed += 1
            if failed <= 10:
                print("FAIL %s alias=%s %s: %s" % (entry.name, alias, bad,
                                                   lines[i][:200]))
        else:
            passed += 1
    for j, (name, words) in enumerate(tables.items()):
        i = len(jobs) + j
        got = out[i].split() if i < len(out) else []
        if [int(x, 16) for x in got] == words:
            passed += 1
        else:
            failed += 1
            print("FAIL table %s" % name)
    if proc.returncode != 0:
        failed += 1
        print("FAIL exit status %d: %s" % (proc.returncode,
                                            proc.stderr[-2000:]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
