"""x509_testlib.py -- what the tests of tests/x509 share: running the
drivers (chain_verify, cert_dump, certgen_tool, certman_api), asking
`openssl verify` for its verdict, finding the cryptography_vectors
package, and counting results.

The drivers are $WOLFSSL_BUILDDIR/tests/x509/<name> (WOLFSSL_BUILDDIR
defaults to "."), run under $WOLFSSL_TEST_RUNNER (e.g. "qemu-riscv64 -L ...").  All
the cases of a test go to ONE driver run through stdin, one line each:
    case <id> key=value ...
and come back as "case <id> chain <rc> host <rc|->" or
"case <id> file <name>".
"""
import calendar
import glob
import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

SKIP = 77

# wolfSSL error codes the tests name.
ASN_NO_SIGNER_E = -188
ASN_SIG_CONFIRM_E = -155
ASN_AFTER_DATE_E = -151
ASN_BEFORE_DATE_E = -150
ASN_PATHLEN_SIZE_E = -237
ASN_NAME_INVALID_E = -198
ASN_SELF_SIGNED_E = -275
MAX_CHAIN_ERROR = -368
ASN_CRIT_EXT_E = -160
DOMAIN_NAME_MISMATCH = -322
IPADDR_MISMATCH = -325
ERROR_NAMES = {
    0: "ok", ASN_NO_SIGNER_E: "ASN_NO_SIGNER_E",
    ASN_SIG_CONFIRM_E: "ASN_SIG_CONFIRM_E",
    ASN_AFTER_DATE_E: "ASN_AFTER_DATE_E",
    ASN_BEFORE_DATE_E: "ASN_BEFORE_DATE_E",
    ASN_PATHLEN_SIZE_E: "ASN_PATHLEN_SIZE_E",
    ASN_NAME_INVALID_E: "ASN_NAME_INVALID_E",
    ASN_SELF_SIGNED_E: "ASN_SELF_SIGNED_E",
    MAX_CHAIN_ERROR: "MAX_CHAIN_ERROR", ASN_CRIT_EXT_E: "ASN_CRIT_EXT_E",
    DOMAIN_NAME_MISMATCH: "DOMAIN_NAME_MISMATCH",
    IPADDR_MISMATCH: "IPADDR_MISMATCH",
}


def note(msg):
    """Print a NOTE line."""
    print("NOTE " + msg)


def rc_name(rc):
    """'rc=-188 (ASN_NO_SIGNER_E)' style text of a driver result code."""
    if rc is None:
        return "rc=-"
    name = ERROR_NAMES.get(rc)
    return "rc=%d (%s)" % (rc, name) if name else "rc=%d" % rc


def utc_seconds(text):
    """Unix seconds of 'YYYYMMDDHHMMSSZ' (UTC)."""
    return calendar.timegm(time.strptime(text, "%Y%m%d%H%M%SZ"))


# ------------------------------------------------------------- tally --

class Tally:
    """Counts and prints results: 'ok NAME', 'FAIL NAME: why',
    'n/a NAME: why'."""

    def __init__(self):
        self.passed = self.failed = self.na = 0

    def check(self, ok, name, detail=""):
        """Count and print one result; returns ok."""
        if ok:
            self.passed += 1
            print("ok " + name)
        else:
            self.failed += 1
            print("FAIL %s: %s" % (name, detail))
        return ok

    def not_applicable(self, name, reason):
        """Count and print a test that cannot be judged."""
        self.na += 1
        print("n/a %s: %s" % (name, reason))

    def summary(self):
        """Print the counts."""
        text = "%d passed, %d failed" % (self.passed, self.failed)
        if self.na:
            text += ", %d n/a" % self.na
        print(text)

    def exit_code(self, minimum=1):
        """0 when nothing failed and at least minimum passed, else 1."""
        return 0 if self.failed == 0 and self.passed >= minimum else 1


# ------------------------------------------------------------ driver --

class DriverError(RuntimeError):
    """The driver could not run or did not finish cleanly."""


class Result:
    """One case's driver output: chain (int), host (int or None), file
    (the unreadable file's name, or None)."""

    def __init__(self, chain=None, host=None, file=None):
        self.chain, self.host, self.file = chain, host, file

    def valid(self, with_host=False):
        """Did the chain (and, with_host, the host check) pass?"""
        if self.file is not None or self.chain != 0:
            return False
        return not with_host or self.host == 0

    def __str__(self):
        if self.file is not None:
            return "file %s unreadable" % self.file
        text = "chain " + rc_name(self.chain)
        if self.host is not None:
            text += " host " + rc_name(self.host)
        return text


def find_cryptography_vectors():
    """The cryptography_vectors package directory (Debian's
    python3-cryptography-vectors), or None."""
    roots = []
    spec = importlib.util.find_spec("cryptography_vectors")
    if spec is not None and spec.submodule_search_locations:
        roots += list(spec.submodule_search_locations)
    for base in sys.path + glob.glob("/usr/lib/python3*/dist-packages") + \
            glob.glob("/usr/local/lib/python3*/*-packages"):
        roots.append(os.path.join(base, "cryptography_vectors"))
    for root in roots:
        if os.path.isdir(os.path.join(root, "x509")):
            return root
    return None


def driver_command(name="chain_verify"):
    """[runner..., binary] for $WOLFSSL_BUILDDIR/tests/x509/<name>."""
    build = os.environ.get("WOLFSSL_BUILDDIR", ".")
    binary = os.path.join(build, "tests", "x509", name)
    return shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", "")) + [binary]


def build_features():
    """The signature algorithms the library under test verifies (cert_dump
    --features): a set of rsa, pss, ecc, sm2, ed25519, ed448."""
    out = subprocess.run(driver_command("cert_dump") + ["--features"],
                         stdout=subprocess.PIPE,
                         universal_newlines=True).stdout.split()
    if not out or out[0] != "features":
        raise DriverError("cert_dump --features said %r" % out)
    return set(out[1:])


def kind_feature(kind):
    """The feature a key kind of x509_certgen (rsa2048, rsa-pss-sha256,
    rsa3072+pss, p256, sm2, ed25519, ...) signs with."""
    if kind.startswith("rsa"):
        return "pss" if "pss" in kind else "rsa"
    if kind.startswith("p"):
        return "ecc"
    return kind


def case_line(case_id, **keys):
    """The driver's input line of a case; list values are comma-joined,
    None values left out."""
    parts = ["case", case_id]
    for key, value in keys.items():
        if value is None:
            continue
        if isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        value = str(value)
        if not value or any(c.isspace() for c in value):
            raise ValueError("case %s: bad %s=%r" % (case_id, key, value))
        parts.append("%s=%s" % (key, value))
    return " ".join(parts)


RESULT_RE = re.compile(r"case (\S+) (?:chain (-?\d+) host (-?\d+|-)"
                       r"|file (.*))$")


def run_chain_verify(lines, timeout=600):
    """Run the driver once over all case lines; {id: Result}.  Raises
    DriverError when it cannot run, crashes or reports a sanitizer
    error."""
    cmd = driver_command()
    start = time.time()
    try:
        p = subprocess.run(cmd, input="\n".join(lines) + "\n",
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise DriverError("cannot run %s: %s" % (" ".join(cmd), e))
    print("chain_verify: %d cases in %.1f s" % (len(lines),
                                                time.time() - start))
    if p.returncode != 0 or "Sanitizer" in p.stderr or \
            "runtime error:" in p.stderr:
        raise DriverError("%s: exit status %d, stderr: %s" % (
            cmd[-1], p.returncode, p.stderr.strip()[-2000:] or "(empty)"))
    results = {}
    for line in p.stdout.splitlines():
        m = RESULT_RE.match(line)
        if m is None:
            note("driver said: " + line)
        elif m.group(4) is not None:
            results[m.group(1)] = Result(file=m.group(4))
        else:
            host = None if m.group(3) == "-" else int(m.group(3))
            results[m.group(1)] = Result(int(m.group(2)), host)
    return results


# ----------------------------------------------------------- openssl --

def have_tool(prog):
    """Is prog on the PATH?"""
    return shutil.which(prog) is not None


def concat_files(paths, out_path):
    """Write the concatenation of paths to out_path; returns out_path."""
    with open(out_path, "wb") as out:
        for path in paths:
            with open(path, "rb") as f:
                out.write(f.read())
    return out_path


class Verdict:
    """A verifier's answer: ok (bool), code (its error number, 0 when
    ok, None when unknown) and text (its error message)."""

    def __init__(self, ok, code=None, text=""):
        self.ok, self.code, self.text = ok, code, text

    def __str__(self):
        if self.ok:
            return "OK"
        return "error %s: %s" % (self.code, self.text) if self.code \
            is not None else self.text


OPENSSL_ERROR_RE = re.compile(r"error (\d+) at (\d+) depth lookup: (.*)")


def openssl_verify(leaf, cafile, untrusted=(), attime=None, args=()):
    """`openssl verify` of the PEM file leaf against the PEM trust anchors
    cafile, with the PEM files untrusted (-untrusted once each) as
    candidate intermediates, at attime (Unix seconds), with more args;
    a Verdict whose code and text are OpenSSL's first error."""
    cmd = ["openssl", "verify", "-CAfile", cafile]
    if attime is not None:
        cmd += ["-attime", str(attime)]
    for path in untrusted:
        cmd += ["-untrusted", path]
    cmd += list(args) + [leaf]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    out = p.stdout + p.stderr
    if p.returncode == 0 and out.rstrip().endswith(": OK"):
        return Verdict(True, 0)
    m = OPENSSL_ERROR_RE.search(out)
    if m:
        return Verdict(False, int(m.group(1)),
                       "%s (depth %s)" % (m.group(3).strip(), m.group(2)))
    return Verdict(False, None, out.strip().replace("\n", " | ")[-300:])
