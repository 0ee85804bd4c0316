#!/usr/bin/env python3
"""Code size of the SP backend object of riscv64 build trees.

Measurement tooling (README "Run the benchmark"): for each build tree
given, finds the SP backend object that holds code (sp_riscv64.o for the
asm tier, sp_c64.o or sp_c32.o for the C tiers; the other two compile to
nothing), and prints its .text size and its largest function, which must
stay under 32 KiB (the instruction cache of U54/U74-class cores).  With
--cc LABEL=COMMAND it also compiles the same source with COMMAND and the
tree's flags (its Makefile's DEFS, AM_CFLAGS and CFLAGS; objects in a
temporary directory, two compilers at a time) and prints those sizes
too, e.g. for Clang beside the GCC the trees were built with.

Usage: scripts/sp-size.py [--cc LABEL=COMMAND]... NAME=BUILDDIR ...
(uses riscv64-linux-gnu-size and -nm; prints nothing for a tree without
an SP object).
"""

import glob
import os
import re
import shlex
import subprocess
import sys
import tempfile

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


def make_var(tree, name):
    """A variable of the tree's Makefile (as configure wrote it)."""
    with open(os.path.join(tree, "Makefile"), encoding="utf-8") as f:
        m = re.search(r"^%s = (.*)$" % re.escape(name), f.read(), re.M)
    return m.group(1).strip() if m else ""


def compile_with(jobs, tmp, label, cc, name, tree, base):
    """Starts compiling the tree's SP source of base (e.g. sp_c64.o) with
    cc, at most two at a time; appends (name, label, base, object,
    process) to jobs."""
    top = make_var(tree, "abs_top_srcdir")
    src = os.path.join(top, "wolfcrypt", "src", base[:-2] + ".c")
    flags = []
    for var in ("DEFS", "AM_CFLAGS", "CFLAGS"):
        flags += shlex.split(make_var(tree, var))
    obj = os.path.join(tmp, "%d-%s" % (len(jobs), base))
    running = [j[4] for j in jobs if j[4].poll() is None]
    if len(running) >= 2:
        running[0].wait()
    cmd = shlex.split(cc) + flags + ["-I", tree, "-I", top, "-c", src,
                                     "-o", obj]
    jobs.append((name, label, base, obj, subprocess.Popen(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)))


def main(argv):
    ccs, trees = [], []
    args = iter(argv)
    for arg in args:
        if arg == "--cc":
            label, _, cmd = next(args).partition("=")
            ccs.append((label, cmd))
        else:
            trees.append(arg)
    rows = []
    tmp = tempfile.mkdtemp()
    jobs = []
    for arg in trees:
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
            cc = os.path.basename(shlex.split(make_var(tree, "CC"))[0])
            rows.append((name, cc, base, size, fname, fsize))
            for label, cmd in ccs:
                compile_with(jobs, tmp, label, cmd, name, tree, base)
    for name, label, base, obj, proc in jobs:
        err = proc.communicate()[1]
        if proc.returncode != 0:
            print("sp-size: %s could not compile %s:\n%s"
                  % (label, base, err.decode(errors="replace")[-600:]))
            continue
        fsize, fname = largest(obj)
        rows.append((name, label, base, text_size(obj), fname, fsize))
        os.unlink(obj)
    os.rmdir(tmp)
    if not rows:
        return 0
    print("SP object code size (riscv64):")
    print("| tier | compiler | object | .text bytes | largest function "
          "| bytes |")
    print("| --- | --- | --- | ---: | --- | ---: |")
    bad = 0
    for name, cc, base, size, fname, fsize in rows:
        flag = "" if fsize < LIMIT else " (over 32 KiB)"
        bad += fsize >= LIMIT
        print("| %s | %s | %s | %d | %s | %d%s |" % (name, cc, base, size,
                                                     fname, fsize, flag))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
