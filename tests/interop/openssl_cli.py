"""openssl_cli.py -- the OpenSSL command line for the interop tests
(tests/interop/interop_openssl_*.py): running it, and the frame of a
test (RFC 8410's DER framing is tests/kat/rfc8410.py)."""
import os
import shutil
import subprocess
import tempfile


def openssl(*args, check=True):
    """(exit status, stdout) of `openssl args`; raises when check and it
    fails."""
    p = subprocess.run(["openssl"] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE)
    if check and p.returncode != 0:
        raise RuntimeError("openssl %s: %s" % (" ".join(args),
                                               p.stderr.decode()))
    return p.returncode, p.stdout


def run(algorithm, body):
    """The frame of an interop test: skip (77) without openssl or when it
    lacks `algorithm` (genpkey -algorithm); else body(tmp, check) with a
    scratch folder (removed after) and check(ok, what), which counts and
    prints "FAIL what" for a false ok.  Prints "N passed, M failed";
    returns the exit status: 0 when nothing failed and something passed."""
    if shutil.which("openssl") is None:
        print("SKIP: no openssl")
        return 77
    tmp = tempfile.mkdtemp(prefix="interop_%s_" % algorithm.lower())
    tally = {"passed": 0, "failed": 0}

    def check(ok, what):
        tally["passed" if ok else "failed"] += 1
        if not ok:
            print("FAIL " + what)

    try:
        rc, _ = openssl("genpkey", "-algorithm", algorithm, "-outform",
                        "DER", "-out", os.path.join(tmp, "probe.der"),
                        check=False)
        if rc != 0:
            print("SKIP: openssl lacks " + algorithm)
            return 77
        body(tmp, check)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d passed, %d failed" % (tally["passed"], tally["failed"]))
    return 0 if tally["failed"] == 0 and tally["passed"] > 0 else 1
