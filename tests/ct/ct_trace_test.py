#!/usr/bin/env python3
"""ct_trace_test.py -- constant-time trace test of the private operations.

Measurement test, above the public API (DESIGN.md section 5).  Runs the
riscv64 guest tests/ct/ct_trace_driver under qemu-riscv64 with the project's
ct_trace plugin (scripts/qemu/libct_trace.so), which fingerprints every
instruction address and memory access address between the driver's
WC_MARKER_START()/WC_MARKER_STOP(), i.e. exactly one private operation:

  RSA-2048 private decrypt (with blinding) and PKCS#1 v1.5 sign,
  ffdhe2048 key generation and agreement (wc_DhAgree, wc_DhAgree_ct),
  ECC key generation, ECDSA signing and ECDH on P-256, P-384 and P-521,
  SM2 key generation, signing, ECDH, encryption and decryption,
  SAKKE KMS key generation, RSK generation, RSK pairing-table generation,
  SSV encapsulation and derivation (with and without the point-I and RSK
  tables).

  RSA-2048 raw private decryption (wc_RsaFunction) and decryption
  without padding (wc_RsaPrivateDecrypt_ex, WC_RSA_NO_PAD),
  ECDSA signing with RFC 6979 nonces.

Each operation runs with a list of secret classes (tests/ct/ct_trace_cases.py
builds them): two ordinary secrets, and the edge cases leaks hide in --
results and intermediates with leading zero bytes or a zero top 64-bit
limb (DH shared secrets of 248, 1 and 255 bytes, RSA plaintexts of every
length, ECDH secrets and RFC 6979 nonces with a leading zero byte), keys
and scalars with a short top limb, the extremes 1, 2, n - 2, n - 1, an RSA
key with CRT exponents a digit short -- with DRBG seeds that differ, so
that blinding values and nonces differ.  Runs whose public outputs agree
(the driver's PUBLIC line: wc_DhAgree's stripped length, for one) form a
group, and all traces of a group must be identical: every pair of classes
is compared, and a class without a partner fails.

Every run must also execute no division (div, divu, rem, remu and their
W forms: their latency depends on the operands on many cores) except in
code that handles public data only (PUBLIC_DIVISIONS below): the plugin
reports each division with its call stack, and its functions are named
from the driver's symbol table (the driver is linked statically).

Controls prove the test can fail: a sliding-window exponentiation
(mp_exptmod_nct) and a long division (mp_mod) run on two different
secrets must give DIFFERENT traces, and the long division must fail the
division check; a third control (mp_exptmod_ex) must give equal traces.

All secrets are generated with Python integers from fixed seeds, so runs
are repeatable; the driver checks each result it can (decryptions,
signatures) and this script checks the others (DH and ECDH secrets, the
RFC 6979 r, which shows the nonce model is the library's).

Usage: ct_trace_test.py [DRIVER] [--plugin SO] [--only SUBSTR[,SUBSTR...]]
                        [--diagnose DIR]
--only keeps the cases whose operation name contains one of the
comma-separated substrings; without it, $WOLFSSL_CT_ONLY does the same
(a CI cell running only some families, e.g. "aes,sm4" where the scalar
crypto extensions are assumed).  WOLFSSL_CT_EXT=1 runs the driver with
"ext": the extension paths the build may use (under the QEMU_CPU that
has them) instead of the base path.
DRIVER defaults to $WOLFSSL_BUILDDIR/tests/ct/ct_trace_driver, the plugin to
$WOLFSSL_BUILDDIR/scripts/qemu/libct_trace.so (WOLFSSL_BUILDDIR defaults
to ".").  qemu-riscv64 comes from $WOLFSSL_TEST_RUNNER when that names it,
else from PATH.  --diagnose DIR: on a failure, re-run the pair with full
trace dumps in DIR and print where they first diverge (with
riscv64-linux-gnu-addr2line when installed).  Exits 77 (skip) when the
driver is not a riscv64 program or qemu/the plugin is missing; fails when
riscv64-linux-gnu-nm is missing (the division check needs it).  Prints
"N passed, M failed".
"""

import argparse
import bisect
import collections
import os
import re
import shlex
import shutil
import subprocess
import sys

import ct_trace_cases

SKIP = 77
TIMEOUT = 600


# ---------------------------------------------------------------------------
# Running the guest
# ---------------------------------------------------------------------------

def find_qemu():
    """The qemu-riscv64 command.  The guest runs with an empty environment,
    so a CPU model the build needs (QEMU_CPU, e.g. a CI cell's extensions
    assumed at compile time) goes on the command line as -cpu."""
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    cpu = os.environ.get("QEMU_CPU", "")
    extra = ["-cpu", cpu] if cpu else []
    if runner and os.path.basename(runner[0]).startswith("qemu-riscv64"):
        exe = shutil.which(runner[0])
        return [exe] + runner[1:] + extra if exe else None
    exe = shutil.which("qemu-riscv64")
    return [exe] + extra if exe else None


def is_riscv64_elf(path):
    """ELF, 64-bit, machine EM_RISCV (243)."""
    try:
        with open(path, "rb") as f:
            h = f.read(20)
    except OSError:
        return False
    return (len(h) == 20 and h[:4] == b"\x7fELF" and h[4] == 2 and
            int.from_bytes(h[18:20], "little") == 243)


class Runner:
    def __init__(self, qemu, plugin, driver):
        self.qemu = qemu
        self.plugin = plugin
        self.driver = os.path.abspath(driver)

    def ops(self):
        """The ops this build of the driver has (`driver list`), or None
        when it does not run."""
        proc = subprocess.run(self.qemu + [self.driver, "list"], env={},
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=TIMEOUT, check=False)
        if proc.returncode != 0:
            return None
        return {l.split()[0] for l in
                proc.stdout.decode(errors="replace").splitlines() if l}

    def run(self, op, seed, secret, dump=None):
        """Returns (rc, {"TRACE": [...], "PUBLIC": str, ...}, text)."""
        spec = self.plugin + ((",dump=" + dump) if dump else "")
        sec = secret.hex() if secret else "00"
        cmd = self.qemu + ["-plugin", spec, self.driver, op, seed, sec]
        if os.environ.get("WOLFSSL_CT_EXT") == "1":
            cmd.append("ext")
        proc = subprocess.run(cmd, env={}, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=TIMEOUT,
                              check=False)
        out = {"TRACE": [], "DIVS": []}
        text = proc.stdout.decode(errors="replace")
        for line in (text + proc.stderr.decode(errors="replace")
                     ).splitlines():
            w = line.split(None, 1)
            if not w:
                continue
            if w[0] == "WC_TRACE":
                out["TRACE"].append(w[1].strip())
            elif w[0] == "WC_DIVAT":
                # count, pc, return addresses (innermost caller first)
                f = w[1].split()
                out["DIVS"].append((int(f[0]), [int(a, 16) for a in
                                                f[1:] if a != "("]))
            elif w[0] in ("PUBLIC", "RESULT", "LOAD") and len(w) == 2:
                out[w[0]] = w[1].strip()
            elif w[0] == "OK":
                out["OK"] = True
        return proc.returncode, out, text


def first_divergence(path_a, path_b, keep=4096):
    """(line number, the last `keep` instruction pcs before it, line a,
    line b), or None when the dumps are equal."""
    recent = collections.deque(maxlen=keep)
    with open(path_a, encoding="ascii") as fa, \
            open(path_b, encoding="ascii") as fb:
        for num, (la, lb) in enumerate(zip(fa, fb), 1):
            if la != lb:
                return num, list(recent), la.strip(), lb.strip()
            if la.startswith("I "):
                recent.append(la.split()[1])
    return None


def load_bias(driver, load):
    """Run-time minus link-time address of the driver's code, from the
    driver's "LOAD main=<hex>" line and the symbol table (a PIE driver
    runs where qemu placed it); 0 when unknown."""
    nm = shutil.which("riscv64-linux-gnu-nm")
    if not nm or not load or not load.startswith("main="):
        return 0
    proc = subprocess.run([nm, "-P", driver], stdout=subprocess.PIPE,
                          check=False)
    for line in proc.stdout.decode(errors="replace").splitlines():
        w = line.split()
        if len(w) >= 3 and w[0] == "main" and w[1] in ("T", "t"):
            return int(load[len("main="):], 16) - int(w[2], 16)
    return 0


def symbolize(driver, pcs, load=None):
    """{pc: "function (file:line)"} via riscv64-linux-gnu-addr2line, or
    None when it is not installed.  load: the driver's LOAD line."""
    tool = shutil.which("riscv64-linux-gnu-addr2line")
    if not tool or not pcs:
        return None
    uniq = sorted(set(pcs))
    bias = load_bias(driver, load)
    proc = subprocess.run([tool, "-f", "-e", driver] +
                          ["%x" % (int(pc, 16) - bias) for pc in uniq],
                          stdout=subprocess.PIPE, check=False)
    lines = proc.stdout.decode(errors="replace").splitlines()
    names = {}
    for i, pc in enumerate(uniq):
        if 2 * i + 1 < len(lines):
            names[pc] = "%s (%s)" % (lines[2 * i],
                                     os.path.basename(lines[2 * i + 1]))
    return names


def diagnose(runner, case, a, b, directory):
    """Dump both runs and print the functions executed just before the
    first difference (most recent last): the call path into the leak."""
    os.makedirs(directory, exist_ok=True)
    paths = []
    load = None
    for label, seed, secret in (a, b):
        path = os.path.join(directory, "%s-%s.dump" % (
            case.op, "".join(c if c.isalnum() else "_" for c in label)))
        load = runner.run(case.op, seed, secret, dump=path)[1].get("LOAD")
        paths.append(path)
    div = first_divergence(*paths)
    if div is None:
        print("  diagnose: dumps do not differ (%s, %s)" % tuple(paths))
        return
    num, recent, la, lb = div
    print("  diagnose: dumps %s and %s first differ at line %d:"
          % (paths[0], paths[1], num))
    print("    %s  |  %s" % (la, lb))
    extra = [w.split()[1] for w in (la, lb) if w.startswith("I ")]
    names = symbolize(runner.driver, recent + extra, load)
    if names is None:
        print("    (riscv64-linux-gnu-addr2line not found; last pcs: %s)"
              % " ".join(recent[-4:]))
        return
    path = []
    for pc in recent:
        name = names.get(pc, pc).split(" ")[0]
        if not path or path[-1] != name:
            path.append(name)
    print("    functions before the divergence (most recent last):")
    for name in path[-12:]:
        print("      " + name)
    for pc in extra:
        print("    diverging instruction %s: %s" % (pc, names.get(pc, "?")))


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

# ---------------------------------------------------------------------------
# The division check
# ---------------------------------------------------------------------------

# Code that divides only public data, as function names (regular
# expressions, matched against the division's function and each caller on
# its stack).  A division is allowed when one of its frames is here.
PUBLIC_DIVISIONS = [
    # R^2 mod a public modulus (RSA n, DH p) by sp_int's division.
    (r"sp_\d+_pub_ctx", "R^2 mod a public modulus"),
    # Validation of a peer's public point (ecc_point.c).
    (r"ecc_point_check", "public point check"),
]


class Symbols:
    """Function names of a static riscv64 program from its symbol table
    (riscv64-linux-gnu-nm): the function holding an address."""

    def __init__(self, driver):
        self.addrs, self.names = [], []
        nm = shutil.which("riscv64-linux-gnu-nm")
        if nm is None:
            return
        proc = subprocess.run([nm, "-P", "--defined-only", driver],
                              stdout=subprocess.PIPE, check=False)
        syms = []
        for line in proc.stdout.decode(errors="replace").splitlines():
            w = line.split()
            if len(w) >= 3 and w[1] in "tTwW":
                syms.append((int(w[2], 16), w[0].split(".")[0]))
        syms.sort()
        self.addrs = [a for a, _ in syms]
        self.names = [n for _, n in syms]

    def name(self, addr):
        i = bisect.bisect_right(self.addrs, addr) - 1
        return self.names[i] if i >= 0 else "?%x" % addr


def division_sites(symbols, out):
    """[(count, [function of the division, callers...])] of one run; a
    return address names its call through the byte before it."""
    return [(count, [symbols.name(pcs[0])] +
             [symbols.name(ra - 1) for ra in pcs[1:]])
            for count, pcs in out["DIVS"]]


def allowed_division(stack):
    return any(re.fullmatch(rx, name) for rx, _ in PUBLIC_DIVISIONS
               for name in stack)


def check_divisions(case, symbols, results, counts):
    """No division outside PUBLIC_DIVISIONS in any run (a division
    control must have one in every run)."""
    bad = []
    for label, _, _, out in results:
        sites = [(c, st) for c, st in division_sites(symbols, out)
                 if not allowed_division(st)]
        bad.append((label, sites))
    if case.div_control:
        ok = all(sites for _, sites in bad)
        print("%s %s: divisions of secret data %s [division control]"
              % ("PASS" if ok else "FAIL", case.op,
                 "seen in every run" if ok else "NOT seen"))
        counts[0 if ok else 1] += 1
        return
    failed = [(label, sites) for label, sites in bad if sites]
    if not failed:
        print("PASS %s: no division outside public code (%d runs)"
              % (case.op, len(results)))
        counts[0] += 1
        return
    counts[1] += 1
    for label, sites in failed:
        print("FAIL %s (%s): division outside the public-code allow-list:"
              % (case.op, label))
        for c, st in sites:
            print("    %d x %s" % (c, " <- ".join(st)))


# ---------------------------------------------------------------------------
# The trace comparison
# ---------------------------------------------------------------------------

def trace_desc(out):
    """"hash insns" of a run's trace."""
    t = out["TRACE"][0].split()
    return "%s %s insns" % (t[0], t[1])


def compare_traces(runner, case, results, args, counts):
    """Runs with equal public outputs (the driver's PUBLIC line) form a
    group: every pair in a group must have equal traces (a control:
    different ones), and every run must have a partner in its group."""
    groups = collections.OrderedDict()
    for r in results:
        groups.setdefault(r[3].get("PUBLIC"), []).append(r)
    for public, runs in groups.items():
        labels = ", ".join(r[0] for r in runs)
        if len(runs) < 2:
            print("FAIL %s (%s): no other class with public outputs %s: "
                  "not compared" % (case.op, labels, public))
            counts[1] += 1
            continue
        traces = collections.OrderedDict()
        for r in runs:
            traces.setdefault(r[3]["TRACE"][0], []).append(r)
        same = len(traces) == 1
        if not case.expect_equal:
            ok = len(traces) == len(runs)
            print("%s %s (%s): %s [control: differ]"
                  % ("PASS" if ok else "FAIL", case.op, labels,
                     " / ".join(trace_desc(r[3]) for r in runs)))
            counts[0 if ok else 1] += 1
            continue
        if same:
            print("PASS %s (%s: %s)" % (case.op, labels,
                                        trace_desc(runs[0][3])))
            counts[0] += 1
            continue
        print("FAIL %s [%s]: traces differ:" % (case.op, public))
        for rs in traces.values():
            print("    %s: %s" % (trace_desc(rs[0][3]),
                                  ", ".join(r[0] for r in rs)))
        counts[1] += 1
        if args.diagnose:
            a, b = [rs[0] for rs in list(traces.values())[:2]]
            diagnose(runner, case, a[:3], b[:3], args.diagnose)


def run_case(runner, symbols, case, args, counts):
    results = []
    for i, (label, seed, secret) in enumerate(case.runs):
        rc, out, text = runner.run(case.op, seed, secret)
        ok = rc == 0 and out.get("OK") and len(out["TRACE"]) == 1
        if ok and case.check is not None:
            ok = case.check[i](out)
        if not ok:
            print("FAIL %s (%s): driver run failed or result wrong (rc %d):"
                  " %s" % (case.op, label, rc, text.strip()[-300:]))
            counts[1] += 1
            return
        results.append((label, seed, secret, out))
    compare_traces(runner, case, results, args, counts)
    check_divisions(case, symbols, results, counts)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("driver", nargs="?")
    ap.add_argument("--plugin")
    ap.add_argument("--only")
    ap.add_argument("--diagnose", metavar="DIR")
    args = ap.parse_args()

    builddir = os.environ.get("WOLFSSL_BUILDDIR", ".")
    driver = args.driver or os.path.join(builddir, "tests", "ct",
                                         "ct_trace_driver")
    plugin = args.plugin or os.path.join(builddir, "scripts", "qemu",
                                         "libct_trace.so")
    if not is_riscv64_elf(driver):
        print("SKIP: %s is not a riscv64 program" % driver)
        return SKIP
    qemu = find_qemu()
    if qemu is None or not os.path.isfile(plugin):
        print("SKIP: qemu-riscv64 or %s missing" % plugin)
        return SKIP
    runner = Runner(qemu, os.path.abspath(plugin), driver)
    available = runner.ops()
    if available is None:
        print("FAIL: %s list did not run" % driver)
        print("0 passed, 1 failed")
        return 1

    symbols = Symbols(runner.driver)
    if not symbols.addrs:
        print("FAIL: no symbols for the division check (%s, "
              "riscv64-linux-gnu-nm)" % driver)
        print("0 passed, 1 failed")
        return 1
    counts = [0, 0]
    only = args.only or os.environ.get("WOLFSSL_CT_ONLY", "")
    keep = [w for w in only.split(",") if w]
    for case in ct_trace_cases.build_cases():
        if keep and not any(w in case.op for w in keep):
            continue
        if case.op not in available:
            print("skip %s (not in this build)" % case.op)
            continue
        run_case(runner, symbols, case, args, counts)
    print("%d passed, %d failed" % (counts[0], counts[1]))
    return 0 if counts[1] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
