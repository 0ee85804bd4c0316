#!/usr/bin/env python3
"""qemu_cycles_test.py -- the cycle models of the insn_count plugin.

Measurement tooling, outside the library layers.  Builds small riscv64
guest programs (assembly, no libc) whose regions are bracketed by the
WC_MARKER_START/STOP hint instructions, runs them under qemu-riscv64 with
`libinsn_count.so,cycles=u74+u54+u74-mca+u54-mca` and checks:

- hand-written sequences against cycle counts worked out by hand for the
  u74 and u54 models (the rules of doc/RISCV.md "Cycle model": dual
  issue and pipes, late-ALU forwarding, load/mul/div latencies, the
  divider, in-order issue, branch prediction and taken-branch group
  ends, the I-cache);
- straight-line code -- the generated asm kernels of
  tests/sp_kernels/sp_kernels_rv64.inc named in KERNELS, and seeded random
  integer sequences (compressed forms included) -- against llvm-mca 14
  (-mcpu=sifive-u74 and -mcpu=sifive-u54) on the very instructions the
  guest executed (disassembled from the binary): the u74-mca and u54-mca
  models must agree within MCA_TOLERANCE; the u74 and u54 models are
  printed beside them (they differ from llvm-mca 14 on purpose: late-ALU
  forwarding, no in-order write-back);
- the instruction counts of every straight-line region equal its length
  and are the same without the models; sample=3 gives every third
  region the figures it has without it; an unknown model is refused.

Usage: qemu_cycles_test.py [DIR] [--all-kernels] [--verbose]
DIR holds libinsn_count.so (scripts/qemu/build.sh DIR); default:
$WOLFSSL_BUILDDIR/scripts/qemu.  The guest programs are built with
$WOLFSSL_RISCV_CC, else riscv64-linux-gnu-gcc.  Exits 77 (skip) when
qemu-riscv64, the compiler, the plugin or llvm-mca 14 (llvm-mca-14, or
llvm-mca reporting version 14; Debian package llvm-14) is missing.
Prints one line per kernel and "N passed, M failed".
"""

import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "scripts", "sp"))

import rv64_report  # noqa: E402
import rv64sim as SIM  # noqa: E402
from qemu_plugin_test import Results, find_qemu  # noqa: E402

SKIP = 77
MODELS = ("u74", "u54", "u74-mca", "u54-mca")
MCA_CPU = {"u74-mca": "sifive-u74", "u54-mca": "sifive-u54"}
# Largest relative difference allowed between a u*-mca model and llvm-mca
# 14 on one straight-line region (measured: 0, see doc/RISCV.md).
MCA_TOLERANCE = 0.005
START = "addi zero, zero, 0x7a1"
STOP = "addi zero, zero, 0x7a2"
START_WORD, STOP_WORD = "7a100013", "7a200013"

# The generated kernels checked against llvm-mca (13, as in issue 14).
KERNELS = (
    "sp_256_add_4", "sp_256_cond_sub_4", "sp_256_mul_4", "sp_256_sqr_4",
    "sp_256_mont_mul_4", "sp_256_mont_sqr_4", "sp_sm2_mont_mul_4",
    "sp_384_mont_mul_6", "sp_521_mont_mul_9", "sp_1024_mul_16",
    "sp_1024_sqr_16", "sp_2048_mont_rows_32", "sp_256_proj_dbl_4",
)


def find_mca():
    """llvm-mca of LLVM 14 (the u*-mca models follow its numbers)."""
    for name in ("llvm-mca-14", "llvm-mca"):
        exe = shutil.which(name)
        if exe is None:
            continue
        out = subprocess.run([exe, "--version"], capture_output=True,
                             text=True, check=False).stdout
        if re.search(r"version 14\.", out):
            return exe
    return None


def find_cc():
    cc = shlex.split(os.environ.get("WOLFSSL_RISCV_CC", ""))
    if cc and shutil.which(cc[0]):
        return cc
    exe = shutil.which("riscv64-linux-gnu-gcc")
    return [exe] if exe else None


# ---------------------------------------------------------------------------
# Guest programs
# ---------------------------------------------------------------------------
class Program:
    """An assembly program: regions of code, each with set-up code run
    before its START marker."""

    def __init__(self):
        self.regions = []          # (name, setup lines, body lines)
        self.data = []

    def region(self, name, body, setup=()):
        self.regions.append((name, list(setup), list(body)))

    def source(self):
        out = ["\t.option norelax", "\t.text", "\t.globl _start",
               "_start:"]
        for _, setup, body in self.regions:
            out += ["\t" + ln for ln in setup]
            out.append("\t" + START)
            out += ["\t" + ln if not ln.endswith(":") else ln
                    for ln in body]
            out.append("\t" + STOP)
        out += ["\tli a0, 0", "\tli a7, 93", "\tecall",
                "\t.bss", "\t.balign 4096", "scratch:",
                "\t.space %d" % (8192 * 8)]
        return "\n".join(out) + "\n"


def build(cc, prog, tmp, march):
    src = os.path.join(tmp, "prog.S")
    exe = os.path.join(tmp, "prog")
    with open(src, "w", encoding="ascii") as f:
        f.write(prog.source())
    cmd = cc + ["-march=" + march, "-mabi=lp64d", "-static", "-nostdlib",
                "-o", exe, src]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SystemExit("guest build failed: %s\n%s"
                         % (" ".join(cmd), proc.stderr))
    return exe


def objdump_regions(exe):
    """The instructions between each START and STOP marker, as text
    llvm-mca reads."""
    objdump = shutil.which("riscv64-linux-gnu-objdump")
    out = subprocess.run([objdump, "-d", "--no-show-raw-insn", exe],
                         capture_output=True, text=True, check=True).stdout
    raw = subprocess.run([objdump, "-d", exe], capture_output=True,
                         text=True, check=True).stdout
    words = re.findall(r"^\s*[0-9a-f]+:\s+([0-9a-f]+)\s", raw, re.M)
    texts = re.findall(r"^\s*[0-9a-f]+:\s+(\S.*)$", out, re.M)
    regions, cur = [], None
    for w, t in zip(words, texts):
        if w == START_WORD:
            cur = []
        elif w == STOP_WORD:
            regions.append(cur)
            cur = None
        elif cur is not None:
            t = re.sub(r"\s*<[^>]*>$", "", t).replace("\t", " ")
            cur.append(t.strip())
    return regions


def run_plugin(qemu, plugin, exe, args):
    spec = ",".join([plugin] + list(args))
    proc = subprocess.run(qemu + ["-plugin", spec, exe], env={},
                          capture_output=True, text=True, timeout=300,
                          check=False)
    counts, cycles = [], []
    for line in proc.stderr.splitlines():
        w = line.split()
        if w and w[0] == "WC_COUNT":
            counts.append((int(w[1]), int(w[2])))
            cycles.append({})
        elif w and w[0] == "WC_CYCLES":
            cycles[-1][w[1]] = [int(x) for x in w[2:]]
    return proc.returncode, counts, cycles, proc.stderr


# ---------------------------------------------------------------------------
# Regions: generated kernels
# ---------------------------------------------------------------------------
def kernel_blocks():
    """{name: AsmBlock} of every asm leaf in the kernel test's copy of the
    generated code (the build directory's sp_kernels_rv64.inc, which make
    check generates; the source tree's, generating it, outside make)."""
    inc = os.path.join(os.environ.get("WOLFSSL_BUILDDIR", "."), "tests",
                       "sp_kernels", "sp_kernels_rv64.inc")
    if not os.path.exists(inc):
        inc = rv64_report.kernels_inc()
    with open(inc, encoding="utf-8") as f:
        funcs = rv64_report.functions(f.read())
    return {name: SIM.parse_asm(body) for name, body in funcs.items()}


def kernel_region(prog, name, block):
    """The kernel's asm with its operands in distinct registers; every
    register that carries an input points into its own 8 KiB of scratch
    (pointer or word, the code is straight-line either way)."""
    clob = set(block.clobbers)
    pool = iter(r for r in SIM.ALLOCATABLE if r not in clob)
    bind, setup = {}, []
    for k, (op, cons, _) in enumerate(block.operands()):
        bind[op] = next(pool)
        if cons != "=&r":
            setup.append("lla %s, scratch + %d" % (bind[op], 8192 * k + 4096))
    body = []
    for ln in block.template:
        for op, reg in bind.items():
            ln = ln.replace("%%[%s]" % op, reg)
        body.append(ln)
    prog.region(name, body, setup)


# ---------------------------------------------------------------------------
# Regions: random straight-line integer code
# ---------------------------------------------------------------------------
# Destinations and sources: x8-x15 (so that the assembler picks compressed
# forms where one exists) and a few others; s1 holds the scratch pointer,
# sp the stack (both only read).
RAND_REGS = ("a0", "a1", "a2", "a3", "a4", "a5", "s0", "t0", "t1", "t2")
RAND_OPS = (
    ("add", "rss"), ("sub", "rss"), ("sltu", "rss"), ("xor", "rss"),
    ("and", "rss"), ("or", "rss"), ("addw", "rss"), ("subw", "rss"),
    ("sll", "rss"), ("sra", "rss"), ("slt", "rss"),
    ("addi", "rsi"), ("andi", "rsi"), ("slli", "rsh"), ("srli", "rsh"),
    ("srai", "rsh"), ("addiw", "rsi"), ("sltiu", "rsi"), ("xori", "rsi"),
    ("mv", "rs"), ("li", "ri"), ("lui", "ru"), ("neg", "rs"), ("snez", "rs"),
    ("add", "rrs"), ("addi", "rri"),            # rd == rs1: c.add, c.addi
    ("mul", "rss"), ("mulhu", "rss"), ("mulh", "rss"), ("mulw", "rss"),
    ("mulhsu", "rss"),
    ("div", "rss"), ("divu", "rss"), ("rem", "rss"), ("divw", "rss"),
    ("remuw", "rss"),
    ("ld", "rm"), ("lw", "rm"), ("lwu", "rm"), ("lh", "rm"), ("lhu", "rm"),
    ("lb", "rm"), ("lbu", "rm"), ("sd", "sm"), ("sw", "sm"), ("sh", "sm"),
    ("sb", "sm"), ("ld", "rp"), ("sd", "sp"), ("lw", "rp"), ("sw", "sp"),
)
# Weights: mostly ALU, loads, stores and multiplies, some divisions.
RAND_WEIGHT = {"div": 1, "divu": 1, "rem": 1, "divw": 1, "remuw": 1}


def random_body(rng, n):
    ops = [o for o in RAND_OPS for _ in range(RAND_WEIGHT.get(o[0], 4))]
    body = []
    for _ in range(n):
        mn, shape = rng.choice(ops)
        rd = rng.choice(RAND_REGS)
        s1, s2 = rng.choice(RAND_REGS), rng.choice(RAND_REGS)
        if shape == "rss":
            body.append("%s %s, %s, %s" % (mn, rd, s1, s2))
        elif shape == "rrs":
            body.append("%s %s, %s, %s" % (mn, rd, rd, s2))
        elif shape == "rsi":
            body.append("%s %s, %s, %d" % (mn, rd, s1, rng.randint(-32, 31)))
        elif shape == "rri":
            body.append("%s %s, %s, %d" % (mn, rd, rd, rng.randint(-32, 31)))
        elif shape == "rsh":
            body.append("%s %s, %s, %d" % (mn, rd, s1, rng.randint(1, 63)))
        elif shape == "rs":
            body.append("%s %s, %s" % (mn, rd, s1))
        elif shape == "ri":
            body.append("%s %s, %d" % (mn, rd, rng.randint(-32, 31)))
        elif shape == "ru":
            body.append("%s %s, %d" % (mn, rd, rng.randint(1, 31)))
        else:
            size = {"d": 8, "w": 4, "h": 2, "b": 1}[mn[1]]
            base = "sp" if shape[1] == "p" else "s1"
            off = size * rng.randint(0, 7)
            reg = rd if shape[0] == "r" else s1
            body.append("%s %s, %d(%s)" % (mn, reg, off, base))
    return body


def random_region(prog, rng, k, n):
    prog.region("random%d" % k, random_body(rng, n),
                ["lla s1, scratch + 4096"])


# ---------------------------------------------------------------------------
# Regions: hand-computed
# ---------------------------------------------------------------------------
# (name, body, {model: cycles or (cycles, branches, mispredicts)}), with
# the reasoning (doc/RISCV.md "Cycle model"; t = issue cycle, counted
# from the region's start; a region ends when its last result is ready).
# s1 points to scratch whose first word holds s1 itself, a1 = 0, a2 = 7.
HAND_SETUP = ["lla s1, scratch + 4096", "sd s1, 0(s1)", "li a1, 0",
              "li a2, 7"]
HAND = (
    # u74: each add executes early, 1 cycle; u54 1 cycle; mca: 3 each
    ("alu chain", ["add a0, a0, a1"] * 4, {"u74": 4, "u54": 4}),
    # u74: ld t0 (3 to early, 1 to late readers); add late at t1, its
    # result at 1 + 3 = 4.  u54: ld 2, add at 2, done 3
    ("load to ALU", ["ld a0, 0(s1)", "add a3, a0, a1"],
     {"u74": 4, "u54": 3}),
    # an address needs the load's result early: t3 (u74), t2 (u54)
    ("load to address", ["ld a0, 0(s1)", "ld a3, 0(a0)"],
     {"u74": 6, "u54": 4}),
    # u74: mul t0, add late t1 (early readers at 4), mul t4, done 7.
    # u54: mul 4: add t4, mul t5, done 9
    ("mul, ALU, mul", ["mul a0, a1, a2", "add a3, a0, a1",
                       "mul a4, a3, a3"], {"u74": 7, "u54": 9}),
    # an early ALU result reaches an address after 1 cycle
    ("early ALU to address", ["addi a0, s1, 8", "ld a3, 0(a0)"],
     {"u74": 4, "u54": 3}),
    # a late ALU result reaches it after 3: ld t0, add t1 (late), ld t4
    ("late ALU to address", ["ld a0, 0(s1)", "add a3, a0, a1",
                             "ld a4, 0(a3)"], {"u74": 7, "u54": 5}),
    # pipe A takes one load or store a cycle, pipe B one mul
    ("two loads", ["ld a0, 0(s1)", "ld a3, 8(s1)"], {"u74": 4, "u54": 3}),
    ("two muls", ["mul a0, a1, a2", "mul a3, a1, a2"],
     {"u74": 4, "u54": 5}),
    ("load and mul", ["ld a0, 0(s1)", "mul a3, a1, a2"],
     {"u74": 3, "u54": 5}),
    # u74: the add moves to pipe B so the load pairs with it; the mul
    # then waits for t1
    ("ALU, load, mul", ["add a0, a1, a2", "ld a3, 0(s1)", "mul a4, a1, a2"],
     {"u74": 4, "u54": 6}),
    ("four ALU", ["add a0, a1, a2", "add a3, a1, a2", "add a4, a1, a2",
                  "add a5, a1, a2"], {"u74": 2, "u54": 4}),
    # store data is read late: sd t1 after the mul, loads t2 and t3
    ("store data", ["mul a0, a1, a2", "sd a0, 0(s1)", "ld a3, 8(s1)",
                    "ld a4, 16(s1)"], {"u74": 6, "u54": 8}),
    # u74: div 66 cycles, divider busy 65: the add pairs with it, the
    # second div waits for t65, the last add reads late: t129, late ALU
    # (its operand is not ready early), done 132.  u54: div 33 blocking
    ("division", ["div a0, a1, a2", "add a3, a1, a2", "div a4, a1, a2",
                  "add a5, a0, a4"], {"u74": 132, "u54": 67}),
    ("division, 32 bits", ["divw a0, a1, a2", "divw a4, a1, a2"],
     {"u74": 67, "u54": 68}),
    # 100 iterations of addi + bnez: the first bnez (predicted not taken)
    # and the last (predicted taken) mispredict: +3 each; u74 and u54
    # both 2 cycles an iteration (the taken branch ends the group)
    ("loop", ["li t0, 100", "1:", "addi t0, t0, -1", "bnez t0, 1b"],
     {"u74": (207, 100, 2), "u54": (207, 100, 2)}),
    # a second addi pairs on u74 (2 cycles an iteration), not on u54 (3)
    ("loop, dual issue", ["li t0, 100", "1:", "addi t0, t0, -1",
                          "addi a0, a0, 1", "bnez t0, 1b"],
     {"u74": (207, 100, 2), "u54": (307, 100, 2)}),
    # calls and returns: the return-address stack predicts every ret;
    # 10 x (jal, ret, bnez) + j = 31 transfers, bnez mispredicts twice
    ("calls", ["li t1, 10", "1:", "jal ra, cyc_f", "addi t1, t1, -1",
               "bnez t1, 1b", "j 2f", "cyc_f:", "ret", "2:"],
     {"u74": (47, 31, 2), "u54": (48, 31, 2)}),
    # an indirect call through a register: its first target is unknown
    ("indirect calls", ["lla t2, cyc_g", "li t1, 10", "1:", "jalr t2",
                        "addi t1, t1, -1", "bnez t1, 1b", "j 2f",
                        "cyc_g:", "ret", "2:"],
     {"u74": (52, 31, 3), "u54": (53, 31, 3)}),
)

# 1024 addi (4 bytes each, independent) from a 64-byte boundary: START
# and the body span 65 lines of 64 bytes.  No cache: u74 512 cycles (two
# a cycle), u54 1024.  icache=on, icmiss=20: each line's first
# instruction issues 20 cycles after the one before it: u74 line 0 (15
# instructions) t20..27, line k >= 1 (16) from 47 + 27 (k - 1), line 64
# (one) at 1748, done 1749; u54 t20..34, 54 + 35 (k - 1), 2259, done
# 2260.  With the next-line prefetcher only the first line misses: +20.
ICACHE_BODY = ["addi a0, a1, 1"] * 1024
ICACHE = {(): ({"u74": 512, "u54": 1024}, 0),
          ("icache=on", "icmiss=20"): ({"u74": 1749, "u54": 2260}, 65),
          ("icache=on", "icmiss=20", "icprefetch=on"):
              ({"u74": 532, "u54": 1044}, 1)}


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------
def mca_regions(mca, cpu, regions):
    """llvm-mca's cycles for each of regions ([(name, lines)]), one run
    with a code region each (Total Cycles minus the retire cycle)."""
    text = []
    for k, (_, lines) in enumerate(regions):
        text.append("# LLVM-MCA-BEGIN r%d" % k)
        text += lines
        text.append("# LLVM-MCA-END")
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(text) + "\n")
        path = f.name
    try:
        out = subprocess.run([mca, "-mtriple=riscv64", "-mcpu=" + cpu,
                              "-mattr=+m,+a,+f,+d,+c", "-iterations=1",
                              path], capture_output=True, text=True,
                             check=True).stdout
    finally:
        os.unlink(path)
    totals = [int(x) - 1 for x in re.findall(r"Total Cycles:\s+(\d+)", out)]
    if len(totals) != len(regions):
        raise SystemExit("llvm-mca: %d regions analysed, %d given"
                         % (len(totals), len(regions)))
    return totals


def hand_expect(res, name, got, want):
    for model, exp in want.items():
        if isinstance(exp, int):
            exp = (exp,)
        have = tuple(got[model][:len(exp)])
        res.check(have == exp, "%s, %s: cycles/branches/mispredicts %s, "
                  "expected %s" % (name, model, have, exp))


def straight(body):
    """No labels, hence no branches: llvm-mca sees what executes."""
    return not any(ln.endswith(":") for ln in body)


def main(argv):
    opts = [a for a in argv[1:] if a.startswith("--")]
    args = [a for a in argv[1:] if not a.startswith("--")]
    directory = os.path.abspath(args[0] if args else os.path.join(
        os.environ.get("WOLFSSL_BUILDDIR", "."), "scripts", "qemu"))
    plugin = os.path.join(directory, "libinsn_count.so")
    qemu, cc, mca = find_qemu(), find_cc(), find_mca()
    if qemu is None:
        print("SKIP: qemu-riscv64 not found")
        return SKIP
    if cc is None or shutil.which("riscv64-linux-gnu-objdump") is None:
        print("SKIP: no riscv64 compiler (WOLFSSL_RISCV_CC) or objdump")
        return SKIP
    if not os.path.isfile(plugin):
        print("SKIP: %s not built (scripts/qemu/build.sh DIR)" % plugin)
        return SKIP
    res = Results()
    blocks = kernel_blocks()
    names = sorted(blocks) if "--all-kernels" in opts else list(KERNELS)
    rng = random.Random(14)

    prog = Program()
    for name, body, _ in HAND:
        prog.region(name, body, HAND_SETUP)
    prog.region("icache", ICACHE_BODY, [".balign 64"])
    for name in names:
        kernel_region(prog, name, blocks[name])
    for k in range(100):
        random_region(prog, rng, k, 50)
    plain = Program()      # the same kind of code without the C extension
    for k in range(30):
        random_region(plain, rng, 100 + k, 50)

    with tempfile.TemporaryDirectory() as tmp:
        runs, runs_exe = [], []
        for p, march in ((prog, "rv64gc"), (plain, "rv64imafd")):
            sub = os.path.join(tmp, march)
            os.mkdir(sub)
            exe = build(cc, p, sub, march)
            text = objdump_regions(exe)
            rc, counts, cycles, err = run_plugin(
                qemu, plugin, exe, ["cycles=" + "+".join(MODELS)])
            ok = res.check(rc == 0 and len(counts) == len(p.regions) and
                           len(text) == len(p.regions),
                           "%s: status %d, %d regions counted, %d "
                           "disassembled, %d expected: %s" % (
                               march, rc, len(counts), len(text),
                               len(p.regions), err[-400:]))
            if not ok:
                print("%d passed, %d failed" % (res.passed, res.failed))
                return 1
            runs.append((p, text, counts, cycles))
            runs_exe.append(exe)
            rc2, counts2, _, _ = run_plugin(qemu, plugin, exe, [])
            res.check(rc2 == 0 and counts2 == counts,
                      "%s: counts differ without the models" % march)
            if p is prog:
                icache_runs = {opt: run_plugin(qemu, plugin, exe,
                                               ["cycles=u74+u54"] +
                                               list(opt))[2]
                               for opt in ICACHE}

        # sample=3: every third region, the same figures (START drains)
        p, text, counts, cycles = runs[0]
        rc, counts3, cycles3, _ = run_plugin(qemu, plugin, runs_exe[0],
                                             ["cycles=u74+u54", "sample=3"])
        want = [{m: c[m] for m in ("u74", "u54")} if k % 3 == 0 else {}
                for k, c in enumerate(cycles)]
        res.check(rc == 0 and counts3 == counts and
                  [c for k, c in enumerate(cycles3)
                   if straight(p.regions[k][2])] ==
                  [c for k, c in enumerate(want)
                   if straight(p.regions[k][2])],
                  "sample=3: cycles differ from every third region's")
        rc, _, _, err = run_plugin(qemu, plugin, exe, ["cycles=u99"])
        res.check(rc != 0 and "unknown model" in err,
                  "cycles=u99 accepted (status %d)" % rc)

        # instruction counts, and the hand-computed cycles
        for p, text, counts, cycles in runs:
            for (name, _, body), lines, cnt in zip(p.regions, text, counts):
                if straight(body):
                    res.check(cnt[0] == len(lines),
                              "%s: %d instructions counted, %d in the "
                              "region" % (name, cnt[0], len(lines)))
        for k, (name, _, want) in enumerate(HAND):
            hand_expect(res, name, runs[0][3][k], want)
        ic = len(HAND)
        for opt, (want, misses) in ICACHE.items():
            got = icache_runs[opt][ic]
            hand_expect(res, "icache %s" % " ".join(opt) or "off", got, want)
            res.check(all(got[m][3] == misses for m in want),
                      "icache %s: misses %s, expected %d"
                      % (opt, {m: got[m][3] for m in want}, misses))

        if mca is None:
            print("%d passed, %d failed" % (res.passed, res.failed))
            if res.failed:
                return 1
            print("SKIP: llvm-mca 14 not found (Debian: apt-get install "
                  "llvm-14): the models were not compared with it")
            return SKIP
        compare_mca(res, mca, runs, names, "--verbose" in opts)
    print("%d passed, %d failed" % (res.passed, res.failed))
    return 0 if res.failed == 0 else 1


def compare_mca(res, mca, runs, kernels, verbose):
    """u74-mca and u54-mca against llvm-mca on every straight-line region;
    prints the kernels' figures and the worst differences."""
    worst = {m: (0.0, "") for m in MCA_CPU}
    print("%-28s %6s | %8s %8s %8s | %8s %8s %8s" % (
        "region", "insns", "mca u74", "u74-mca", "u74", "mca u54",
        "u54-mca", "u54"))
    for p, text, counts, cycles in runs:
        regions = [(name, lines) for (name, _, body), lines in
                   zip(p.regions, text) if straight(body)]
        index = [k for k, (_, _, body) in enumerate(p.regions)
                 if straight(body)]
        ref = {m: mca_regions(mca, cpu, regions)
               for m, cpu in MCA_CPU.items()}
        for j, k in enumerate(index):
            name = p.regions[k][0]
            got = cycles[k]
            for m in MCA_CPU:
                want = ref[m][j]
                diff = abs(got[m][0] - want) / max(want, 1)
                res.check(diff <= MCA_TOLERANCE,
                          "%s: %s %d cycles, llvm-mca %d" % (
                              name, m, got[m][0], want))
                if diff >= worst[m][0]:
                    worst[m] = (diff, name)
            if name in kernels or verbose:
                print("%-28s %6d | %8d %8d %8d | %8d %8d %8d" % (
                    name, counts[k][0], ref["u74-mca"][j],
                    got["u74-mca"][0], got["u74"][0], ref["u54-mca"][j],
                    got["u54-mca"][0], got["u54"][0]))
    for m, (diff, name) in worst.items():
        print("%s vs llvm-mca 14: largest difference %.2f%% (%s)"
              % (m, 100 * diff, name or "-"))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
