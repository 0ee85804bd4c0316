#!/usr/bin/env python3
"""Instructions per function from insn_count's profile= output.

    qemu-riscv64 -L /usr/riscv64-linux-gnu \\
        -plugin libinsn_count.so,profile=prof.txt \\
        wolfcrypt/benchmark/benchmark --insn --iters 1 --only "RSA-2048 sign"
    python3 scripts/qemu/profile-report.py wolfcrypt/benchmark/benchmark \\
        prof.txt [--regions N] [--top K]

Each line of the profile is `<pc> <insns> <count> <cycles>` for one
translation block (insn_count.c); the block's instructions (insns *
count) and cycles (those of the plugin's first cycles= model, 0 without
one) go to the function whose symbol (nm) covers pc.  A position-independent binary runs
under qemu-user at a load base that nm does not know: the base is the
one, of 0 and 0x4000000000 (where qemu-riscv64 7.2 put the PIE
benchmark), at which most of the profile's blocks fall inside the text
symbols (--base to give another).  Calls are the
runs of the block at a function's first address (a loop back to it
counts too).  --regions N
divides the totals by N (the number of measured operations, e.g. the
benchmark's --iters) to print instructions per operation.

Measurement tooling only (no test depends on it).
"""
import argparse
import bisect
import os
import shutil
import subprocess
import sys

# 0 for a static binary; 0x4000000000 is where qemu-riscv64 7.2 loaded
# the benchmark (a PIE) on this project's hosts.
QEMU_BASES = (0, 0x4000000000)


def nm_tool():
    for t in (os.environ.get("NM"), "riscv64-linux-gnu-nm", "llvm-nm", "nm"):
        if t and shutil.which(t):
            return t
    sys.exit("profile-report: no nm found (set NM)")


def symbols(binary):
    """Sorted (address, name) of the binary's text symbols."""
    proc = subprocess.run([nm_tool(), "-n", "--defined-only", binary],
                          check=False, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("profile-report: nm failed on %s: %s" %
                 (binary, proc.stderr.strip()))
    out = proc.stdout
    syms = []
    for line in out.splitlines():
        f = line.split()
        if len(f) >= 3 and f[1] in "tTwW":
            syms.append((int(f[0], 16), f[2]))
    if not syms:
        sys.exit("profile-report: no text symbols in %s (stripped?)" % binary)
    return syms


def read_profile(path):
    rows = []
    with open(path) as fh:
        for line in fh:
            f = line.split()
            if len(f) in (3, 4):
                rows.append((int(f[0], 16), int(f[1]), int(f[2]),
                             int(f[3]) if len(f) == 4 else 0))
    return rows


def pick_base(rows, syms):
    lo, hi = syms[0][0], syms[-1][0] + 0x10000
    best, hits = 0, -1
    for b in QEMU_BASES:
        h = sum(n * c for pc, n, c, _ in rows if lo <= pc - b < hi)
        if h > hits:
            best, hits = b, h
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binary")
    ap.add_argument("profile")
    ap.add_argument("--base", type=lambda s: int(s, 0), default=None)
    ap.add_argument("--regions", type=int, default=1)
    ap.add_argument("--top", type=int, default=30)
    a = ap.parse_args()
    syms = symbols(a.binary)
    rows = read_profile(a.profile)
    base = pick_base(rows, syms) if a.base is None else a.base
    addrs = [s[0] for s in syms]
    per = {}
    cyc = {}
    calls = {}
    total = tcyc = 0
    for pc, n, c, y in rows:
        i = bisect.bisect_right(addrs, pc - base) - 1
        name = syms[i][1] if i >= 0 else "?"
        per[name] = per.get(name, 0) + n * c
        cyc[name] = cyc.get(name, 0) + y
        if i >= 0 and pc - base == addrs[i]:
            calls[name] = calls.get(name, 0) + c
        total += n * c
        tcyc += y
    r = a.regions
    print("base 0x%x, %d blocks, %.0f instructions per region%s" %
          (base, len(rows), total / r,
           ", %.0f cycles (first model)" % (tcyc / r) if tcyc else ""))
    print("%12s %6s %10s %9s %12s %5s  %s" %
          ("insns/op", "share", "calls/op", "insns/call", "cycles/op",
           "IPC", "function"))
    for name, v in sorted(per.items(), key=lambda kv: -kv[1])[:a.top]:
        c, y = calls.get(name, 0), cyc.get(name, 0)
        print("%12.0f %5.1f%% %10.1f %9s %12s %5s  %s" %
              (v / r, 100.0 * v / total, c / r,
               "%.0f" % (v / c) if c else "-",
               "%.0f" % (y / r) if tcyc else "-",
               "%.2f" % (v / y) if y else "-", name))

if __name__ == "__main__":
    main()
