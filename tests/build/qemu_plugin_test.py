#!/usr/bin/env python3
"""qemu_plugin_test.py -- tests of the qemu measurement plugins.

Measurement tooling, outside the library layers.  Checks the two TCG
plugins of scripts/qemu/ (libinsn_count.so, libct_trace.so) by running the
riscv64 guest programs test_insn_count and test_ct_trace under qemu-riscv64:

- insn_count reports, for each region, exactly the instruction and
  multiply counts written by hand next to the region's asm block (the
  guest prints them as "REGION name insns muls loads stores" lines), and
  the same counts in every run;
- ct_trace counts the same instructions as insn_count (two independent
  mechanisms), the hand-counted memory accesses, writes a dump whose
  records re-hash to the reported hash, and records the expected access
  kinds, sizes and address offsets;
- ct_trace gives equal fingerprints for branch-free code run on different
  secrets (also with heap and stack data, which shows the guest layout is
  repeatable), and different ones for secret-dependent branches and table
  indices;
- ct_trace reports every division of a region with its call stack: none
  for the branch-free code, and for the `divide` function exactly the
  divisions it makes, at addresses in div_leaf, called from div_mid, called
  from main (directly and through a pointer), named with
  riscv64-linux-gnu-nm.

Usage: qemu_plugin_test.py [DIR]
DIR holds the plugins and guest programs as built by
`scripts/qemu/build.sh DIR`; default: $WOLFSSL_BUILDDIR/scripts/qemu
(WOLFSSL_BUILDDIR defaults to ".").  qemu-riscv64 is taken from
$WOLFSSL_TEST_RUNNER when that names it, else from PATH.  Exits 77 (skip)
when qemu-riscv64 or a built file is missing.  Prints "N passed, M failed".
"""

import os
import shlex
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
HASH_INIT = 0xcbf29ce484222325
HASH_MUL = 0x9e3779b97f4a7c15
MASK64 = (1 << 64) - 1
ACCESS_TAG = 1 << 63

# Two secrets with the same number of set bits (32 each) in different
# places, so that a branchy loop runs the same number of instructions but
# along different paths; and a third one with all bits set.
SECRETS = ("0123456789abcdef", "fedcba9876543210", "ffffffffffffffff")


class Results:
    """Counts checks and reports failures."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, cond, what):
        if cond:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL: " + what)
        return cond


def find_qemu():
    """Command list starting qemu-riscv64, or None."""
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    if runner and os.path.basename(runner[0]).startswith("qemu-riscv64"):
        exe = shutil.which(runner[0])
        return [exe] + runner[1:] if exe else None
    exe = shutil.which("qemu-riscv64")
    return [exe] if exe else None


class Harness:
    """Runs guest programs under qemu with a plugin, in a fixed, empty
    environment (the guest's stack layout depends on the environment's
    size, and ct_trace compares addresses)."""

    def __init__(self, qemu, directory):
        self.qemu = qemu
        self.dir = directory

    def path(self, name):
        return os.path.join(self.dir, name)

    def run(self, plugin, args, guest, guest_args=()):
        spec = ",".join([self.path(plugin)] + list(args))
        cmd = self.qemu + ["-plugin", spec, self.path(guest)]
        cmd += list(guest_args)
        proc = subprocess.run(cmd, env={}, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=120,
                              check=False)
        return (proc.returncode, proc.stdout.decode(errors="replace"),
                proc.stderr.decode(errors="replace"))


def parse_regions(text, tag):
    """Pair each 'REGION name i m l s' line with the next `tag` line:
    returns [(name, [expected ints], [reported fields])]."""
    out = []
    current = None
    for line in text.splitlines():
        words = line.split()
        if not words:
            continue
        if words[0] == "REGION" and len(words) == 6:
            current = (words[1], [int(w) for w in words[2:]])
        elif words[0] == tag and current is not None:
            out.append((current[0], current[1], words[1:]))
            current = None
    return out


def rehash_dump(path):
    """Recompute (hash, n_insns, n_mem) of each region of a ct_trace dump,
    and collect its records; returns a list of dicts."""
    regions = []
    cur = None
    with open(path, encoding="ascii") as f:
        for line in f:
            w = line.split()
            if w[0] == "#" and w[1] == "START":
                cur = {"h": HASH_INIT, "ni": 0, "nm": 0, "rec": []}
            elif w[0] == "#" and w[1] == "STOP":
                cur["reported"] = (w[2], int(w[3]), int(w[4]))
                regions.append(cur)
                cur = None
            elif w[0] == "I":
                cur["h"] = fold(cur["h"], int(w[1], 16))
                cur["ni"] += 1
            else:
                store = w[0] == "W"
                shift = int(w[3])
                cur["h"] = fold(cur["h"],
                                ACCESS_TAG | (16 if store else 0) | shift)
                cur["h"] = fold(cur["h"], int(w[2], 16))
                cur["nm"] += 1
                cur["rec"].append((w[0], int(w[2], 16), shift))
    return regions


def fold(h, w):
    """The hash step ct_trace.c documents."""
    h = ((h ^ w) * HASH_MUL) & MASK64
    return h ^ (h >> 32)


def test_insn_count(hx, res):
    rc, _, err = hx.run("libinsn_count.so", [], "test_insn_count")
    res.check(rc == 0, "test_insn_count exit status %d" % rc)
    regions = parse_regions(err, "WC_COUNT")
    res.check(len(regions) == 6,
              "insn_count: %d regions reported, 6 expected" % len(regions))
    for name, exp, got in regions:
        if exp[0] < 0:
            continue
        res.check([int(g) for g in got] == exp[:2],
                  "insn_count region %s: got %s, expected %s"
                  % (name, got, exp[:2]))
    rc, _, err2 = hx.run("libinsn_count.so", [], "test_insn_count")
    res.check(err2 == err, "insn_count: second run differs")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "counts.txt")
        rc, _, err3 = hx.run("libinsn_count.so", ["total=on", "out=" + out],
                             "test_insn_count")
        with open(out, encoding="ascii") as f:
            lines = f.read().splitlines()
    res.check("WC_COUNT" not in err3, "insn_count out=: lines on stderr")
    counts = [l.split()[1:] for l in lines if l.startswith("WC_COUNT ")]
    res.check(counts == [r[2] for r in regions],
              "insn_count out=: file differs from stderr lines")
    total = [l.split() for l in lines if l.startswith("WC_COUNT_TOTAL ")]
    res.check(len(total) == 1 and
              int(total[0][1]) > sum(int(r[2][0]) for r in regions),
              "insn_count total=on: bad WC_COUNT_TOTAL line %s" % total)
    return regions


def test_profile(hx, res):
    """insn_count profile=: per-block counts inside regions.  The "loop"
    region's body is a block of 4 instructions (mul, mulw, addi, bnez)
    entered at its label 999 times (the first pass runs in the START
    block, which the profile does not count); with cycles= it carries
    the first model's cycles."""
    with tempfile.TemporaryDirectory() as tmp:
        prof = os.path.join(tmp, "prof.txt")
        rc, _, err = hx.run("libinsn_count.so",
                            ["cycles=u74", "profile=" + prof],
                            "test_insn_count")
        res.check(rc == 0, "insn_count profile=: exit status %d" % rc)
        with open(prof, encoding="ascii") as f:
            rows = [l.split() for l in f.read().splitlines()]
    res.check(rows and all(len(r) == 4 for r in rows),
              "insn_count profile=: lines not `pc insns count cycles`")
    loop = [r for r in rows if len(r) == 4 and r[1] == "4" and r[2] == "999"]
    res.check(len(loop) == 1 and int(loop[0][3]) > 0,
              "insn_count profile=: no 4-instruction block run 999 times "
              "with cycles (%s)" % rows)
    res.check("WC_CYCLES u74" in err,
              "insn_count profile= with cycles=: no WC_CYCLES lines")


def test_trace_counts(hx, res, counts):
    """ct_trace on test_insn_count: counts, dump and re-hash."""
    with tempfile.TemporaryDirectory() as tmp:
        dump = os.path.join(tmp, "dump.txt")
        rc, _, err = hx.run("libct_trace.so", ["dump=" + dump],
                            "test_insn_count")
        res.check(rc == 0, "test_insn_count (ct_trace) exit status %d" % rc)
        dumped = rehash_dump(dump)
    regions = parse_regions(err, "WC_TRACE")
    res.check(len(regions) == 6 and len(dumped) == 6,
              "ct_trace: %d regions reported, %d dumped, 6 expected"
              % (len(regions), len(dumped)))
    for (name, exp, got), (_, _, cnt), d in zip(regions, counts, dumped):
        res.check(got[1] == cnt[0],
                  "ct_trace region %s: %s instructions, insn_count says %s"
                  % (name, got[1], cnt[0]))
        if exp[2] >= 0:
            res.check(int(got[2]) == exp[2] + exp[3],
                      "ct_trace region %s: %s accesses, expected %d"
                      % (name, got[2], exp[2] + exp[3]))
        res.check((got[0], int(got[1]), int(got[2])) == d["reported"],
                  "ct_trace region %s: dump trailer %s != line %s"
                  % (name, d["reported"], got))
        res.check(("%016x" % d["h"], d["ni"], d["nm"]) ==
                  (got[0], int(got[1]), int(got[2])),
                  "ct_trace region %s: dump re-hashes to %016x %d %d, "
                  "reported %s" % (name, d["h"], d["ni"], d["nm"], got))
        if name == "empty":
            res.check(got[0] == "%016x" % HASH_INIT,
                      "ct_trace: empty region hash %s" % got[0])
        if name == "mem" and d["rec"]:
            base = d["rec"][0][1]
            shape = [(k, a - base, s) for k, a, s in d["rec"]]
            want = [("R", 0, 3), ("W", 8, 3), ("R", 16, 2), ("W", 20, 2),
                    ("R", 24, 0), ("W", 25, 0)]
            res.check(shape == want,
                      "ct_trace mem region records %s" % shape)


def trace_of(hx, func, secret):
    rc, _, err = hx.run("libct_trace.so", [], "test_ct_trace",
                        [func, secret])
    lines = [l.split()[1:] for l in err.splitlines()
             if l.startswith("WC_TRACE ")]
    return rc, (lines[0] if len(lines) == 1 else None)


def test_ct(hx, res):
    for func, constant_time in (("branchy", False), ("table", False),
                                ("branchfree", True), ("heap", True)):
        traces = []
        for secret in SECRETS:
            rc, t = trace_of(hx, func, secret)
            res.check(rc == 0 and t is not None,
                      "test_ct_trace %s %s: status %d, trace %s"
                      % (func, secret, rc, t))
            traces.append(t)
        rc, again = trace_of(hx, func, SECRETS[0])
        res.check(again == traces[0],
                  "ct_trace %s: same secret, different traces %s %s"
                  % (func, traces[0], again))
        hashes = set(t[0] for t in traces if t)
        if constant_time:
            res.check(len(hashes) == 1,
                      "ct_trace %s: traces differ by secret: %s"
                      % (func, traces))
        else:
            res.check(len(hashes) == len(SECRETS),
                      "ct_trace %s: secret-dependent traces not told apart:"
                      " %s" % (func, traces))
            # The first two secrets run the same number of instructions
            # and accesses; only their order or addresses differ.
            res.check(traces[0] and traces[1] and
                      traces[0][1:] == traces[1][1:],
                      "ct_trace %s: counts differ between equal-weight "
                      "secrets: %s" % (func, traces))


DIV_CALLS = 3          # test_ct_trace.c: div_mid's calls of div_leaf


def divisions_of(hx, func, secret):
    """(WC_DIV fields, [WC_DIVAT fields]) of one region."""
    rc, _, err = hx.run("libct_trace.so", [], "test_ct_trace",
                        [func, secret])
    div = [l.split()[1:] for l in err.splitlines() if l.startswith("WC_DIV ")]
    at = [l.split()[1:] for l in err.splitlines()
          if l.startswith("WC_DIVAT ")]
    return rc, (div[0] if len(div) == 1 else None), at


def symbol_table(path):
    """[(address, name)] of the functions of a static guest, sorted; None
    without riscv64-linux-gnu-nm."""
    nm = shutil.which("riscv64-linux-gnu-nm")
    if nm is None:
        return None
    out = subprocess.run([nm, "-P", "--defined-only", path],
                         stdout=subprocess.PIPE, check=False).stdout
    syms = []
    for line in out.decode(errors="replace").splitlines():
        w = line.split()
        if len(w) >= 3 and w[1] in "tTwW":
            syms.append((int(w[2], 16), w[0].split(".")[0]))
    return sorted(syms)


def function_at(syms, addr):
    best = "?"
    for a, name in syms:
        if a > addr:
            break
        best = name
    return best


def test_divisions(hx, res):
    rc, div, at = divisions_of(hx, "branchfree", SECRETS[0])
    res.check(rc == 0 and div == ["0", "0"] and not at,
              "ct_trace: divisions reported for branch-free code: %s %s"
              % (div, at))
    rc, div, at = divisions_of(hx, "divide", SECRETS[0])
    # div_leaf divides and takes a remainder: 2 per call, 2 x DIV_CALLS
    # calls.  Sites: 2 instructions x the call sites in div_mid (one, or
    # DIV_CALLS where the compiler unrolls the loop) x 2 call sites in
    # main.
    res.check(rc == 0 and div is not None and
              int(div[0]) == 4 * DIV_CALLS and int(div[1]) == len(at) and
              int(div[1]) in (4, 4 * DIV_CALLS),
              "ct_trace divide: WC_DIV %s, expected %d divisions at 4 or "
              "%d sites" % (div, 4 * DIV_CALLS, 4 * DIV_CALLS))
    res.check(sum(int(a[0]) for a in at) == 4 * DIV_CALLS and
              len({a[-1] for a in at}) == 2,
              "ct_trace divide: site counts %s, outermost callers %s"
              % ([a[0] for a in at], sorted({a[-1] for a in at})))
    syms = symbol_table(hx.path("test_ct_trace"))
    if not res.check(syms is not None,
                     "riscv64-linux-gnu-nm missing: division stacks unchecked"):
        return
    stacks = sorted(tuple(function_at(syms, int(a, 16) - (1 if i else 0))
                          for i, a in enumerate(f[1:])) for f in at)
    res.check(all(s[:3] == ("div_leaf", "div_mid", "main") for s in stacks),
              "ct_trace divide: call stacks %s, expected div_leaf <- "
              "div_mid <- main" % stacks)


def main(argv):
    builddir = os.environ.get("WOLFSSL_BUILDDIR", ".")
    directory = argv[1] if len(argv) > 1 else os.path.join(
        builddir, "scripts", "qemu")
    directory = os.path.abspath(directory)
    qemu = find_qemu()
    if qemu is None:
        print("SKIP: qemu-riscv64 not found")
        return SKIP
    files = ("libinsn_count.so", "libct_trace.so", "test_insn_count",
             "test_ct_trace")
    missing = [f for f in files if not os.path.isfile(
        os.path.join(directory, f))]
    if missing:
        print("SKIP: not built in %s: %s (scripts/qemu/build.sh DIR)"
              % (directory, " ".join(missing)))
        return SKIP
    hx = Harness(qemu, directory)
    res = Results()
    counts = test_insn_count(hx, res)
    test_profile(hx, res)
    test_trace_counts(hx, res, counts)
    test_ct(hx, res)
    test_divisions(hx, res)
    print("%d passed, %d failed" % (res.passed, res.failed))
    return 0 if res.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
