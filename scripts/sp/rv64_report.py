#!/usr/bin/env python3
"""Measurements of the generated RV64 inline-asm kernels.

Reads tests/sp_kernels/sp_kernels_rv64.inc (the text, not the
generator's memory; not committed: when it is missing this runs
`generate.py --kernels-only rv64`, which writes it there), and for every asm leaf prints its instruction count
(li expanded as the assembler does), mul-class count, instructions per
64x64 product for mul/sqr, and the cycles of the generator's U74 model.
Optional:
  --mca NAME...   run llvm-mca (-mcpu=sifive-u74) on those kernels' asm
                  blocks, operands bound to registers as rv64sim does
  --size [MARCH]  compile the kernel test with riscv64-linux-gnu-gcc -O2
                  -fno-inline (-march=MARCH, default rv64gc) and report
                  .text of the sp_* functions and the largest ones
Usage (from the repository root):
  python3 scripts/sp/rv64_report.py [--mca sp_256_mont_mul_4 ...] [--size]
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

import rv64sim as SIM  # noqa: E402

INC = os.path.join(ROOT, "tests", "sp_kernels", "sp_kernels_rv64.inc")


def kernels_inc():
    """INC, written first by `generate.py --kernels-only rv64` when it is
    missing (the file is not committed)."""
    if not os.path.exists(INC):
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"),
                        "--kernels-only", "rv64"], check=True,
                       stdout=subprocess.DEVNULL)
    return INC


def functions(text):
    """{name: C text, with the comment above} of every function holding
    an asm block."""
    lines = text.split("\n")
    out = {}
    for i, ln in enumerate(lines):
        m = re.match(r"^static (?:__attribute__\(\(\w+\)\) )?(?:const )?"
                     r"\w+\*? ?(\w+)\(", ln)
        if not m or ln.rstrip().endswith(";"):
            continue
        j = i
        while lines[j] != "}":
            j += 1
        k = i
        while k > 0 and lines[k - 1] and lines[k - 1] != "}":
            k -= 1
        body = "\n".join(lines[k:j + 1])
        if "__asm__" in body:
            out[m.group(1)] = body
    return out


def instructions(block):
    n = 0
    for line in block.template:
        mn, ops = SIM.split_line(line)
        n += SIM.instructions_of_li(int(ops[1], 0)) if mn == "li" else 1
    return n


def asm_text(block):
    """The block as plain assembly (operands bound like rv64sim)."""
    bind = SIM.bindings(block, {}, random.Random(0), 1)[0]
    lines = []
    for ln in block.template:
        for k, v in bind.items():
            ln = ln.replace("%%[%s]" % k, v)
        lines.append(ln)
    return "\n".join(lines) + "\n"


def mca(block):
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as fh:
        fh.write(asm_text(block))
        path = fh.name
    try:
        out = subprocess.run(
            ["llvm-mca", "-mcpu=sifive-u74", "-march=riscv64",
             "-mattr=+m", "-iterations=1", path],
            capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(path)
    cyc = int(re.search(r"Total Cycles:\s+(\d+)", out).group(1))
    ins = int(re.search(r"Instructions:\s+(\d+)", out).group(1))
    return cyc, ins


def size_report(march):
    """Compile the kernel test (it calls every kernel) with gcc -O2
    -fno-inline and sum the sp_* functions from nm."""
    tmp = tempfile.mkdtemp()
    obj = os.path.join(tmp, "k.o")
    flags = ["-march=" + march]
    if not march.endswith(("g", "gc", "d", "dc")):
        # no lp64 C library here: an empty stub makes the headers work
        os.makedirs(os.path.join(tmp, "gnu"))
        open(os.path.join(tmp, "gnu", "stubs-lp64.h"), "w").close()
        flags += ["-mabi=lp64", "-isystem", tmp]
    subprocess.run(["riscv64-linux-gnu-gcc", "-std=c99", "-O2",
                    "-fno-inline", "-DWOLFSSL_NO_OPTIONS_H", "-I", ROOT] +
                   flags + [
                    "-c", os.path.join(ROOT, "tests", "sp_kernels",
                                       "kernel_test_rv64.c"),
                    "-o", obj], check=True)
    size = subprocess.run(["riscv64-linux-gnu-size", obj],
                          capture_output=True, text=True).stdout
    nm = subprocess.run(["riscv64-linux-gnu-nm", "--size-sort", "-S", obj],
                        capture_output=True, text=True).stdout
    syms = []
    for line in nm.strip().split("\n"):
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tT" and \
                parts[3].startswith("sp_"):
            syms.append((int(parts[1], 16), parts[3]))
    syms.sort(reverse=True)
    print(size.strip())
    print("sp_* functions: %d, %d bytes of .text (gcc -O2 -fno-inline, "
          "%s)" % (len(syms), sum(s for s, _ in syms), march))
    print("largest:")
    for sz, name in syms[:6]:
        print("  %6d  %s" % (sz, name))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mca", nargs="*", default=[])
    ap.add_argument("--size", nargs="?", const="rv64gc",
                    help="code size for -march (default rv64gc)")
    ap.add_argument("--all", action="store_true",
                    help="print every kernel (default: mul, sqr, mont_*)")
    opt = ap.parse_args()
    with open(kernels_inc()) as fh:
        text = fh.read()
    funcs = functions(text)
    print("%-34s %6s %5s %7s %6s" % ("asm leaf", "instr", "mulc",
                                     "/prod", "model"))
    for name, body in funcs.items():
        if not opt.all and not re.search(r"_(mul|sqr|mont_\w+)_\d+$",
                                         name):
            continue
        b = SIM.parse_asm(body)
        n = instructions(b)
        mulc = sum(1 for ln in b.template
                   if SIM.split_line(ln)[0] in ("mul", "mulhu"))
        m = re.search(r"^sp_\d+_(mul|sqr)_(\d+)$", name)
        per = "%.3f" % (n / int(m.group(2)) ** 2) if m else ""
        cyc = re.search(r"(\d+)\s+(?:\*\s+)?cycles on the", body)
        print("%-34s %6d %5d %7s %6s" % (name, n, mulc, per,
                                         cyc.group(1) if cyc else ""))
    for name in opt.mca:
        b = SIM.parse_asm(funcs[name])
        cyc, ins = mca(b)
        print("llvm-mca sifive-u74 %s: %d instructions, %d cycles "
              "(IPC %.2f)" % (name, ins, cyc, ins / cyc))
    if opt.size:
        size_report(opt.size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
