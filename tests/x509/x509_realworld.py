#!/usr/bin/env python3
"""x509_realworld.py -- certificates from the world, offline:

- every root of the system trust store (/etc/ssl/certs, package
  ca-certificates) parses and verifies its own signature with its own key
  (cert_dump --self): RSA PKCS #1 v1.5 with SHA-1/256/384/512, ECDSA
  P-256/P-384, as the CAs made them;
- the 2014 chain of www.cryptography.io (the leaf and RapidSSL SHA256 CA -
  G3, from Debian's python3-cryptography-vectors) verifies with the
  intermediate as anchor at a time inside its validity and names its
  host; it is expired today and not yet valid in 2013;
- a chain to a root of today's store: www.google.com (2023) and GTS CA 1C3,
  the real certificates in Go's crypto/x509 tests (Debian's golang-src),
  verify against the whole of /etc/ssl/certs/ca-certificates.crt (GTS Root
  R1) at the time Go's test uses, for www.google.com and not for
  www.example.com, as `openssl verify` also says.

Usage: x509_realworld.py   (drivers from $WOLFSSL_BUILDDIR/tests/x509)
Exits 77 (skip) only when the trust store is missing.
"""
import calendar
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import x509_testlib as tl  # noqa: E402

STORE = "/etc/ssl/certs"
BUNDLE = os.path.join(STORE, "ca-certificates.crt")
GO_TESTS = ["/usr/share/go-*/src/crypto/x509/verify_test.go",
            "/usr/lib/go-*/src/crypto/x509/verify_test.go"]
GO_TIME = 1677615892        # the currentTime of Go's googleLeaf tests


def store_roots(tally):
    """Each root of the store: rc 0 and sig 0 from cert_dump --self."""
    roots = sorted(glob.glob(os.path.join(STORE, "*.pem")))
    out = subprocess.run(tl.driver_command("cert_dump") + ["--self"] + roots,
                         stdout=subprocess.PIPE,
                         universal_newlines=True).stdout
    seen, name = {}, None
    for ln in out.splitlines():
        f = ln.split(" ", 1)
        if f[0] == "cert":
            name = f[1]
            seen[name] = []
        elif name is not None and f[0] in ("rc", "sig"):
            seen[name].append(int(f[1]))
    bad = sorted(n for n, v in seen.items() if v != [0, 0])
    tally.check(len(roots) > 100, "the trust store has %d roots"
                % len(roots))
    tally.check(len(seen) == len(roots) and not bad,
                "%d of %d roots parse and verify their own signature"
                % (len(seen) - len(bad), len(roots)), ", ".join(bad[:5]))


def cryptography_io(tally):
    """The 2014 chain of www.cryptography.io, anchored at its CA."""
    root = tl.find_cryptography_vectors()
    if root is None:
        tally.check(False, "python3-cryptography-vectors", "not installed")
        return
    leaf = os.path.join(root, "x509", "cryptography.io.pem")
    ca = os.path.join(root, "x509", "rapidssl_sha256_ca_g3.pem")
    when = {"valid": calendar.timegm((2016, 1, 1, 0, 0, 0)),
            "early": calendar.timegm((2013, 1, 1, 0, 0, 0)),
            "expired": int(time.time())}
    lines = [tl.case_line("valid", ca=ca, chain=leaf, time=when["valid"],
                          host="www.cryptography.io"),
             tl.case_line("otherhost", ca=ca, chain=leaf,
                          time=when["valid"], host="www.example.com"),
             tl.case_line("expired", ca=ca, chain=leaf,
                          time=when["expired"]),
             tl.case_line("early", ca=ca, chain=leaf, time=when["early"])]
    got = tl.run_chain_verify(lines)
    expect = {"valid": (0, 0), "otherhost": (0, tl.DOMAIN_NAME_MISMATCH),
              "expired": (tl.ASN_AFTER_DATE_E, None),
              "early": (tl.ASN_BEFORE_DATE_E, None)}
    for case, (chain, host) in expect.items():
        r = got.get(case)
        tally.check(r is not None and r.chain == chain and r.host == host,
                    "cryptography.io %s: chain %s host %s"
                    % (case, tl.rc_name(chain),
                       "-" if host is None else tl.rc_name(host)),
                    "got %s" % (r,))


def go_pem(source, name):
    """The PEM string constant `name` of a Go source file, or None."""
    m = re.search(r"(?:const|var) %s = `(-----BEGIN CERTIFICATE-----.*?"
                  r"-----END CERTIFICATE-----\n?)`" % re.escape(name),
                  source, re.S)
    return m.group(1) if m else None


def google_chain(tally):
    """www.google.com -> GTS CA 1C3 -> GTS Root R1 of today's store."""
    found = [p for g in GO_TESTS for p in glob.glob(g)]
    if not found:
        tally.check(False, "Go's crypto/x509 test data",
                    "not found (package golang-src)")
        return
    with open(sorted(found)[-1], encoding="utf-8") as f:
        source = f.read()
    leaf, inter = go_pem(source, "googleLeaf"), go_pem(source,
                                                         "gtsIntermediate")
    if not tally.check(leaf is not None and inter is not None,
                       "googleLeaf and gtsIntermediate in " + found[0]):
        return
    tmp = tempfile.mkdtemp(prefix="x509_realworld_")
    try:
        paths = {}
        for name, pem in (("leaf", leaf), ("inter", inter)):
            paths[name] = os.path.join(tmp, name + ".pem")
            with open(paths[name], "w") as f:
                f.write(pem)
        chain = [paths["leaf"], paths["inter"]]
        got = tl.run_chain_verify([
            tl.case_line("google", ca=BUNDLE, chain=chain, time=GO_TIME,
                         host="www.google.com"),
            tl.case_line("google-other", ca=BUNDLE, chain=chain,
                         time=GO_TIME, host="www.example.com"),
            tl.case_line("google-today", ca=BUNDLE, chain=chain)])
        r = got.get("google")
        tally.check(r is not None and r.chain == 0 and r.host == 0,
                    "www.google.com chain to GTS Root R1 of the store, "
                    "for www.google.com", "got %s" % (r,))
        r = got.get("google-other")
        tally.check(r is not None and r.chain == 0 and
                    r.host == tl.DOMAIN_NAME_MISMATCH,
                    "the same chain is not for www.example.com",
                    "got %s" % (r,))
        r = got.get("google-today")
        tally.check(r is not None and r.chain == tl.ASN_AFTER_DATE_E,
                    "the same chain is expired today", "got %s" % (r,))
        if shutil.which("openssl"):
            p = subprocess.run(["openssl", "verify", "-attime", str(GO_TIME),
                                "-CAfile", BUNDLE, "-untrusted",
                                paths["inter"], "-verify_hostname",
                                "www.google.com", paths["leaf"]],
                               stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT,
                               universal_newlines=True)
            tally.check(p.returncode == 0, "openssl verify agrees",
                        p.stdout.strip())
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    if not os.path.isdir(STORE):
        print("SKIP: no %s (package ca-certificates)" % STORE)
        return tl.SKIP
    tally = tl.Tally()
    store_roots(tally)
    cryptography_io(tally)
    google_chain(tally)
    tally.summary()
    return tally.exit_code()


if __name__ == "__main__":
    sys.exit(main())
