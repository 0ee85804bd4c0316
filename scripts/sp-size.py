#!/usr/bin/env python3
"""Code size of the SP backend object of riscv64 build trees.

Measurement tooling (README "Run the benchmark"): for each build tree
given, finds the SP backend object that holds code (sp_riscv64.o for the
asm tier, sp_c64.o or sp_c32.o for the C tiers; the other two compile to
nothing), and prints its .text size and its largest function, which must
stay under 32 KiB (the instruction cache of U54/U74-class cores).

Usage: scripts/sp-size.py NAME=BUILDDIR ...   (uses riscv64-linux-gnu-size
and -nm; prints nothing for a tree without an SP object).
"""

import glob
import os
import subprocess
import sys

LIMIT = 32 * 1024


def tool(name):
    return "riscv64-linux-gnu-" + name


def text_size(obj):
    out = subprocess.run([tool("size"), "-A", obj], capture_output=True,
                         text=True, check=True).stdout
    return sum(int(ln.split()[1]) for ln in out.splitlines()
               if ln.startswith(".text"))


def largest(obj):
    out = subprocess.run([tool("nm"), "-S", "--size-sort", obj],
                         capture_output=True, text=True, check=True).stdout
    funcs = [ln.split() for ln in out.splitlines()]
    funcs = [(int(f[1], 16), f[3]) for f in funcs
             if len(f) == 4 and f[2] in "tT"]
    return max(funcs) if funcs else (0, "-")


def main(argv):
    rows = []
    for arg in argv:
        name, _, tree = arg.partition("=")
        for obj in sorted(glob.glob(os.path.join(
                tree, "wolfcrypt", "src", "libwolfssl_la-sp_*.o"))):
            base = os.path.basename(obj)[len("libwolfssl_la-"):]
            if base.startswith("sp_int"):
                continue
            size = text_size(obj)
            if size == 0:
                continue
            fsize, fname = largest(obj)
            rows.append((name, base, size, fname, fsize))
    if not rows:
        return 0
    print("SP object code size (riscv64, as built):")
    print("| tier | object | .text bytes | largest function | bytes |")
    print("| --- | --- | ---: | --- | ---: |")
    bad = 0
    for name, base, size, fname, fsize in rows:
        flag = "" if fsize < LIMIT else " (over 32 KiB)"
        bad += fsize >= LIMIT
        print("| %s | %s | %d | %s | %d%s |" % (name, base, size, fname,
                                                fsize, flag))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
